import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const keepPatientFile: Refusal = {
  title: msg('Patient registration is for patients'),
  text: msg(
    'Patients fill in their intake registration here. A patient’s registration is shown to the doctors caring for them beside the patient’s request.',
  ),
  otherwise: {
    ability: 'onboardUsers',
    text: msg(
      'Patients fill in their own registration here. To read or complete a patient’s, open it from Manage Users or from their request.',
    ),
  },
};

export const keepPatientFile2: Refusal = {
  title: msg('Patient consent is for patients'),
  text: msg(
    'Patients give and withdraw their consents here. The consents a patient has given are shown to the doctors caring for them beside the patient’s request.',
  ),
};
