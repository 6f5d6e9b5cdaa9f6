import {
  requestAcceptsDonations,
  requestDonationCurrency,
  type DonationCurrency,
  type RequestDto,
} from '@carenet/shared';
import { isCreator } from '../requests/rules';

type Viewer = Parameters<typeof isCreator>[0];

/** The currency a request takes donations in, or null when it is open to none. */
export function donationCurrencyOf(request: Pick<RequestDto, 'status' | 'units'>): DonationCurrency | null {
  return requestAcceptsDonations(request.status) ? requestDonationCurrency(request.units) : null;
}

/**
 * Donate is offered on a request open to donations, to guests and signed-in users alike; not to its
 * creator, who has the request's donations list instead of a reason to give to themselves.
 */
export function canDonate(viewer: Viewer, request: RequestDto): boolean {
  return donationCurrencyOf(request) !== null && !isCreator(viewer, request);
}
