import {
  DEFAULT_DONATION_CURRENCY,
  DONATION_MESSAGES,
  MIN_DONATION_AMOUNT,
  formatDonationAmount,
  isDonationCurrency,
  type DonationCurrency,
} from '@carenet/shared';
import type { RequestRecord } from '../../access';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';

// Who may donate to which request is the request's rule (refuseDonate, apps/api/src/access/request-rules.ts).

/**
 * The donation's currency: the donor's choice, else the request's `units`, else the default. A request
 * whose units no payment can be made in takes no donations at all (refuseDonate), rather than having
 * them silently changed.
 */
export function donationCurrency(requested: string | undefined, request: RequestRecord): DonationCurrency {
  const currency = requested ?? request.units ?? DEFAULT_DONATION_CURRENCY;
  if (!isDonationCurrency(currency)) throw AppError.field('currency', DONATION_MESSAGES.currencyNotSupported);
  return currency;
}

export function assertAmountAllowed(amount: number, currency: DonationCurrency): void {
  const minimum = MIN_DONATION_AMOUNT[currency];
  if (amount < minimum) {
    throw AppError.field('amount', DONATION_MESSAGES.amountTooSmall(formatDonationAmount(minimum, currency)));
  }
}

/**
 * Whether the donor's name stays off the request's list. A signed-in donor is named unless they ask
 * otherwise; a guest only when they consent (anonymous: false), as their name comes with no profile.
 */
export function isAnonymous(principal: Principal | null, requested: boolean | undefined): boolean {
  return requested ?? principal === null;
}

/** A user's donations are theirs and the administrators' to see; to anyone else they do not exist. */
export function assertCanSeeDonationsOf(principal: Principal, userId: string): void {
  if (principal.userId !== userId && !principal.flags.admin) throw AppError.notFound();
}
