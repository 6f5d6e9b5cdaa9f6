import type { DonationStatus } from '@carenet/shared';

/** A pledge is marked apart from a payment at a glance. */
export const DONATION_STATUS_COLOURS: Record<DonationStatus, string> = {
  pledged: 'yellow',
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};
