import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const viewDonationLedger: Refusal = {
  text: msg(
    'The donation ledger is for administrators. If you need access, ask an administrator of CareNet.',
  ),
};
