import type { z } from 'zod';
import {
  FACILITY_VERIFIED,
  PROFILE_VERIFICATION,
  VERIFICATION_MESSAGES,
  type ProfileVerificationStatus,
  type VerificationKind,
  type myVerificationQuerySchema,
  type verificationQueueQuerySchema,
  type verificationSubmissionSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { VerificationRequestRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findOrganization, isOrganizationMember } from '../organizations';
import { findUserById } from '../users';
import { VERIFICATION_DOCUMENT_PURPOSE, VERIFICATION_EVENTS } from './events';
import { decisionMail } from './mails';
import {
  assertCanReadSubmission,
  assertCanSubmitAgain,
  assertMaySubmit,
  maySubmitProfile,
  profileKindOf,
} from './policy';
import {
  decideSubmission,
  findSubmission,
  insertSubmission,
  latestSubmission,
  ownDocuments,
  selectSubmissions,
  setOrganizationStatus,
  setUserVerification,
  viewsOf,
  type SubmissionView,
} from './repository';

export type SubmissionBody = z.output<typeof verificationSubmissionSchema>;
export type QueueQuery = z.output<typeof verificationQueueQuerySchema>;
export type MyVerificationQuery = z.output<typeof myVerificationQuerySchema>;

export interface MyVerification {
  kind: VerificationKind;
  status: ProfileVerificationStatus;
  latest: SubmissionView | null;
  canSubmit: boolean;
}

const STATUS_OF_SUBMISSION: Record<string, ProfileVerificationStatus> = {
  pending: PROFILE_VERIFICATION.pending,
  verified: PROFILE_VERIFICATION.verified,
  rejected: PROFILE_VERIFICATION.rejected,
};

async function viewOf(ctx: AppContext, row: VerificationRequestRow | null): Promise<SubmissionView | null> {
  if (!row) return null;
  const [view] = await viewsOf(ctx.db, [row]);
  return view;
}

/** The facility named by an organisation's verification, when the caller acts for it. */
async function facilityFor(ctx: AppContext, principal: Principal, orgId: string | undefined) {
  const facility = orgId ? await findOrganization(ctx.db, orgId) : null;
  if (!facility) throw AppError.field('orgId', VERIFICATION_MESSAGES.organizationRequired);
  const member = await isOrganizationMember(ctx.db, facility.id, principal.userId);
  if (!member && !principal.flags.admin) throw AppError.notFound();
  return facility;
}

/** GET /verification: where the caller's profile (or one of their facilities) stands. */
export async function getMyVerification(
  ctx: AppContext,
  principal: Principal,
  query: MyVerificationQuery,
): Promise<MyVerification> {
  const kind = query.kind ?? profileKindOf(principal);
  if (kind === 'organization') {
    const facility = await facilityFor(ctx, principal, query.orgId);
    const latest = await latestSubmission(ctx.db, principal.userId, kind, facility.id);
    const status =
      facility.status === FACILITY_VERIFIED
        ? PROFILE_VERIFICATION.verified
        : latest
          ? STATUS_OF_SUBMISSION[latest.status]
          : PROFILE_VERIFICATION.notSubmitted;
    return {
      kind,
      status,
      latest: await viewOf(ctx, latest),
      canSubmit: status !== PROFILE_VERIFICATION.verified && status !== PROFILE_VERIFICATION.pending,
    };
  }
  const latest = await latestSubmission(ctx.db, principal.userId, kind);
  const status = principal.user.profileVerificationStatus as ProfileVerificationStatus;
  const canSubmit =
    status !== PROFILE_VERIFICATION.verified &&
    latest?.status !== 'pending' &&
    maySubmitProfile(principal, kind);
  return { kind, status, latest: await viewOf(ctx, latest), canSubmit };
}

/** POST /verification: a clinician's details and documents, queued for an administrator's review. */
export async function submitVerification(
  ctx: AppContext,
  principal: Principal,
  body: SubmissionBody,
  ip?: string,
): Promise<SubmissionView> {
  const orgId = body.kind === 'organization' ? body.orgId : undefined;
  const facility = body.kind === 'organization' ? await facilityFor(ctx, principal, orgId) : null;
  assertMaySubmit(principal, body.kind, Boolean(facility));
  const latest = await latestSubmission(ctx.db, principal.userId, body.kind, facility?.id);
  assertCanSubmitAgain(
    facility
      ? facility.status === FACILITY_VERIFIED
        ? PROFILE_VERIFICATION.verified
        : PROFILE_VERIFICATION.notSubmitted
      : principal.user.profileVerificationStatus,
    latest,
  );
  const keys = [...new Set(body.documentKeys)];
  const documents = await ownDocuments(ctx.db, principal.userId, VERIFICATION_DOCUMENT_PURPOSE, keys);
  if (documents.length !== keys.length)
    throw AppError.field('documentKeys', VERIFICATION_MESSAGES.documentUnknown);
  const row = await ctx.events.transaction(async (tx, emit) => {
    const inserted = await insertSubmission(tx, {
      userId: principal.userId,
      kind: body.kind,
      orgId: facility?.id ?? null,
      details: {
        registrationNumber: body.registrationNumber,
        authority: body.authority,
        ...(body.kind === 'doctor'
          ? {
              registrationYear: body.registrationYear,
              qualifications: body.qualifications,
              specialties: body.specialties,
            }
          : {}),
      },
      documentKeys: keys,
    });
    if (!facility) await setUserVerification(tx, principal.userId, PROFILE_VERIFICATION.pending);
    await emit(
      VERIFICATION_EVENTS.submitted,
      { kind: inserted.kind, ...(inserted.orgId ? { orgId: inserted.orgId } : {}) },
      { actorId: principal.userId, subjectType: 'verification', subjectId: inserted.id, ip },
    );
    return inserted;
  });
  return (await viewOf(ctx, row)) as SubmissionView;
}

/** GET /verification/queue: submissions by state (pending first come first), for administrators. */
export async function listQueue(
  ctx: AppContext,
  query: QueueQuery,
): Promise<{ views: SubmissionView[]; total: number }> {
  const { rows, total } = await selectSubmissions(
    ctx.db,
    { status: query.status, kind: query.kind },
    { limit: query.limit, offset: query.offset },
  );
  return { views: await viewsOf(ctx.db, rows), total };
}

/** GET /verification/{id}: one submission, for its submitter and administrators. */
export async function getSubmission(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<SubmissionView> {
  const row = assertCanReadSubmission(principal, await findSubmission(ctx.db, id));
  return (await viewOf(ctx, row)) as SubmissionView;
}

/**
 * An administrator's decision: the submission, then the user's (or facility's) state, the logged
 * decision and the applicant's e-mail in the same transaction.
 */
async function decide(
  ctx: AppContext,
  admin: Principal,
  id: string,
  decision: { status: 'verified' | 'rejected'; reason: string | null },
  ip?: string,
): Promise<SubmissionView> {
  const existing = await findSubmission(ctx.db, id);
  if (!existing) throw AppError.notFound();
  return ctx.events.transaction(async (tx, emit) => {
    const decided = await decideSubmission(tx, id, { ...decision, reviewerId: admin.userId });
    if (!decided) throw AppError.conflict(VERIFICATION_MESSAGES.alreadyDecided);
    if (decided.kind === 'organization' && decided.orgId) {
      if (decision.status === 'verified') await setOrganizationStatus(tx, decided.orgId, FACILITY_VERIFIED);
    } else {
      await setUserVerification(tx, decided.userId, STATUS_OF_SUBMISSION[decision.status]);
    }
    await emit(
      decision.status === 'verified' ? VERIFICATION_EVENTS.approved : VERIFICATION_EVENTS.rejected,
      {
        submissionId: decided.id,
        kind: decided.kind,
        ...(decided.orgId ? { orgId: decided.orgId, submittedBy: decided.userId } : {}),
      },
      {
        actorId: admin.userId,
        // A facility's decision is about the facility; its submitter stays in the payload.
        ...(decided.kind === 'organization' && decided.orgId
          ? { subjectType: 'organization', subjectId: decided.orgId }
          : { subjectType: 'user', subjectId: decided.userId }),
        ip,
      },
    );
    // The applicant's e-mail is written with the decision: it goes exactly when the decision holds.
    const [view] = await viewsOf(tx, [decided]);
    const mail = decisionMail(view, ctx.config.publicUrl);
    if (mail) await ctx.mailer.send(mail, tx);
    return view;
  });
}

export const approveSubmission = (ctx: AppContext, admin: Principal, id: string, ip?: string) =>
  decide(ctx, admin, id, { status: 'verified', reason: null }, ip);

export const rejectSubmission = (
  ctx: AppContext,
  admin: Principal,
  id: string,
  reason: string,
  ip?: string,
) => decide(ctx, admin, id, { status: 'rejected', reason }, ip);

/**
 * An administrator withdraws a clinician's verification (PUT /user/{id} with profileVerificationStatus
 * 0 or -1): their care relationships stop at once. Granting it takes a reviewed submission instead.
 */
export async function setVerificationByAdmin(
  ctx: AppContext,
  admin: Principal,
  userId: string,
  status: number,
  ip?: string,
): Promise<void> {
  if (status === PROFILE_VERIFICATION.verified || status === PROFILE_VERIFICATION.pending) {
    throw AppError.field('profileVerificationStatus', VERIFICATION_MESSAGES.statusThroughQueue);
  }
  if (status !== PROFILE_VERIFICATION.notSubmitted && status !== PROFILE_VERIFICATION.rejected) {
    throw AppError.field('profileVerificationStatus', VERIFICATION_MESSAGES.statusThroughQueue);
  }
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound();
  await ctx.events.transaction(async (tx, emit) => {
    await setUserVerification(tx, userId, status);
    await emit(
      VERIFICATION_EVENTS.revoked,
      { from: user.profileVerificationStatus, to: status },
      { actorId: admin.userId, subjectType: 'user', subjectId: userId, ip },
    );
  });
}
