import type { Refusal } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

// What someone refused these screens reads: loaded only when someone is refused, so the first load,
// which holds every route's handle, does not carry the words.

export const submitDoctorVerification: Refusal = {
  title: msg('Profile verification is for doctors'),
  text: msg(
    'Doctors submit their medical council registration here so that they can care for patients on CareNet. Choose the Doctor role on your profile first if you are one.',
  ),
};

export const submitFacilityVerification: Refusal = {
  title: msg('Facility verification is for facilities'),
  text: msg(
    'Hospitals and clinics submit their registration here. Choose the Facilities role on your profile first if you act for one.',
  ),
};

export const verifyAccounts: Refusal = {
  text: msg('Reviewing doctors’ and facilities’ verification is for administrators.'),
};
