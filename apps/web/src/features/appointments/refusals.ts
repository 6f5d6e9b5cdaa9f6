import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const publishAvailability: Refusal = {
  title: msg('Scheduling is for doctors'),
  text: msg(
    "Doctors publish the hours patients can book here. To book an appointment, open a doctor's profile.",
  ),
};
