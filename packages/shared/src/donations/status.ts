import { REQUEST_STATUS } from '../requests/status';

/**
 * Donation states: 'pledged' (recorded by the offline driver: promised, not paid), 'pending' (a
 * checkout was started and the provider has not confirmed it), 'paid', 'failed' (the checkout expired
 * or the payment failed) and 'refunded'.
 */
export const DONATION_STATUSES = ['pledged', 'pending', 'paid', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** What a request's public donation list and totals count: pledges and completed payments. */
export const PUBLIC_DONATION_STATUSES: readonly DonationStatus[] = ['pledged', 'paid'];

/** The payment drivers of DESIGN §1: the offline default and Stripe. */
export const PAYMENT_DRIVERS = ['offline', 'stripe'] as const;
export type PaymentDriverName = (typeof PAYMENT_DRIVERS)[number];

/** How a donation's state reads on its donor's list. */
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pledged: 'Pledge (not paid)',
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/**
 * The request statuses that take donations: approved, and the facility and treatment stages that
 * follow. Pending approval, fulfilled and every negative status (rejected, spam, expired, ...) take none.
 */
export const DONATION_OPEN_REQUEST_STATUSES: readonly number[] = [
  REQUEST_STATUS.approved,
  REQUEST_STATUS.pendingFromOrgAdmin,
  REQUEST_STATUS.doctorAssigned,
  REQUEST_STATUS.doctorAccepted,
  REQUEST_STATUS.treatmentInProgress,
  REQUEST_STATUS.treatmentCompleted,
];

/** What decides whether a request takes donations, as both the API row and the wire DTO carry it. */
export interface DonationScope {
  status: number;
  requestType: string;
  creatorType: string;
  isPrivate: boolean;
}

/**
 * Donations belong to fundraisers (request type cash) and to doctors' and facilities' free campaigns
 * (creatorType doctor); never to a patient's consultation or any private request, which is health
 * care rather than a cause. Such a request takes them while its status is open to donations.
 */
export function requestAcceptsDonations(request: DonationScope): boolean {
  const cause = request.requestType === 'cash' || request.creatorType === 'doctor';
  return cause && !request.isPrivate && DONATION_OPEN_REQUEST_STATUSES.includes(request.status);
}
