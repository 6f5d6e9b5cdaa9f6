import {
  requestAcceptsDonations,
  requestDonationCurrency,
  type DonationCurrency,
  type RequestDto,
} from '@carenet/shared';

/** The currency a request takes donations in, or null when it is open to none. */
export function donationCurrencyOf(request: Pick<RequestDto, 'status' | 'units'>): DonationCurrency | null {
  return requestAcceptsDonations(request.status) ? requestDonationCurrency(request.units) : null;
}
