import {
  requestAcceptsDonations,
  requestDonationCurrency,
  type DonationCurrency,
  type RequestDto,
} from '@carenet/shared';

/** The currency a request takes donations in, or null when it is open to none. */
export function donationCurrencyOf(
  request: Pick<RequestDto, 'status' | 'units' | 'request_type' | 'creatorType' | 'isPrivate'>,
): DonationCurrency | null {
  const scope = { ...request, requestType: request.request_type };
  return requestAcceptsDonations(scope) ? requestDonationCurrency(request.units) : null;
}
