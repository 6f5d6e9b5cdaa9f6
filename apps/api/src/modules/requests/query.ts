import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { primaryRole, type CreatorType, type RequestListQuery, type Role } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import {
  donationRequests,
  favourites,
  organizationMembers,
  publicRequestCounts,
  requestDoctors,
  users,
} from '../../platform/db/schema';
import { integerLiterals, sqlTemplate } from '../../platform/db/sql-template';
import { isVerifiedDoctor } from '../care-team/relationship';

const r = donationRequests;
const counts = publicRequestCounts;

/** Who is asking, as far as request visibility cares. */
export interface Viewer {
  userId: string | null;
  admin: boolean;
  /** A verified doctor, so may see patients' requests (an unverified one sees what others see). */
  doctor: boolean;
  /** SPEC §6: the role the screens act on (the last matching role wins); it picks the feed. */
  role: Role | null;
}

export function viewerOf(principal: Principal | null): Viewer {
  const doctor = isVerifiedDoctor(principal);
  const role = principal ? primaryRole(principal.roles) : null;
  return {
    userId: principal?.userId ?? null,
    admin: principal?.flags.admin ?? false,
    doctor,
    // A doctor not verified yet sees no patient's request, so their feed is everyone's: the campaigns.
    role: role === 'doctor' && !doctor ? null : role,
  };
}

/** Statuses anyone may see: approved, fulfilled, and expired (which a keyword search still finds, SPEC §4). */
export const PUBLIC_STATUSES = [1, 2, -4];

/** The request belongs to a facility the user is a member of. */
function inOrganizationOf(userId: unknown): SQL {
  return sql`${r.orgId} in (select ${organizationMembers.orgId} from ${organizationMembers} where ${organizationMembers.userId} = ${userId})`;
}

/**
 * The user is one of the request's doctors (assigned, accepted or rejected). An uncorrelated IN, read
 * once from the doctor's index: PostgreSQL costs a correlated EXISTS inside an OR as if it ran per row,
 * which made every list look fifty times dearer than it is (JIT compilation, heap scans for counts).
 */
function doctorOnRequest(userId: unknown): SQL {
  return sql`${r.id} in (select ${requestDoctors.requestId} from ${requestDoctors} where ${requestDoctors.doctorId} = ${userId})`;
}

/**
 * What anyone may see of requests that are not theirs: public (not private), approved, fulfilled or
 * expired, not rejected by a doctor. Patients' requests are medical: of those outsiders, only doctors see them.
 */
function buildAudience(doctor: boolean): SQL {
  return and(
    eq(r.isPrivate, false),
    inArray(r.status, PUBLIC_STATUSES),
    ne(r.acceptanceStatus, -1),
    doctor ? undefined : ne(r.creatorType, 'patient'),
  ) as SQL;
}

// The fragments every list of a signed-in caller repeats are rendered once here (see sqlTemplate):
// building them per request was a fifth of a feed request's CPU. Index: 0 not a doctor, 1 a doctor.
const AUDIENCE = [sqlTemplate([], () => buildAudience(false)), sqlTemplate([], () => buildAudience(true))];

function audienceOf(viewer: Viewer): SQL {
  return AUDIENCE[viewer.doctor ? 1 : 0]({});
}

const COUNTED_AUDIENCE_OF_OTHERS = sqlTemplate([], () => ne(counts.creatorType, 'patient'))({});

/** audienceOf on public_request_counts, which counts only requests public, listed and not rejected. */
function countedAudienceOf(viewer: Viewer): SQL | undefined {
  return viewer.doctor ? undefined : COUNTED_AUDIENCE_OF_OTHERS;
}

// Cheapest first: PostgreSQL tries OR arms in order, so most rows never reach the subqueries.
const VISIBLE_TO_MEMBER = [false, true].map((doctor) =>
  sqlTemplate(
    ['me'],
    ({ me }) =>
      and(
        ne(r.status, -9),
        or(eq(r.createdBy, me), buildAudience(doctor), inOrganizationOf(me), doctorOnRequest(me)),
      ) as SQL,
  ),
);

/**
 * The requests a caller may see at all (the detail page and every list; anything else is a 404):
 * administrators everything; others never a deleted request; a request's creator, the members of its
 * facility and its doctors see it whatever its state; everyone else only what audienceOf allows.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  if (!viewer.userId) return audienceOf(viewer);
  return VISIBLE_TO_MEMBER[viewer.doctor ? 1 : 0]({ me: viewer.userId });
}

const REJECTED_HIDDEN_FROM_MEMBER = sqlTemplate(
  ['me'],
  ({ me }) => or(ne(r.acceptanceStatus, -1), eq(r.createdBy, me), inOrganizationOf(me)) as SQL,
);

/**
 * SPEC §4: lists hide requests a doctor rejected (acceptanceStatus -1), except from those who act on
 * them next: the creator, the request's facility (which may assign another doctor) and administrators.
 */
function rejectedHiddenFrom(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  if (!viewer.userId) return ne(r.acceptanceStatus, -1);
  return REJECTED_HIDDEN_FROM_MEMBER({ me: viewer.userId });
}

/**
 * A list condition and, when public_request_counts can answer it too, the same test on that table
 * (null when it cannot: the counts then come from the requests themselves).
 */
interface Filter {
  where: SQL;
  counted: SQL | null;
}

const uncounted = (where: SQL): Filter => ({ where, counted: null });

const feedOfCreatorType = (creatorType: CreatorType): Filter => ({
  where: sqlTemplate([], () => eq(r.creatorType, creatorType))({}),
  counted: sqlTemplate([], () => eq(counts.creatorType, creatorType))({}),
});
const FEED_OF_CREATOR_TYPE = { patient: feedOfCreatorType('patient'), doctor: feedOfCreatorType('doctor') };

/**
 * SPEC §4 feed content by role: patients and facilities see their own requests (a facility's also
 * include those addressed to it), a doctor sees patients' requests, everyone else (signed out, no role
 * yet) sees doctors' campaigns; administrators see everything. It picks what a feed shows; visibleTo,
 * applied with it, is what keeps the rest out of reach.
 */
function feedRule(viewer: Viewer): Filter | undefined {
  if (viewer.admin) return undefined;
  const me = viewer.userId;
  if (me && viewer.role === 'patient') return uncounted(eq(r.createdBy, me));
  if (me && viewer.role === 'facilities') {
    return uncounted(or(eq(r.createdBy, me), inOrganizationOf(me)) as SQL);
  }
  return FEED_OF_CREATOR_TYPE[me && viewer.role === 'doctor' ? 'patient' : 'doctor'];
}

/** Which requests a list covers, decided by the service from my_search, fav_search, user_id, orgId, doctorId. */
export interface ListScope {
  /** Requests created by this user. */
  createdBy?: string;
  /** Requests in this user's favourites. */
  favouritesOf?: string;
  /** No user, facility or doctor was named, so the SPEC §4 feed rule picks the requests. */
  feed: boolean;
  /** The caller looks after these requests (their own, their facility's, assigned to them, or as an administrator). */
  managed: boolean;
}

/**
 * SPEC §4 status defaults, when `status` is not given. SPEC names two pairs: '1,2' (with '-4' when a
 * keyword is given) and '0,1,2' (with '-4'). We read them as: the public feed shows approved and
 * fulfilled requests ('1,2'); lists of requests the caller looks after (see ListScope.managed) also
 * show those pending approval ('0,1,2'), so a patient finds the request they just made; a keyword
 * search also finds expired ones (-4) in both.
 */
export function defaultStatuses(managed: boolean, keyword: string | undefined): number[] {
  const base = managed ? [0, 1, 2] : [1, 2];
  return keyword ? [...base, -4] : base;
}

/** Escapes LIKE wildcards so a name is matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Keyword search (GIN index on the search vector): every word of the keyword, as a prefix, in the
 * title, name or description; or the keyword is the request's 'Ref id'.
 */
export function keywordCondition(keyword: string): SQL {
  const reference = eq(r.uniqueReferenceId, keyword.trim().toUpperCase());
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return reference;
  // Only letters and digits reach the query text, so no tsquery operator can be injected.
  const prefixes = words.map((word) => `${word}:*`).join(' & ');
  return or(sql`${r.searchVector} @@ to_tsquery('simple'::regconfig, ${prefixes})`, reference) as SQL;
}

/** The creator's name contains the text (creatorPerson). */
function creatorNameCondition(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`${r.createdBy} in (select ${users.id} from ${users} where concat_ws(' ', ${users.name}->>'first_name', ${users.name}->>'last_name') ilike ${pattern} or ${users.username} ilike ${pattern})`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** createdAt bounds; a date-only endDate includes that whole day. */
function dateConditions(startDate: string | undefined, endDate: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) conditions.push(gte(r.createdAt, new Date(startDate)));
  if (endDate) {
    const end = new Date(endDate);
    if (DATE_ONLY.test(endDate)) {
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(lt(r.createdAt, end));
    } else {
      conditions.push(lte(r.createdAt, end));
    }
  }
  return conditions;
}

export interface ListConditions {
  where: SQL | undefined;
  /** The list's requests of every status, counted by status (countSummary counts every status). */
  countByStatus: SQL;
  /** The statuses listed (asked for, or the default). */
  statuses: number[];
  /**
   * One plan fits every value of this list's parameters, so PostgreSQL may plan it once and reuse the
   * plan. Not with a keyword or a creator's name: how many requests a text matches decides the plan
   * (a reused plan made the keyword search half as fast again).
   */
  planReusable: boolean;
}

/** The WHERE of GET /donationRequest: visibility, scope and every filter of SPEC §7. */
export function listConditions(viewer: Viewer, query: RequestListQuery, scope: ListScope): ListConditions {
  const queryFilters = query.filters ?? {};
  const filters: (Filter | undefined)[] = [];
  if (scope.feed) filters.push(feedRule(viewer));
  if (scope.createdBy) filters.push(uncounted(eq(r.createdBy, scope.createdBy)));
  if (scope.favouritesOf) {
    filters.push(
      uncounted(
        sql`exists (select 1 from ${favourites} where ${favourites.requestId} = ${r.id} and ${favourites.userId} = ${scope.favouritesOf})`,
      ),
    );
  }
  if (query.doctorId) {
    // The doctor's own requests (SPEC §2 /doctorrequests): assigned to them or accepted, not rejected.
    filters.push(
      uncounted(
        sql`exists (select 1 from ${requestDoctors} where ${requestDoctors.requestId} = ${r.id} and ${requestDoctors.doctorId} = ${query.doctorId} and ${requestDoctors.acceptance} <> -1)`,
      ),
    );
  }
  for (const orgId of [query.orgId, queryFilters.orgId]) {
    if (orgId) filters.push(uncounted(eq(r.orgId, orgId)));
  }
  for (const region of [query.region, queryFilters.region]) {
    if (region) filters.push({ where: eq(r.region, region), counted: eq(counts.region, region) });
  }
  for (const source of [query.sourceOfCreation, queryFilters.sourceOfCreation]) {
    if (source) {
      filters.push({ where: eq(r.sourceOfCreation, source), counted: eq(counts.sourceOfCreation, source) });
    }
  }
  for (const types of [query.requestType, queryFilters.request_type]) {
    if (types?.length) {
      filters.push({ where: inArray(r.requestType, types), counted: inArray(counts.requestType, types) });
    }
  }
  for (const types of [query.creatorType, queryFilters.creatorType]) {
    if (types?.length) {
      filters.push({ where: inArray(r.creatorType, types), counted: inArray(counts.creatorType, types) });
    }
  }
  for (const isPrivate of [query.isPrivate, queryFilters.isPrivate]) {
    // The counted requests are all public.
    if (isPrivate !== undefined) {
      filters.push({ where: eq(r.isPrivate, isPrivate), counted: isPrivate ? sql`false` : sql`true` });
    }
  }
  if (query.keyword) filters.push(uncounted(keywordCondition(query.keyword)));
  if (query.creatorPerson) filters.push(uncounted(creatorNameCondition(query.creatorPerson)));
  filters.push(...dateConditions(query.startDate, query.endDate).map(uncounted));

  const listed = filters.filter((filter): filter is Filter => filter !== undefined);
  const matching = and(...listed.map((filter) => filter.where));
  const statuses = [
    ...new Set(query.status?.length ? query.status : defaultStatuses(scope.managed, query.keyword)),
  ];
  const withoutStatus = and(visibleTo(viewer), rejectedHiddenFrom(viewer), matching);
  return {
    where: and(withoutStatus, sql`${r.status} in (${integerLiterals(statuses)})`),
    countByStatus: countByStatusOf(viewer, listed, matching, withoutStatus),
    statuses,
    planReusable: !query.keyword && !query.creatorPerson,
  };
}

/**
 * What a signed-in caller sees beyond audienceOf: the requests they created, their facility's and
 * those assigned to them (found through those indexes), not deleted, not rejected unless theirs to act on.
 */
const OTHERS_SEE = [false, true].map((doctor) =>
  sqlTemplate(['me'], ({ me }) => {
    const looksAfter = sql`select ${r.id} from ${r} where ${r.createdBy} = ${me}
    union all select ${r.id} from ${r} where ${inOrganizationOf(me)}
    union all select ${requestDoctors.requestId} from ${requestDoctors} where ${requestDoctors.doctorId} = ${me}`;
    return and(
      ne(r.status, -9),
      sql`not (${buildAudience(doctor)})`,
      sql`${r.id} in (${looksAfter})`,
      or(ne(r.acceptanceStatus, -1), eq(r.createdBy, me), inOrganizationOf(me)),
    ) as SQL;
  }),
);

/**
 * The statement counting a list's requests by status (columns status and requests). For everyone but
 * administrators, what a caller sees is two disjoint parts: the requests public to everyone
 * (audienceOf; visibility and rejectedHiddenFrom let all of them through), counted in
 * public_request_counts when every filter can be tested there; and the few others the caller sees
 * because they are theirs, their facility's or assigned to them, found through those indexes.
 */
function countByStatusOf(
  viewer: Viewer,
  filters: Filter[],
  matching: SQL | undefined,
  withoutStatus: SQL | undefined,
): SQL {
  if (viewer.admin) {
    return sql`select ${r.status} as status, count(*)::int as requests from ${r} where ${withoutStatus ?? sql`true`} group by ${r.status}`;
  }
  const audience = audienceOf(viewer);
  const counted = filters.map((filter) => filter.counted ?? undefined);
  const everyoneSees = filters.every((filter) => filter.counted)
    ? sql`select ${counts.status} as status, sum(${counts.requests})::int as requests from ${counts} where ${and(countedAudienceOf(viewer), ...counted) ?? sql`true`} group by ${counts.status}`
    : sql`select ${r.status} as status, count(*)::int as requests from ${r} where ${and(audience, matching)} group by ${r.status}`;
  const me = viewer.userId;
  if (!me) return everyoneSees;
  const othersSee = and(OTHERS_SEE[viewer.doctor ? 1 : 0]({ me }), matching);
  return sql`select status, sum(requests)::int as requests from (${everyoneSees} union all select ${r.status}, count(*)::int from ${r} where ${othersSee} group by ${r.status}) as parts group by status`;
}

/** sortBy createdAt or updatedAt, newest first unless asked otherwise; the id keeps pages stable. */
export function listOrder(query: Pick<RequestListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = query.sortBy === 'updatedAt' ? r.updatedAt : r.createdAt;
  return [direction(column), direction(r.id)];
}
