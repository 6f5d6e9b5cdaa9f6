import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

const FOR_ADMINISTRATORS = msg(
  '{page} is for administrators. If you need access, ask an administrator of CareNet.',
);

export const manageEvents: Refusal = { text: FOR_ADMINISTRATORS, page: msg('Managing events') };

export const manageCoupons: Refusal = { text: FOR_ADMINISTRATORS, page: msg('Managing coupons') };

export const checkInEvents: Refusal = { text: FOR_ADMINISTRATORS, page: msg('Event check-in') };
