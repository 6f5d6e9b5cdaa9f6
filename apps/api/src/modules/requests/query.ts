import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { primaryRole, type RequestListQuery, type Role } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import {
  donationRequests,
  favourites,
  organizationMembers,
  requestDoctors,
  users,
} from '../../platform/db/schema';

const r = donationRequests;

/** Who is asking, as far as request visibility cares. */
export interface Viewer {
  userId: string | null;
  admin: boolean;
  /** Holds the doctor role, so may see patients' requests. */
  doctor: boolean;
  /** SPEC §6: the role the screens act on (the last matching role wins); it picks the feed. */
  role: Role | null;
}

export function viewerOf(principal: Principal | null): Viewer {
  return {
    userId: principal?.userId ?? null,
    admin: principal?.flags.admin ?? false,
    doctor: principal?.flags.doctor ?? false,
    role: principal ? primaryRole(principal.roles) : null,
  };
}

/** Statuses anyone may see: approved, fulfilled, and expired (which a keyword search still finds, SPEC §4). */
export const PUBLIC_STATUSES = [1, 2, -4];

/** The request belongs to a facility the user is a member of. */
function inOrganizationOf(userId: string): SQL {
  return sql`${r.orgId} in (select ${organizationMembers.orgId} from ${organizationMembers} where ${organizationMembers.userId} = ${userId})`;
}

/**
 * The user is one of the request's doctors (assigned, accepted or rejected). An uncorrelated IN, read
 * once from the doctor's index: PostgreSQL costs a correlated EXISTS inside an OR as if it ran per row,
 * which made every list look fifty times dearer than it is (JIT compilation, heap scans for counts).
 */
function doctorOnRequest(userId: string): SQL {
  return sql`${r.id} in (select ${requestDoctors.requestId} from ${requestDoctors} where ${requestDoctors.doctorId} = ${userId})`;
}

/**
 * What anyone may see of requests that are not theirs: public (not private), approved, fulfilled or
 * expired, not rejected by a doctor. Patients' requests are medical: of those outsiders, only doctors see them.
 */
function audienceOf(viewer: Viewer): SQL {
  return and(
    eq(r.isPrivate, false),
    inArray(r.status, PUBLIC_STATUSES),
    ne(r.acceptanceStatus, -1),
    viewer.doctor ? undefined : ne(r.creatorType, 'patient'),
  ) as SQL;
}

/**
 * The requests a caller may see at all (the detail page and every list; anything else is a 404):
 * administrators everything; others never a deleted request; a request's creator, the members of its
 * facility and its doctors see it whatever its state; everyone else only what audienceOf allows.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  if (!viewer.userId) return audienceOf(viewer);
  // Cheapest first: PostgreSQL tries OR arms in order, so most rows never reach the subqueries.
  return and(
    ne(r.status, -9),
    or(
      eq(r.createdBy, viewer.userId),
      audienceOf(viewer),
      inOrganizationOf(viewer.userId),
      doctorOnRequest(viewer.userId),
    ),
  );
}

/**
 * SPEC §4: lists hide requests a doctor rejected (acceptanceStatus -1), except from those who act on
 * them next: the creator, the request's facility (which may assign another doctor) and administrators.
 */
function rejectedHiddenFrom(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  if (!viewer.userId) return ne(r.acceptanceStatus, -1);
  return or(ne(r.acceptanceStatus, -1), eq(r.createdBy, viewer.userId), inOrganizationOf(viewer.userId));
}

/**
 * SPEC §4 feed content by role: patients and facilities see their own requests (a facility's also
 * include those addressed to it), a doctor sees patients' requests, everyone else (signed out, no role
 * yet) sees doctors' campaigns; administrators see everything. It picks what a feed shows; visibleTo,
 * applied with it, is what keeps the rest out of reach.
 */
export function feedRule(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  const me = viewer.userId;
  if (me && viewer.role === 'patient') return eq(r.createdBy, me);
  if (me && viewer.role === 'facilities') return or(eq(r.createdBy, me), inOrganizationOf(me));
  if (me && viewer.role === 'doctor') return eq(r.creatorType, 'patient');
  return eq(r.creatorType, 'doctor');
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
  /** The same without the status filter: countSummary counts every status of the matching requests. */
  withoutStatus: SQL | undefined;
  /** The statuses listed (asked for, or the default). */
  statuses: number[];
}

/** The WHERE of GET /donationRequest: visibility, scope and every filter of SPEC §7. */
export function listConditions(viewer: Viewer, query: RequestListQuery, scope: ListScope): ListConditions {
  const filters = query.filters ?? {};
  const conditions: (SQL | undefined)[] = [visibleTo(viewer), rejectedHiddenFrom(viewer)];
  if (scope.feed) conditions.push(feedRule(viewer));
  if (scope.createdBy) conditions.push(eq(r.createdBy, scope.createdBy));
  if (scope.favouritesOf) {
    conditions.push(
      sql`exists (select 1 from ${favourites} where ${favourites.requestId} = ${r.id} and ${favourites.userId} = ${scope.favouritesOf})`,
    );
  }
  if (query.doctorId) {
    // The doctor's own requests (SPEC §2 /doctorrequests): assigned to them or accepted, not rejected.
    conditions.push(
      sql`exists (select 1 from ${requestDoctors} where ${requestDoctors.requestId} = ${r.id} and ${requestDoctors.doctorId} = ${query.doctorId} and ${requestDoctors.acceptance} <> -1)`,
    );
  }
  for (const orgId of [query.orgId, filters.orgId]) if (orgId) conditions.push(eq(r.orgId, orgId));
  for (const region of [query.region, filters.region]) if (region) conditions.push(eq(r.region, region));
  for (const source of [query.sourceOfCreation, filters.sourceOfCreation]) {
    if (source) conditions.push(eq(r.sourceOfCreation, source));
  }
  for (const types of [query.requestType, filters.request_type]) {
    if (types?.length) conditions.push(inArray(r.requestType, types));
  }
  for (const types of [query.creatorType, filters.creatorType]) {
    if (types?.length) conditions.push(inArray(r.creatorType, types));
  }
  for (const isPrivate of [query.isPrivate, filters.isPrivate]) {
    if (isPrivate !== undefined) conditions.push(eq(r.isPrivate, isPrivate));
  }
  if (query.keyword) conditions.push(keywordCondition(query.keyword));
  if (query.creatorPerson) conditions.push(creatorNameCondition(query.creatorPerson));
  conditions.push(...dateConditions(query.startDate, query.endDate));

  const statuses = [
    ...new Set(query.status?.length ? query.status : defaultStatuses(scope.managed, query.keyword)),
  ];
  const withoutStatus = and(...conditions);
  return { where: and(withoutStatus, inArray(r.status, statuses)), withoutStatus, statuses };
}

/** sortBy createdAt or updatedAt, newest first unless asked otherwise; the id keeps pages stable. */
export function listOrder(query: Pick<RequestListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = query.sortBy === 'updatedAt' ? r.updatedAt : r.createdAt;
  return [direction(column), direction(r.id)];
}
