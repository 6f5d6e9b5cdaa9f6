import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const manageCatalogues: Refusal = {
  text: msg('Managing services is for administrators. If you need access, ask an administrator of CareNet.'),
};

export const manageCatalogues2: Refusal = {
  text: msg(
    'Managing specialties is for administrators. If you need access, ask an administrator of CareNet.',
  ),
};
