import {
  APPLICATION_STATUS,
  CERTIFICATE_MESSAGES,
  fullName,
  type ApplicationDecision,
  type CertificateKind,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { DonationRequestResponseRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { dayOf, issueCertificate } from '../certificates';
import { APPLICATION_EVENTS } from './events';
import { assertCanComplete, assertCanDecide } from './policy';
import {
  lockApplication,
  selectDecisionRequest,
  selectUserName,
  updateApplicationStatus,
  type DecisionRequest,
} from './repository';
import { applicationView } from './service';
import type { ApplicationView } from './repository';
import type { Database } from '../../platform/db/client';

/** The application and its request, locked in the transaction; unknown ids are not found. */
async function openForDecision(
  tx: Database,
  id: string,
): Promise<{ application: DonationRequestResponseRow; request: DecisionRequest }> {
  const application = await lockApplication(tx, id);
  const request = application && (await selectDecisionRequest(tx, application.requestId));
  if (!application || !request) throw AppError.notFound(CERTIFICATE_MESSAGES.applicationNotFound);
  return { application, request };
}

const subjectOf = (application: DonationRequestResponseRow, request: DecisionRequest) => ({
  status: application.status,
  requestType: application.requestType,
  requestOwnerId: request.createdBy,
  applicantId: application.userId,
});

/** PUT /donationRequestResponses/{id}/decision: the request's owner (or an administrator) accepts or declines. */
export async function decideApplication(
  ctx: AppContext,
  principal: Principal,
  id: string,
  decision: ApplicationDecision,
  ip?: string,
): Promise<ApplicationView> {
  await ctx.events.transaction(async (tx, emit) => {
    const { application, request } = await openForDecision(tx, id);
    assertCanDecide(principal, subjectOf(application, request));
    await updateApplicationStatus(tx, application.id, APPLICATION_STATUS.pending, {
      status: decision,
      decidedAt: new Date(),
      decidedBy: principal.userId,
    });
    await emit(
      APPLICATION_EVENTS.decided,
      { applicationId: application.id, decision, applicantId: application.userId },
      { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip },
    );
  });
  return applicationView(ctx, id);
}

/**
 * PUT /donationRequestResponses/{id}/complete: an accepted internship or volunteering is done. A
 * signed-in applicant's certificate is issued in the same transaction; a guest's application (no
 * account) is completed without one, as a certificate needs an account to hold it.
 */
export async function completeApplication(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<ApplicationView> {
  await ctx.events.transaction(async (tx, emit) => {
    const { application, request } = await openForDecision(tx, id);
    assertCanComplete(principal, subjectOf(application, request));
    const now = new Date();
    await updateApplicationStatus(tx, application.id, APPLICATION_STATUS.accepted, {
      status: APPLICATION_STATUS.completed,
      completedAt: now,
      completedBy: principal.userId,
    });
    let certificateId: string | null = null;
    const applicantName = application.userId && (await selectUserName(tx, application.userId));
    if (application.userId && applicantName) {
      const certificate = await issueCertificate(
        tx,
        emit,
        {
          kind: application.requestType as CertificateKind,
          sourceId: application.id,
          recipientId: application.userId,
          recipientName: fullName(applicantName),
          title: request.title,
          issuer: request.orgName ?? fullName(request.ownerName),
          achievedOn: dayOf(now),
        },
        { actorId: principal.userId, ip },
      );
      certificateId = certificate.id;
    }
    await emit(
      APPLICATION_EVENTS.completed,
      { applicationId: application.id, applicantId: application.userId, certificateId },
      { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip },
    );
  });
  return applicationView(ctx, id);
}
