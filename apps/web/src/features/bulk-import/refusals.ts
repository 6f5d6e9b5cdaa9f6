import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

const FOR_ADMINISTRATORS = msg(
  '{page} is for administrators. If you need access, ask an administrator of CareNet.',
);

export const importData: Refusal = { text: FOR_ADMINISTRATORS, page: msg('Bulk Upload Users') };

export const importData2: Refusal = { text: FOR_ADMINISTRATORS, page: msg('Bulk Upload Facilities') };
