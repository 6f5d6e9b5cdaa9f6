import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// Loaded only when someone is refused, so the first load, which holds every route's handle, does not carry the words.

export const viewSettings: Refusal = {
  text: msg('The settings are for administrators. If you need access, ask an administrator of CareNet.'),
};
