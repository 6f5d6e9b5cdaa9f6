import { randomBytes } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  GUEST_APPLICATION_CONFIRM_HOURS,
  type ApplicationBody,
  type RequestType,
  type Locale,
} from '@carenet/shared';
import { assertAllowed, refuseApply, relationshipOf, requestViewerOf } from '../../access';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findRequestView } from '../requests';
import { answersOf } from './form';
import { confirmationLink, confirmationMail } from './mails';
import {
  confirmByTokenHash,
  deleteExpiredUnconfirmed,
  deleteIfUnconfirmed,
  insertUnconfirmedApplication,
  type ApplicationView,
} from './repository';
import { announceApplication, applicationView, openRequestFor } from './service';

/** Forgets a guest's application its link expired on unconfirmed. */
export const EXPIRY_QUEUE = 'application.confirmationExpired';
const CONFIRM_TTL_MS = GUEST_APPLICATION_CONFIRM_HOURS * 60 * 60 * 1000;

/** Forgets a guest's application whose confirmation link expired unused. */
export function forgetUnconfirmed(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  return deleteIfUnconfirmed(ctx.db, String(payload.applicationId));
}

/**
 * POST /donationRequestResponses, signed out: the same form, kept unconfirmed while a single-use link
 * goes to the address given; only the link's hash is stored. A guest has no account to own a resume
 * upload, so a guest applies without one.
 */
export async function applyAsGuest(
  ctx: AppContext,
  body: ApplicationBody,
  /** The language of the page they applied on: the confirmation e-mail is written in it. */
  locale: Locale,
): Promise<void> {
  const { request, requestType, form } = await openRequestFor(ctx, null, body.donationRequestId);
  const { answers, resumeKey } = answersOf(form, body);
  if (resumeKey) throw AppError.field('resume', APPLICATION_MESSAGES.guestResumeNeedsAccount);

  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CONFIRM_TTL_MS);
  // The application, its expiry job and its link's e-mail are written together: none exists without the others.
  await ctx.events.transaction(async (tx) => {
    await deleteExpiredUnconfirmed(tx, request.id, answers.participantEmailAddress, now);
    const created = await insertUnconfirmedApplication(
      tx,
      { ...answers, requestId: request.id, userId: null, requestType, resumeFileKey: null },
      { tokenHash: hashToken(token), expiresAt },
    );
    if (!created) throw AppError.conflict(APPLICATION_MESSAGES.confirmationPending);
    await ctx.jobs.enqueue(EXPIRY_QUEUE, { applicationId: created.id }, { runAt: expiresAt }, tx);
    await ctx.mailer.send(
      confirmationMail({
        to: created.participantEmailAddress,
        firstName: created.participantFirstName,
        requestTitle: request.title,
        link: confirmationLink(ctx.config.publicUrl, token),
        locale,
      }),
      tx,
    );
  });
}

/**
 * POST /donationRequestResponses/confirm: the guest's link came back, so the application reaches the
 * request's owner now. A used, expired or unknown token is one refusal: which it was is nobody's business.
 */
export async function confirmApplication(
  ctx: AppContext,
  token: string,
  ip: string | undefined,
): Promise<{ view: ApplicationView; requestType: RequestType }> {
  const guest = await requestViewerOf(ctx, null);
  const confirmed = await ctx.events.transaction(async (tx, emit) => {
    const row = await confirmByTokenHash(tx, hashToken(token), new Date());
    if (!row) throw AppError.badRequest(APPLICATION_MESSAGES.confirmationLinkInvalid);
    const view = await findRequestView(tx, row.requestId, null);
    if (!view) throw AppError.notFound();
    // The apply rule again: the request may have closed since the guest applied. A refusal rolls the
    // confirmation back, so the link keeps working should the request reopen before it expires.
    assertAllowed(refuseApply(relationshipOf(guest, view), view));
    await announceApplication(emit, row, view.request.createdBy, ip);
    return row;
  });

  return {
    view: await applicationView(ctx, confirmed.id),
    requestType: confirmed.requestType as RequestType,
  };
}
