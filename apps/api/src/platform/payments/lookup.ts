import { eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@carenet/shared';
import type { PaymentEvent } from './index';

/**
 * The condition that finds the record a provider's event is about, request or event donation alike: by
 * the id its checkout carried, its checkout session, or its payment (a refund names only that). Undefined
 * when the event names none of them.
 */
export function paymentEventMatch(
  columns: { id: AnyPgColumn; sessionId: AnyPgColumn; paymentId: AnyPgColumn },
  keys: Pick<PaymentEvent, 'donationId' | 'sessionId' | 'paymentId'>,
): SQL | undefined {
  return or(
    keys.donationId && isUuid(keys.donationId) ? eq(columns.id, keys.donationId) : undefined,
    keys.sessionId ? eq(columns.sessionId, keys.sessionId) : undefined,
    keys.paymentId ? eq(columns.paymentId, keys.paymentId) : undefined,
  );
}
