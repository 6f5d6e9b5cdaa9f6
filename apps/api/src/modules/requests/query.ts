import { primaryRole, type CreatorType, type RequestListQuery, type Role } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { containsPattern } from '../../platform/db/like';
import { allOf, anyOf, integerList, rawSql, sqlText, type SqlText } from '../../platform/db/statement';
import { isVerifiedDoctor } from '../../access';
import { keywordSearch, type KeywordSearch } from './keyword';
import { viewerMay } from '../../access/viewer-abilities';

// Plain SQL over the tables by their own names (donation_requests, users, ...): the statements read as
// PostgreSQL runs them, and a condition here also fits a Drizzle select of the same tables.

/** Who is asking, as far as request visibility cares. */
export interface Viewer {
  userId: string | null;
  admin: boolean;
  /** A verified doctor, so may see patients' requests (an unverified one sees what others see). */
  doctor: boolean;
  /** docs/roles-and-permissions.md#primary-role: the role the screens act on (the last matching role wins); it picks the feed. */
  role: Role | null;
}

export function viewerOf(principal: Principal | null): Viewer {
  const doctor = isVerifiedDoctor(principal);
  const role = principal ? primaryRole(principal.roles) : null;
  return {
    userId: principal?.userId ?? null,
    admin: viewerMay(principal ?? null, 'moderateRequests'),
    doctor,
    // A doctor not verified yet sees no patient's request, so their feed is everyone's: the campaigns.
    role: role === 'doctor' && !doctor ? null : role,
  };
}

/** Statuses anyone may see: approved, fulfilled, and expired (which a keyword search still finds, docs/screens-and-flows.md#flows). */
export const PUBLIC_STATUSES = [1, 2, -4];

/** The request belongs to a facility the user is a member of. */
function inOrganizationOf(userId: string): SqlText {
  return sqlText`donation_requests.org_id in (select organization_members.org_id from organization_members where organization_members.user_id = ${userId})`;
}

/**
 * The user is one of the request's doctors (assigned, accepted or rejected). An uncorrelated IN, read
 * once from the doctor's index: PostgreSQL costs a correlated EXISTS inside an OR as if it ran per row,
 * which made every list look fifty times dearer than it is (JIT compilation, heap scans for counts).
 */
function doctorOnRequest(userId: string): SqlText {
  return sqlText`donation_requests.id in (select request_doctors.request_id from request_doctors where request_doctors.doctor_id = ${userId})`;
}

/**
 * What anyone may see of requests that are not theirs: public (not private), approved, fulfilled or
 * expired, not rejected by a doctor. Patients' requests are medical: of those outsiders, only doctors
 * see them. Constants are literals, so a plan made once for a statement still knows them.
 */
const AUDIENCE = [false, true].map((doctor) =>
  allOf([
    rawSql('donation_requests.is_private = false'),
    sqlText`donation_requests.status in (${integerList(PUBLIC_STATUSES)})`,
    rawSql('donation_requests.acceptance_status <> -1'),
    doctor ? undefined : rawSql("donation_requests.creator_type <> 'patient'"),
  ]),
);

function audienceOf(viewer: Viewer): SqlText {
  return AUDIENCE[viewer.doctor ? 1 : 0];
}

/** audienceOf on public_request_counts, which counts only requests public, listed and not rejected. */
function countedAudienceOf(viewer: Viewer): SqlText | undefined {
  return viewer.doctor ? undefined : rawSql("public_request_counts.creator_type <> 'patient'");
}

/**
 * The requests a caller may see at all (the detail page and every list; anything else is a 404):
 * administrators everything; others never a deleted request; a request's creator, the members of its
 * facility and its doctors see it whatever its state; everyone else only what audienceOf allows.
 */
export function visibleTo(viewer: Viewer): SqlText | undefined {
  if (viewer.admin) return undefined;
  const me = viewer.userId;
  if (!me) return audienceOf(viewer);
  // Cheapest first: PostgreSQL tries OR arms in order, so most rows never reach the subqueries.
  return allOf([
    rawSql('donation_requests.status <> -9'),
    anyOf([
      sqlText`donation_requests.created_by = ${me}`,
      audienceOf(viewer),
      inOrganizationOf(me),
      doctorOnRequest(me),
    ]),
  ]);
}

/**
 * docs/request-states.md#visibility: lists hide requests a doctor rejected (acceptanceStatus -1), except from those who act on
 * them next: the creator, the request's facility (which may assign another doctor) and administrators.
 */
function rejectedHiddenFrom(viewer: Viewer): SqlText | undefined {
  if (viewer.admin) return undefined;
  const me = viewer.userId;
  if (!me) return rawSql('donation_requests.acceptance_status <> -1');
  return anyOf([
    rawSql('donation_requests.acceptance_status <> -1'),
    sqlText`donation_requests.created_by = ${me}`,
    inOrganizationOf(me),
  ]);
}

/**
 * A list condition and, when public_request_counts can answer it too, the same test on that table
 * (null when it cannot: the counts then come from the requests themselves).
 */
interface Filter {
  where: SqlText;
  counted: SqlText | null;
}

const uncounted = (where: SqlText): Filter => ({ where, counted: null });

const feedOfCreatorType = (creatorType: CreatorType): Filter => ({
  where: rawSql(`donation_requests.creator_type = '${creatorType}'`),
  counted: rawSql(`public_request_counts.creator_type = '${creatorType}'`),
});
const FEED_OF_CREATOR_TYPE = { patient: feedOfCreatorType('patient'), doctor: feedOfCreatorType('doctor') };

/**
 * docs/request-states.md#feed-by-role feed content by role: patients and facilities see their own requests (a facility's also
 * include those addressed to it), a doctor sees patients' requests, everyone else (signed out, no role
 * yet) sees doctors' campaigns; administrators see everything. It picks what a feed shows; visibleTo,
 * applied with it, is what keeps the rest out of reach.
 */
function feedRule(viewer: Viewer): Filter | undefined {
  if (viewer.admin) return undefined;
  const me = viewer.userId;
  if (me && viewer.role === 'patient') return uncounted(sqlText`donation_requests.created_by = ${me}`);
  if (me && viewer.role === 'facilities') {
    return uncounted(anyOf([sqlText`donation_requests.created_by = ${me}`, inOrganizationOf(me)]));
  }
  return FEED_OF_CREATOR_TYPE[me && viewer.role === 'doctor' ? 'patient' : 'doctor'];
}

/**
 * A request the user reported leaves their own lists, unless they take part in it (one of its doctors,
 * a member of its facility): a report is not a way to lose sight of one's patient.
 */
function reportedHiddenFrom(userId: string): SqlText {
  return anyOf([
    sqlText`donation_requests.id not in (select request_reports.request_id from request_reports where request_reports.reporter_id = ${userId})`,
    doctorOnRequest(userId),
    inOrganizationOf(userId),
  ]);
}

/** Which requests a list covers, decided by the service from my_search, fav_search, user_id, orgId, doctorId. */
export interface ListScope {
  /** Requests created by this user. */
  createdBy?: string;
  /** Requests in this user's favourites. */
  favouritesOf?: string;
  /** No user, facility or doctor was named, so the docs/request-states.md#feed-by-role feed rule picks the requests. */
  feed: boolean;
  /** The caller looks after these requests (their own, their facility's, assigned to them, or as an administrator). */
  managed: boolean;
  /** The caller has reported requests: their lists leave out those they take no part in (docs/request-states.md#reporting). */
  hideReportedBy?: string;
}

/**
 * docs/request-states.md#status-defaults status defaults, when `status` is not given. SPEC names two pairs: '1,2' (with '-4' when a
 * keyword is given) and '0,1,2' (with '-4'). We read them as: the public feed shows approved and
 * fulfilled requests ('1,2'); lists of requests the caller looks after (see ListScope.managed) also
 * show those pending approval ('0,1,2'), so a patient finds the request they just made; a keyword
 * search also finds expired ones (-4) in both.
 */
export function defaultStatuses(managed: boolean, keyword: string | undefined): number[] {
  const base = managed ? [0, 1, 2] : [1, 2];
  return keyword ? [...base, -4] : base;
}

/** The creator's name contains the text (creatorPerson); the expression is the one the trigram index holds. */
function creatorNameCondition(text: string): SqlText {
  const pattern = containsPattern(text);
  return sqlText`donation_requests.created_by in (select users.id from users where (coalesce(users.name ->> 'first_name', '') || ' ' || coalesce(users.name ->> 'last_name', '')) ilike ${pattern} or users.username ilike ${pattern})`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** createdAt bounds; a date-only endDate includes that whole day. */
function dateConditions(startDate: string | undefined, endDate: string | undefined): SqlText[] {
  const conditions: SqlText[] = [];
  if (startDate) conditions.push(sqlText`donation_requests.created_at >= ${new Date(startDate)}`);
  if (endDate) {
    const end = new Date(endDate);
    if (DATE_ONLY.test(endDate)) {
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(sqlText`donation_requests.created_at < ${end}`);
    } else {
      conditions.push(sqlText`donation_requests.created_at <= ${end}`);
    }
  }
  return conditions;
}

/** A literal list of validated names (request types, creator types): a plan made once still knows them. */
function textList(values: readonly string[]): SqlText {
  if (!values.every((value) => /^[A-Za-z]+$/.test(value))) throw new Error('textList: not a plain name');
  return rawSql(values.map((value) => `'${value}'`).join(', '));
}

export interface ListConditions {
  /** Visibility, scope and every filter, of every status. */
  matching: SqlText;
  /** `matching` and the statuses listed. */
  where: SqlText;
  /** `where` but for the keyword: what each level of its relevance is tested within. */
  whereAnyKeyword: SqlText;
  /**
   * The statement counting the list's requests of every status by status (columns status and
   * requests; countSummary counts every status).
   */
  countByStatus: SqlText;
  /** With a keyword: the same count within the table's first pages (KeywordSearch.sampledCountByStatus). */
  sampledCountByStatus: SqlText | null;
  /** With a keyword: the same count among the sampled requests (KeywordSearch.sampledIndexCountByStatus). */
  sampledIndexCountByStatus: SqlText | null;
  /** The statuses listed (asked for, or the default). */
  statuses: number[];
  /** When a keyword is given: how its matches are ranked and counted (see keyword.ts). */
  keyword: KeywordSearch | null;
  /**
   * One plan fits every value of this list's parameters, so PostgreSQL may plan it once and reuse the
   * plan. Not with a keyword or a creator's name: how many requests a text matches decides the plan
   * (a reused plan made the keyword search half as fast again).
   */
  planReusable: boolean;
}

/** The WHERE of GET /donationRequest: visibility, scope and every filter of docs/api-contract.md. */
export function listConditions(viewer: Viewer, query: RequestListQuery, scope: ListScope): ListConditions {
  const queryFilters = query.filters ?? {};
  const filters: (Filter | undefined)[] = [];
  if (scope.feed) filters.push(feedRule(viewer));
  if (scope.createdBy) filters.push(uncounted(sqlText`donation_requests.created_by = ${scope.createdBy}`));
  if (scope.favouritesOf) {
    filters.push(
      uncounted(
        sqlText`exists (select 1 from favourites where favourites.request_id = donation_requests.id and favourites.user_id = ${scope.favouritesOf})`,
      ),
    );
  }
  if (query.doctorId) {
    // The doctor's own requests (docs/screens-and-flows.md#routes /doctorrequests): assigned to them or accepted, not rejected.
    filters.push(
      uncounted(
        sqlText`exists (select 1 from request_doctors where request_doctors.request_id = donation_requests.id and request_doctors.doctor_id = ${query.doctorId} and request_doctors.acceptance <> -1)`,
      ),
    );
  }
  for (const orgId of [query.orgId, queryFilters.orgId]) {
    if (orgId) filters.push(uncounted(sqlText`donation_requests.org_id = ${orgId}`));
  }
  for (const region of [query.region, queryFilters.region]) {
    if (region) {
      filters.push({
        where: sqlText`donation_requests.region = ${region}`,
        counted: sqlText`public_request_counts.region = ${region}`,
      });
    }
  }
  for (const source of [query.sourceOfCreation, queryFilters.sourceOfCreation]) {
    if (source) {
      filters.push({
        where: sqlText`donation_requests.source_of_creation = ${source}`,
        counted: sqlText`public_request_counts.source_of_creation = ${source}`,
      });
    }
  }
  for (const types of [query.requestType, queryFilters.request_type]) {
    if (types?.length) {
      filters.push({
        where: sqlText`donation_requests.request_type in (${textList(types)})`,
        counted: sqlText`public_request_counts.request_type in (${textList(types)})`,
      });
    }
  }
  for (const types of [query.creatorType, queryFilters.creatorType]) {
    if (types?.length) {
      filters.push({
        where: sqlText`donation_requests.creator_type in (${textList(types)})`,
        counted: sqlText`public_request_counts.creator_type in (${textList(types)})`,
      });
    }
  }
  for (const isPrivate of [query.isPrivate, queryFilters.isPrivate]) {
    // The counted requests are all public.
    if (isPrivate !== undefined) {
      filters.push({
        where: rawSql(`donation_requests.is_private = ${isPrivate}`),
        counted: rawSql(isPrivate ? 'false' : 'true'),
      });
    }
  }
  if (query.creatorPerson) filters.push(uncounted(creatorNameCondition(query.creatorPerson)));
  if (scope.hideReportedBy) filters.push(uncounted(reportedHiddenFrom(scope.hideReportedBy)));
  filters.push(...dateConditions(query.startDate, query.endDate).map(uncounted));

  const keyword = query.keyword ? keywordSearch(query.keyword) : null;
  const statuses = [
    ...new Set(query.status?.length ? query.status : defaultStatuses(scope.managed, query.keyword)),
  ];
  const listedStatuses = sqlText`donation_requests.status in (${integerList(statuses)})`;
  const visible = [visibleTo(viewer), rejectedHiddenFrom(viewer)];
  const anyKeyword = filters.filter((filter): filter is Filter => filter !== undefined);
  const besidesKeyword = allOf([...visible, ...anyKeyword.map((filter) => filter.where)]);
  const whereAnyKeyword = allOf([besidesKeyword, listedStatuses]);
  const listed = keyword ? [...anyKeyword, uncounted(keyword.match)] : anyKeyword;
  const filtered = listed.map((filter) => filter.where);
  const matching = allOf([...visible, ...filtered]);
  return {
    matching,
    where: allOf([matching, listedStatuses]),
    whereAnyKeyword,
    countByStatus: keyword
      ? keyword.countByStatus(besidesKeyword)
      : countByStatusOf(viewer, listed, allOf(filtered), matching),
    sampledCountByStatus: keyword && keyword.sampledCountByStatus(besidesKeyword),
    sampledIndexCountByStatus: keyword && keyword.sampledIndexCountByStatus(besidesKeyword),
    statuses,
    keyword,
    planReusable: !keyword && !query.creatorPerson,
  };
}

/**
 * What a signed-in caller sees beyond audienceOf: the requests they created, their facility's and
 * those assigned to them (found through those indexes), not deleted, not rejected unless theirs to act on.
 */
function othersSee(viewer: Viewer, me: string): SqlText {
  return allOf([
    rawSql('donation_requests.status <> -9'),
    sqlText`not (${audienceOf(viewer)})`,
    sqlText`donation_requests.id in (select donation_requests.id from donation_requests where donation_requests.created_by = ${me}
    union all select donation_requests.id from donation_requests where ${inOrganizationOf(me)}
    union all select request_doctors.request_id from request_doctors where request_doctors.doctor_id = ${me})`,
    anyOf([
      rawSql('donation_requests.acceptance_status <> -1'),
      sqlText`donation_requests.created_by = ${me}`,
      inOrganizationOf(me),
    ]),
  ]);
}

/**
 * The statement counting a list's requests by status (columns status and requests). For everyone but
 * administrators, what a caller sees is two disjoint parts: the requests public to everyone
 * (audienceOf; visibility and rejectedHiddenFrom let all of them through), counted in
 * public_request_counts when every filter can be tested there; and the few others the caller sees
 * because they are theirs, their facility's or assigned to them, found through those indexes.
 */
function countByStatusOf(viewer: Viewer, filters: Filter[], filtered: SqlText, matching: SqlText): SqlText {
  if (viewer.admin) {
    return sqlText`select donation_requests.status as status, count(*)::int as requests from donation_requests where ${matching} group by donation_requests.status`;
  }
  const counted = filters.flatMap((filter) => (filter.counted ? [filter.counted] : []));
  const everyoneSees =
    counted.length === filters.length
      ? sqlText`select public_request_counts.status as status, sum(public_request_counts.requests)::int as requests from public_request_counts where ${allOf([countedAudienceOf(viewer), ...counted])} group by public_request_counts.status`
      : sqlText`select donation_requests.status as status, count(*)::int as requests from donation_requests where ${allOf([audienceOf(viewer), filtered])} group by donation_requests.status`;
  const me = viewer.userId;
  if (!me) return everyoneSees;
  return sqlText`select status, sum(requests)::int as requests from (${everyoneSees} union all select donation_requests.status, count(*)::int from donation_requests where ${allOf([othersSee(viewer, me), filtered])} group by donation_requests.status) as parts group by status`;
}

/** sortBy createdAt or updatedAt, newest first unless asked otherwise; the id keeps pages stable. */
export function listOrder(query: Pick<RequestListQuery, 'sortBy' | 'sortOrder'>): SqlText {
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const column = query.sortBy === 'updatedAt' ? 'updated_at' : 'created_at';
  return rawSql(`donation_requests.${column} ${direction}, donation_requests.id ${direction}`);
}
