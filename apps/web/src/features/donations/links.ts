import type { DonationCurrency } from '@carenet/shared';

/** The `donationfor` of /publicPayment for a care request (docs/screens-and-flows.md#routes). */
export const DONATION_FOR_REQUEST = 'donationRequest';

/** docs/screens-and-flows.md#routes guest donation page: /publicPayment?donationfor=donationRequest&donationid={id}&currency={UNITS}. */
export function publicPaymentPath(requestId: string, currency: DonationCurrency): string {
  const query = new URLSearchParams({
    donationfor: DONATION_FOR_REQUEST,
    donationid: requestId,
    currency: currency.toUpperCase(),
  });
  return `/publicPayment?${query.toString()}`;
}

/** Where 'Login/Signup to donate' brings the donor back to (docs/screens-and-flows.md#flows). */
export function donateReturnPath(requestId: string): string {
  return `/donationRequest/${requestId}`;
}
