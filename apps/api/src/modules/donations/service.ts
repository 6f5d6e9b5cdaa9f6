import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DONATION_MESSAGES,
  guestDonorSchema,
  type createDonationSchema,
  type donationListQuerySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { donations } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { statusAfter, type StartedDonation } from '../../platform/payments';
import { findUserById } from '../users';
import { settleEventDonation } from '../events';
import { assertAllowed, refuseDonate, relationshipOf, requestViewerOf } from '../../access';
import { getVisibleRequest } from '../requests';
import { DONATION_EVENTS } from './events';
import { assertAmountAllowed, assertCanSeeDonationsOf, donationCurrency, isAnonymous } from './policy';
import {
  findDonationForEvent,
  insertDonation,
  markWebhookProcessed,
  requestDonationTotals,
  selectRequestDonations,
  selectUserDonations,
  updateDonation,
  type CurrencyTotals,
  type DonationRecord,
  type PublicDonationRecord,
} from './repository';

export type CreateDonationBody = z.output<typeof createDonationSchema>;
export type DonationListQuery = z.output<typeof donationListQuerySchema>;

/** A guest names themselves; every missing or invalid field is reported at once, beside its input. */
function guestDonor(body: CreateDonationBody): { guestName: string; guestEmail: string } {
  const parsed = guestDonorSchema.safeParse({ guestName: body.guestName, guestEmail: body.guestEmail });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

export interface CreatedDonation {
  record: DonationRecord;
  started: StartedDonation;
}

/**
 * POST /donationRequest/{id}/donations: a guest's or a signed-in user's donation to a request they
 * may see. The row is written first (its id travels to the provider), then the payment driver
 * either records a pledge or opens a checkout the donor is sent to.
 */
export async function createDonation(
  ctx: AppContext,
  principal: Principal | null,
  idOrName: string,
  body: CreateDonationBody,
  ip?: string,
): Promise<CreatedDonation> {
  const view = await getVisibleRequest(ctx, principal, idOrName);
  const { request } = view;
  const guest = principal ? null : guestDonor(body);
  assertAllowed(refuseDonate(relationshipOf(await requestViewerOf(ctx, principal, [view]), view), view));
  const currency = donationCurrency(body.currency, request);
  assertAmountAllowed(body.amount, currency);

  const created = await insertDonation(ctx.db, {
    requestId: request.id,
    donorUserId: principal?.userId ?? null,
    guestName: guest?.guestName ?? null,
    guestEmail: guest?.guestEmail ?? null,
    amount: body.amount,
    currency,
    message: body.message || null,
    anonymous: isAnonymous(principal, body.anonymous),
    status: 'pending',
    driver: ctx.payments.driver,
  });

  const returnUrl = (outcome: 'success' | 'cancelled') =>
    `${ctx.config.publicUrl}/donationRequest/${request.id}?donation=${created.id}&payment=${outcome}`;
  let started: StartedDonation;
  try {
    started = await ctx.payments.startDonation({
      donationId: created.id,
      amount: created.amount,
      currency,
      description: `Donation to "${request.title.slice(0, 120)}" (Ref id ${request.uniqueReferenceId})`,
      successUrl: returnUrl('success'),
      cancelUrl: returnUrl('cancelled'),
      customerEmail: guest?.guestEmail ?? principal?.user.email ?? null,
    });
  } catch (err) {
    ctx.log.error({ err, donationId: created.id }, 'starting a donation payment failed');
    await updateDonation(ctx.db, created.id, { status: 'failed' });
    throw new AppError('INTERNAL', DONATION_MESSAGES.paymentServiceUnavailable, undefined, 502);
  }

  const donation = await ctx.events.transaction(async (tx, emit) => {
    const row =
      (await updateDonation(
        tx,
        created.id,
        started.kind === 'pledged' ? { status: 'pledged' } : { providerSessionId: started.sessionId },
      )) ?? created;
    await emit(
      DONATION_EVENTS.received,
      {
        requestId: request.id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        driver: row.driver,
        guest: !principal,
      },
      { actorId: principal?.userId ?? null, subjectType: 'donation', subjectId: row.id, ip },
    );
    return row;
  });
  return {
    record: { donation, request: { id: request.id, title: request.title, name: request.name } },
    started,
  };
}

export interface RequestDonations {
  records: PublicDonationRecord[];
  total: number;
  totals: CurrencyTotals[];
}

/** GET /donationRequest/{id}/donations: pledges and payments on a request anyone who sees it may read. */
export async function listRequestDonations(
  ctx: AppContext,
  principal: Principal | null,
  idOrName: string,
  query: DonationListQuery,
): Promise<RequestDonations> {
  const { request } = await getVisibleRequest(ctx, principal, idOrName);
  const [records, totals] = await Promise.all([
    selectRequestDonations(ctx.db, request.id, query),
    requestDonationTotals(ctx.db, request.id),
  ]);
  return { records, totals, total: totals.reduce((sum, row) => sum + row.count, 0) };
}

/** GET /user/{id}/donations: every donation of a user, whatever its state, for their profile. */
export async function listUserDonations(
  ctx: AppContext,
  principal: Principal,
  userId: string,
  query: DonationListQuery,
): Promise<{ records: DonationRecord[]; total: number }> {
  assertCanSeeDonationsOf(principal, userId);
  if (userId !== principal.userId && !(await findUserById(ctx.db, userId))) throw AppError.notFound();
  return selectUserDonations(ctx.db, userId, query);
}

const EVENT_OF_STATUS = {
  paid: DONATION_EVENTS.paid,
  failed: DONATION_EVENTS.failed,
  refunded: DONATION_EVENTS.refunded,
} as const;

/**
 * POST /payments/stripe/webhook: a signed provider event. The event id is recorded in the same
 * transaction as its effect, so a redelivered event is acknowledged and ignored, and a failure
 * leaves neither (the provider retries). An event about no known donation is acknowledged too.
 */
export async function handlePaymentWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
  ip?: string,
): Promise<{ duplicate: boolean }> {
  const event = await ctx.payments.parseWebhook(rawBody, signature);
  return ctx.events.transaction(async (tx, emit) => {
    if (!(await markWebhookProcessed(tx, event))) return { duplicate: true };
    const found = event.effect ? await findDonationForEvent(tx, event) : null;
    // Not a request's donation: it may be a gift to an event, which the events module settles.
    if (event.effect && !found && (await settleEventDonation(tx, emit, event))) return { duplicate: false };
    const next = found && statusAfter(found.status, event.effect);
    const updated = next
      ? await updateDonation(
          tx,
          found.id,
          {
            status: next,
            providerSessionId: found.providerSessionId ?? event.sessionId,
            providerPaymentId: event.paymentId ?? found.providerPaymentId,
            paidAt: next === 'paid' ? new Date() : found.paidAt,
          },
          eq(donations.status, found.status),
        )
      : null;
    const donation = updated ?? found;
    const changed = updated && next;
    await emit(
      DONATION_EVENTS.stripeWebhook,
      { eventId: event.eventId, eventType: event.type, effect: event.effect, status: changed || null },
      { actorId: null, subjectType: 'donation', subjectId: donation?.id, ip },
    );
    if (donation && changed) {
      await emit(
        EVENT_OF_STATUS[changed],
        {
          requestId: donation.requestId,
          amount: donation.amount,
          currency: donation.currency,
          provider: event.provider,
          eventId: event.eventId,
        },
        { actorId: null, subjectType: 'donation', subjectId: donation.id },
      );
    }
    return { duplicate: false };
  });
}
