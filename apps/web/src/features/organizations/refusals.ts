import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const createFacility: Refusal = {
  title: msg('Adding a facility is for facility and doctor accounts'),
  text: msg('If a facility invites you, its invitation link lets you join it.'),
};
