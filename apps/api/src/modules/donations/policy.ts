import {
  DEFAULT_DONATION_CURRENCY,
  DONATION_MESSAGES,
  MIN_DONATION_AMOUNT,
  formatDonationAmount,
  isDonationCurrency,
  requestAcceptsDonations,
  type DonationCurrency,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { RequestRecord } from '../requests';

/**
 * A fundraiser or campaign takes donations once an administrator approved it and until it is
 * fulfilled or closed; a consultation never does.
 */
export function assertAcceptsDonations(request: RequestRecord): void {
  if (!requestAcceptsDonations(request)) {
    throw AppError.conflict(DONATION_MESSAGES.notAcceptingDonations);
  }
}

/**
 * The donation's currency: the donor's choice, else the request's `units`, else the default. A
 * request's units that no payment can be made in is refused rather than silently changed.
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
