import type { Database } from '../../platform/db/client';
import type { Emit } from '../../platform/events';
import { statusAfter, type PaymentEvent } from '../../platform/payments';
import { EVENT_EVENTS } from './events';
import { findEventDonationForPayment, updateEventDonation } from './repository';

/**
 * A provider's event about a gift to an event (the payments webhook, in its transaction): the gift moves
 * to paid, failed or refunded as request donations do, and keeps the payment's id for a later refund.
 * Answers whether the event was about an event donation at all.
 */
export async function settleEventDonation(tx: Database, emit: Emit, event: PaymentEvent): Promise<boolean> {
  const found = await findEventDonationForPayment(tx, event);
  if (!found) return false;
  const next = statusAfter(found.status as Parameters<typeof statusAfter>[0], event.effect);
  if (!next) return true;
  const updated = await updateEventDonation(tx, found.id, {
    status: next,
    providerSessionId: found.providerSessionId ?? event.sessionId,
    providerPaymentId: event.paymentId ?? found.providerPaymentId,
    paidAt: next === 'paid' ? new Date() : found.paidAt,
  });
  if (!updated) return true;
  await emit(
    EVENT_EVENTS.donationSettled,
    {
      eventId: updated.eventId,
      amount: updated.amount,
      currency: updated.currency,
      status: next,
      providerEventId: event.eventId,
    },
    { actorId: null, subjectType: 'event_donation', subjectId: updated.id },
  );
  return true;
}
