import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const onboardUsers: Refusal = {
  text: msg('Adding doctors, patients and hospitals is for administrators.'),
};
