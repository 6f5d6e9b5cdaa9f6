import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCEPTANCE_STATUS,
  REQUEST_MESSAGES,
  REQUEST_STATUS,
  REQUEST_STATUS_CODES,
  TREATMENT_STATUS,
  REQUEST_TYPE_LABELS,
  VERIFICATION_MESSAGES,
  deriveRoleFlags,
  type AcceptanceDecision,
  type RequestCountSummary,
  type ReportReason,
  type RequestListQuery,
  type RequestSourceSummaryQuery,
  type RequestStatusCode,
  type RequestType,
  type RequestTypeSummaryQuery,
  type TreatmentStatus,
  type createRequestSchema,
  type requestDonorsQuerySchema,
  type updateRequestSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { donationRequests, requestDoctors, users, type StoredAddress } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { requestsCsv } from './csv';
import { REQUEST_EVENTS } from './events';
import {
  assertCanDownload,
  assertCanSetStatus,
  canUseFacility,
  creatorTypeFor,
  initialStatus,
} from './policy';
import {
  isVerifiedDoctorUser,
  assertAllowed,
  refuseAssign,
  refuseDecide,
  refuseManage,
  refuseReport,
  refuseTreat,
  relationshipOf,
  requestViewerOf,
  type RequestView,
} from '../../access';
import { dayRange, inRange, type DayRange } from '../../platform/db/day-range';
import { sqlText, toDrizzleSql } from '../../platform/db/statement';
import { rankOf } from './keyword';
import { hasReportedAny } from './reports-repository';
import { fileReport, markAsSpam } from './spam';
import { selectRequestPage } from './page';
import { listConditions, listOrder, viewerOf, visibleTo, type ListScope } from './query';
import { findOrganization, isOrganizationMember } from '../organizations';
import {
  findRequestView,
  insertRequest,
  selectRequestViews,
  updateRequestRow,
  type RequestFieldsUpdate,
} from './repository';
import { viewerMay } from '../../access/viewer-abilities';

export type CreateRequestBody = z.output<typeof createRequestSchema>;
export type UpdateRequestBody = z.output<typeof updateRequestSchema>;
export type DonorsQuery = z.output<typeof requestDonorsQuerySchema>;

const r = donationRequests;

function visibleOrAll(viewer: ReturnType<typeof viewerOf>) {
  const visible = visibleTo(viewer);
  return visible && toDrizzleSql(visible);
}

/** A request the caller may see, by id or name; anything else is a 404 (DESIGN §2). */
export async function getVisibleRequest(
  ctx: AppContext,
  principal: Principal | null,
  idOrName: string,
): Promise<RequestView> {
  const view = await findRequestView(
    ctx.db,
    idOrName,
    principal?.userId ?? null,
    visibleOrAll(viewerOf(principal)),
  );
  if (!view) throw AppError.notFound();
  return view;
}

/** The request as it is now, after a change the caller was allowed to make (it may no longer be visible to them). */
async function currentView(ctx: AppContext, id: string, viewerId: string): Promise<RequestView> {
  const view = await findRequestView(ctx.db, id, viewerId);
  if (!view) throw AppError.notFound();
  return view;
}

/** The region a request is listed under when its creator does not name one: their country (IN or US). */
function regionOf(address: StoredAddress): string | null {
  const country = address.country?.trim().toLowerCase();
  if (country === 'india' || country === 'in') return 'IN';
  if (
    country === 'united states' ||
    country === 'united states of america' ||
    country === 'us' ||
    country === 'usa'
  ) {
    return 'US';
  }
  return null;
}

async function assertFacilityUsable(ctx: AppContext, principal: Principal, orgId: string): Promise<void> {
  const [facility, member] = await Promise.all([
    findOrganization(ctx.db, orgId),
    isOrganizationMember(ctx.db, orgId, principal.userId),
  ]);
  if (!canUseFacility(principal, facility, member))
    throw AppError.field('orgId', REQUEST_MESSAGES.unknownFacility);
}

/** POST /donationRequest: a patient's request or a doctor's or facility's campaign, pending approval. */
export async function createRequest(
  ctx: AppContext,
  principal: Principal,
  body: CreateRequestBody,
  ip?: string,
): Promise<RequestView> {
  if (body.orgId) await assertFacilityUsable(ctx, principal, body.orgId);
  const meta = (id: string) => ({
    actorId: principal.userId,
    subjectType: 'donationRequest',
    subjectId: id,
    ip,
  });
  const created = await ctx.events.transaction(async (tx, emit) => {
    const row = await insertRequest(tx, {
      title: body.title,
      description: body.description,
      brief: body.brief || null,
      requestType: body.request_type,
      creatorType: creatorTypeFor(principal, body.creatorType),
      status: initialStatus(principal),
      orgId: body.orgId ?? null,
      createdBy: principal.userId,
      units: body.units ?? null,
      isPrivate: body.isPrivate,
      sourceOfCreation: body.sourceOfCreation,
      region: body.region ?? regionOf(principal.user.address),
    });
    await emit(
      REQUEST_EVENTS.created,
      { creatorType: row.creatorType, requestType: row.requestType, status: row.status },
      meta(row.id),
    );
    return row;
  });
  return currentView(ctx, created.id, principal.userId);
}

/** The one kind of change a PUT carries (see updateRequestSchema). */
type Change =
  | { kind: 'fields'; fields: RequestFieldsUpdate }
  | { kind: 'status'; status: RequestStatusCode | undefined; flagReason: ReportReason | undefined }
  | { kind: 'decision'; acceptanceStatus: AcceptanceDecision }
  | { kind: 'treatment'; requestStatusByDoctor: TreatmentStatus };

function changeOf(body: UpdateRequestBody): Change {
  const fields = Object.fromEntries(
    Object.entries({
      title: body.title,
      description: body.description,
      brief: body.brief === undefined ? undefined : body.brief || null,
      requestType: body.request_type,
      units: body.units,
      isPrivate: body.isPrivate,
      orgId: body.orgId,
      region: body.region,
    }).filter(([, value]) => value !== undefined),
  ) as RequestFieldsUpdate;
  const changes: Change[] = [];
  if (Object.keys(fields).length) changes.push({ kind: 'fields', fields });
  if (body.status !== undefined || body.flagReason !== undefined) {
    changes.push({ kind: 'status', status: body.status, flagReason: body.flagReason });
  }
  if (body.acceptanceStatus !== undefined) {
    changes.push({ kind: 'decision', acceptanceStatus: body.acceptanceStatus });
  }
  if (body.requestStatusByDoctor !== undefined) {
    changes.push({ kind: 'treatment', requestStatusByDoctor: body.requestStatusByDoctor });
  }
  if (changes.length > 1) throw AppError.badRequest(REQUEST_MESSAGES.oneChangeAtATime);
  const [change] = changes;
  if (!change) throw AppError.badRequest(REQUEST_MESSAGES.nothingToUpdate);
  return change;
}

export interface UpdateOutcome {
  view: RequestView;
  message: string;
}

/** PUT /donationRequest/{id}: an edit, a report, a moderation status, a doctor's decision or treatment. */
export async function updateRequest(
  ctx: AppContext,
  principal: Principal,
  idOrName: string,
  body: UpdateRequestBody,
  ip?: string,
): Promise<UpdateOutcome> {
  const change = changeOf(body);
  const view = await getVisibleRequest(ctx, principal, idOrName);
  const { request } = view;
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  const meta = { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip };
  let message: string = REQUEST_MESSAGES.requestUpdated;

  await ctx.events.transaction(async (tx, emit) => {
    switch (change.kind) {
      case 'fields': {
        assertAllowed(refuseManage(rel, view));
        if (change.fields.orgId && change.fields.orgId !== request.orgId) {
          await assertFacilityUsable(ctx, principal, change.fields.orgId);
        }
        await updateRequestRow(tx, request.id, change.fields);
        const assignedOrgId =
          change.fields.orgId && change.fields.orgId !== request.orgId ? change.fields.orgId : undefined;
        await emit(
          REQUEST_EVENTS.updated,
          { fields: Object.keys(change.fields), ...(assignedOrgId ? { orgId: assignedOrgId } : {}) },
          meta,
        );
        break;
      }
      case 'status': {
        if (viewerMay(principal, 'moderateRequests')) {
          // A bare flagReason from an administrator marks the request as spam.
          const status = change.status ?? REQUEST_STATUS.spam;
          assertCanSetStatus(principal, status);
          if (status === REQUEST_STATUS.spam) {
            // An administrator's report is the decision: the request is marked as spam at once, once.
            assertAllowed(refuseReport(rel, view));
            // Its waiting reports are confirmed with it (docs/request-states.md#reviewing-reports).
            const spam = { request, adminId: principal.userId, flagReason: change.flagReason };
            await markAsSpam(tx, emit, spam, meta);
            break;
          }
          await updateRequestRow(tx, request.id, { status, flagReason: null });
          await emit(
            status === REQUEST_STATUS.deleted ? REQUEST_EVENTS.deleted : REQUEST_EVENTS.statusChanged,
            { from: request.status, to: status },
            meta,
          );
          break;
        }
        // Everyone else may only report (docs/request-states.md#reporting): status -3 with a reason of
        // docs/api-contract.md#messages. The report waits for an administrator; the request stays as it is.
        if (change.status !== undefined && change.status !== REQUEST_STATUS.spam) {
          throw AppError.forbidden(REQUEST_MESSAGES.onlyAdminsSetStatus);
        }
        if (!change.flagReason) throw AppError.field('flagReason', REQUEST_MESSAGES.reportReasonRequired);
        assertAllowed(refuseReport(rel, view));
        const byParticipant = Boolean(rel.asDoctor) || rel.facilityMember;
        const report = { request, reporterId: principal.userId, reason: change.flagReason, byParticipant };
        await fileReport(tx, emit, report, meta);
        message = REQUEST_MESSAGES.reportThanks;
        break;
      }
      case 'decision': {
        assertAllowed(refuseDecide(rel, view));
        const decision = change.acceptanceStatus;
        // Accepting starts the doctor's care relationship with the patient (access/relationship.ts); a new
        // decision starts it afresh, so access a patient ended earlier is not silently restored by it.
        const relationship = {
          acceptance: decision,
          acceptedAt: decision === ACCEPTANCE_STATUS.accepted ? new Date() : null,
          accessEndedAt: null,
          accessEndedBy: null,
        };
        {
          // Conditional: of two doctors deciding at once, the second finds it decided.
          const updated = await updateRequestRow(
            tx,
            request.id,
            { acceptanceStatus: decision },
            and(eq(r.acceptanceStatus, ACCEPTANCE_STATUS.pending), eq(r.status, REQUEST_STATUS.approved)),
          );
          if (!updated) throw AppError.conflict(REQUEST_MESSAGES.alreadyDecided);
          await tx
            .insert(requestDoctors)
            .values({ requestId: request.id, doctorId: principal.userId, ...relationship })
            .onConflictDoUpdate({
              target: [requestDoctors.requestId, requestDoctors.doctorId],
              set: { ...relationship, updatedAt: new Date() },
            });
        }
        await emit(
          decision === ACCEPTANCE_STATUS.accepted ? REQUEST_EVENTS.accepted : REQUEST_EVENTS.rejected,
          { acceptanceStatus: decision },
          meta,
        );
        break;
      }
      case 'treatment': {
        assertAllowed(refuseTreat(rel, view));
        const completed = change.requestStatusByDoctor === TREATMENT_STATUS.completed;
        const updated = await updateRequestRow(
          tx,
          request.id,
          {
            requestStatusByDoctor: change.requestStatusByDoctor,
            // The care relationship ends a grace period after completion (access/relationship.ts).
            treatmentCompletedAt: completed ? (request.treatmentCompletedAt ?? new Date()) : null,
          },
          and(eq(r.acceptanceStatus, ACCEPTANCE_STATUS.accepted), ne(r.status, REQUEST_STATUS.fulfilled)),
        );
        if (!updated) throw AppError.conflict(REQUEST_MESSAGES.treatmentOfFulfilled);
        await emit(
          REQUEST_EVENTS.treatmentUpdated,
          { from: request.requestStatusByDoctor, requestStatusByDoctor: change.requestStatusByDoctor },
          meta,
        );
        break;
      }
    }
  });
  return { view: await currentView(ctx, request.id, principal.userId), message };
}

/** DELETE /donationRequest/{id}: the creator or an administrator; a soft delete to status -9. */
export async function deleteRequest(
  ctx: AppContext,
  principal: Principal,
  idOrName: string,
  ip?: string,
): Promise<string> {
  const view = await getVisibleRequest(ctx, principal, idOrName);
  const { request } = view;
  if (refuseManage(relationshipOf(await requestViewerOf(ctx, principal, [view]), view), view)) {
    throw AppError.forbidden(REQUEST_MESSAGES.onlyOwnerDeletes);
  }
  if (request.status === REQUEST_STATUS.deleted) throw AppError.notFound();
  await ctx.events.transaction(async (tx, emit) => {
    await updateRequestRow(tx, request.id, { status: REQUEST_STATUS.deleted });
    await emit(
      REQUEST_EVENTS.deleted,
      { from: request.status },
      { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip },
    );
  });
  return request.id;
}

/**
 * PUT /assignDoctors/{id}: the list replaces the request's assigned doctors. A doctor who accepted
 * stays (removing them is refused); a doctor who had rejected and is named again is asked again; after
 * a rejection, a new assignment reopens the request for a decision.
 */
export async function assignDoctors(
  ctx: AppContext,
  principal: Principal,
  idOrName: string,
  doctorIds: string[],
  ip?: string,
): Promise<RequestView> {
  const view = await getVisibleRequest(ctx, principal, idOrName);
  const { request } = view;
  assertAllowed(refuseAssign(relationshipOf(await requestViewerOf(ctx, principal, [view]), view), view));
  const ids = [...new Set(doctorIds)];
  if (ids.length) {
    const found = await ctx.db
      .select({ roles: users.roles, profileVerificationStatus: users.profileVerificationStatus })
      .from(users)
      .where(inArray(users.id, ids));
    if (found.length !== ids.length || found.some((user) => !deriveRoleFlags(user.roles).doctor)) {
      throw AppError.field('assignedDoctors', REQUEST_MESSAGES.onlyDoctorsAssignable);
    }
    if (found.some((user) => !isVerifiedDoctorUser(user))) {
      throw AppError.field('assignedDoctors', VERIFICATION_MESSAGES.doctorNotVerified);
    }
  }
  if (
    view.doctors.some(
      (doctor) => doctor.acceptance === ACCEPTANCE_STATUS.accepted && !ids.includes(doctor.id),
    )
  ) {
    throw AppError.conflict(REQUEST_MESSAGES.cannotUnassignAcceptedDoctor);
  }
  await ctx.events.transaction(async (tx, emit) => {
    await tx
      .delete(requestDoctors)
      .where(
        and(
          eq(requestDoctors.requestId, request.id),
          ids.length ? notInArray(requestDoctors.doctorId, ids) : undefined,
        ),
      );
    if (ids.length) {
      await tx
        .insert(requestDoctors)
        .values(ids.map((doctorId) => ({ requestId: request.id, doctorId, assignedBy: principal.userId })))
        .onConflictDoUpdate({
          target: [requestDoctors.requestId, requestDoctors.doctorId],
          set: { acceptance: ACCEPTANCE_STATUS.pending, assignedBy: principal.userId, updatedAt: new Date() },
          setWhere: eq(requestDoctors.acceptance, ACCEPTANCE_STATUS.rejected),
        });
    }
    await updateRequestRow(
      tx,
      request.id,
      ids.length && request.acceptanceStatus === ACCEPTANCE_STATUS.rejected
        ? { acceptanceStatus: ACCEPTANCE_STATUS.pending }
        : {},
    );
    // Who is newly asked to decide: not on the request before, or asked again after declining.
    await emit(
      REQUEST_EVENTS.doctorsAssigned,
      {
        doctorIds: ids,
        addedDoctorIds: ids.filter(
          (id) =>
            !view.doctors.some(
              (doctor) => doctor.id === id && doctor.acceptance !== ACCEPTANCE_STATUS.rejected,
            ),
        ),
      },
      { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip },
    );
  });
  return currentView(ctx, request.id, principal.userId);
}

/** Who the list is about, whether the feed rule applies, which status default fits and whose reports it leaves out (query.ts ListScope). */
async function scopeOf(
  ctx: AppContext,
  principal: Principal | null,
  query: RequestListQuery,
): Promise<ListScope> {
  const scope = await listScopeOf(ctx, principal, query);
  // Administrators do not report: they decide (docs/request-states.md#moderation).
  if (
    !principal ||
    viewerMay(principal, 'moderateRequests') ||
    !(await hasReportedAny(ctx.db, principal.userId))
  ) {
    return scope;
  }
  return { ...scope, hideReportedBy: principal.userId };
}

async function listScopeOf(
  ctx: AppContext,
  principal: Principal | null,
  query: RequestListQuery,
): Promise<ListScope> {
  const admin = viewerMay(principal ?? null, 'moderateRequests');
  if (query.my_search || query.fav_search) {
    if (!principal) throw AppError.unauthenticated();
    // Older clients name themselves in user_id; only an administrator may name someone else.
    const subject = query.user_id ?? principal.userId;
    if (subject !== principal.userId && !admin) throw AppError.forbidden(REQUEST_MESSAGES.listNotAllowed);
    return {
      createdBy: query.my_search ? subject : undefined,
      favouritesOf: query.fav_search ? subject : undefined,
      feed: false,
      managed: admin || Boolean(query.my_search),
    };
  }
  const me = principal?.userId;
  if (!query.user_id && !query.orgId && !query.doctorId) {
    const role = viewerOf(principal).role;
    return { feed: true, managed: admin || (Boolean(me) && (role === 'patient' || role === 'facilities')) };
  }
  const facilityMember = Boolean(me && query.orgId && (await isOrganizationMember(ctx.db, query.orgId, me)));
  return {
    createdBy: query.user_id,
    feed: false,
    managed: admin || facilityMember || (Boolean(me) && (query.user_id === me || query.doctorId === me)),
  };
}

export interface RequestList {
  views: RequestView[];
  total: number;
  countSummary: RequestCountSummary;
}

/** GET /donationRequest: a page of what the caller may see, the count of all matches and the counts by status. */
export async function listRequests(
  ctx: AppContext,
  principal: Principal | null,
  query: RequestListQuery,
): Promise<RequestList> {
  const viewer = viewerOf(principal);
  const conditions = listConditions(viewer, query, await scopeOf(ctx, principal, query));
  const { views, byStatus, countsCapped } = await selectRequestPage(ctx.database, {
    conditions,
    orderBy: listOrder(query),
    limit: query.limit,
    offset: query.offset,
    viewerId: viewer.userId,
  });
  const countSummary: RequestCountSummary = Object.fromEntries(
    REQUEST_STATUS_CODES.map((code) => [String(code), 0]),
  );
  for (const [status, requests] of byStatus) countSummary[String(status)] = requests;
  // The matches are the summary's rows of the listed statuses: one counting query instead of two.
  const counted = conditions.statuses.reduce((sum, status) => sum + (countSummary[String(status)] ?? 0), 0);
  // Past the counted matches, a full page promises at least one more, so a list paged by the total
  // (the feed's infinite scroll) goes on to the last match instead of ending at the count.
  const total = countsCapped
    ? Math.max(counted, query.offset + views.length + (views.length === query.limit ? 1 : 0))
    : counted;
  return { views, total, countSummary };
}

/** GET /donationRequest?isDownload=true: every match (no paging) as CSV, for administrators or the creator's own. */
export async function exportRequestsCsv(
  ctx: AppContext,
  principal: Principal | null,
  query: RequestListQuery,
): Promise<string> {
  const caller = assertCanDownload(principal, query.my_search);
  const viewer = viewerOf(caller);
  const conditions = listConditions(viewer, query, await scopeOf(ctx, caller, query));
  const views = await selectRequestViews(ctx.db, {
    where: toDrizzleSql(conditions.where),
    orderBy: toDrizzleSql(
      conditions.keyword
        ? sqlText`${rankOf(conditions.keyword.levels)}, ${listOrder(query)}`
        : listOrder(query),
    ),
    viewerId: viewer.userId,
  });
  return requestsCsv(views);
}

export interface Donor {
  id: string;
  name: (typeof users.$inferSelect)['name'];
  profileImageUrl: string | null;
  profileVerificationStatus: number;
  requestCount: number;
}

/**
 * GET /donationRequest/donors: the supporters of a user's or a facility's requests. Until donations
 * exist, a request's supporters are the doctors who accepted it; most requests first. Who treats whom
 * is medical information, so only the user themselves, the facility's members and administrators may ask.
 */
export async function listDonors(
  ctx: AppContext,
  principal: Principal,
  query: DonorsQuery,
): Promise<Donor[]> {
  const userId = query.userId ?? (query.orgId ? undefined : principal.userId);
  if (!viewerMay(principal, 'moderateRequests')) {
    if (userId && userId !== principal.userId) throw AppError.notFound();
    if (query.orgId && !(await isOrganizationMember(ctx.db, query.orgId, principal.userId))) {
      throw AppError.notFound();
    }
  }
  const requestCount = count(requestDoctors.requestId);
  return ctx.db
    .select({
      id: users.id,
      name: users.name,
      profileImageUrl: users.profileImageUrl,
      profileVerificationStatus: users.profileVerificationStatus,
      requestCount,
    })
    .from(requestDoctors)
    .innerJoin(r, eq(r.id, requestDoctors.requestId))
    .innerJoin(users, eq(users.id, requestDoctors.doctorId))
    .where(
      and(
        eq(requestDoctors.acceptance, ACCEPTANCE_STATUS.accepted),
        ne(r.status, REQUEST_STATUS.deleted),
        userId ? eq(r.createdBy, userId) : undefined,
        query.orgId ? eq(r.orgId, query.orgId) : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(requestCount), users.id);
}

export interface CountByKey {
  key: string;
  /** What a person reads: the request type's label; a source of creation is its own label. */
  label: string;
  count: number;
  /** With groupBy=status: this type's requests by status code. */
  byStatus?: { status: number; count: number }[];
  /** With groupBy=creatorType: this source's requests by who created them. */
  byCreatorType?: { creatorType: string; count: number }[];
}

/** Not deleted, and created in the range's days when there is one. */
const countedRequests = (range: DayRange | undefined) =>
  and(ne(r.status, REQUEST_STATUS.deleted), range ? inRange(r.createdAt, range) : undefined);

/** Requests (deleted ones aside) counted by one column, largest first: the administrators' statistics. */
async function countBy(
  ctx: AppContext,
  column: typeof r.requestType | typeof r.sourceOfCreation,
  range: DayRange | undefined,
): Promise<{ key: string; count: number }[]> {
  const n = count();
  return ctx.db
    .select({ key: sql<string>`${column}`, count: n })
    .from(r)
    .where(countedRequests(range))
    .groupBy(column)
    .orderBy(desc(n), column);
}

/** The same requests counted by a pair of columns: the breakdown of each key. */
async function countByPair<T>(
  ctx: AppContext,
  column: typeof r.requestType | typeof r.sourceOfCreation,
  by: typeof r.status | typeof r.creatorType,
  range: DayRange | undefined,
): Promise<{ key: string; by: T; count: number }[]> {
  return ctx.db
    .select({ key: sql<string>`${column}`, by: sql<T>`${by}`, count: count() })
    .from(r)
    .where(countedRequests(range))
    .groupBy(column, by)
    .orderBy(column, by);
}

const rangeOf = (query: { range?: { startDate: string; endDate: string } }) =>
  query.range && dayRange(query.range);

export async function countByType(ctx: AppContext, query: RequestTypeSummaryQuery): Promise<CountByKey[]> {
  const range = rangeOf(query);
  const [rows, pairs] = await Promise.all([
    countBy(ctx, r.requestType, range),
    query.groupBy ? countByPair<number>(ctx, r.requestType, r.status, range) : undefined,
  ]);
  return rows.map((row) => ({
    ...row,
    label: REQUEST_TYPE_LABELS[row.key as RequestType] ?? row.key,
    ...(pairs && {
      byStatus: pairs
        .filter((pair) => pair.key === row.key)
        .map((pair) => ({ status: pair.by, count: pair.count })),
    }),
  }));
}

export async function countBySource(
  ctx: AppContext,
  query: RequestSourceSummaryQuery,
): Promise<CountByKey[]> {
  const range = rangeOf(query);
  const [rows, pairs] = await Promise.all([
    countBy(ctx, r.sourceOfCreation, range),
    query.groupBy ? countByPair<string>(ctx, r.sourceOfCreation, r.creatorType, range) : undefined,
  ]);
  return rows.map((row) => ({
    ...row,
    label: row.key,
    ...(pairs && {
      byCreatorType: pairs
        .filter((pair) => pair.key === row.key)
        .map((pair) => ({ creatorType: pair.by, count: pair.count })),
    }),
  }));
}
