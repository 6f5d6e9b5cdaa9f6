/**
 * What the signed-in viewer may do across CareNet, sent on the session (docs/roles-and-permissions.md#abilities-sent-to-the-web).
 * The API answers each one by the rule that refuses the matching endpoints (apps/api/src/access/viewer-abilities.ts);
 * the web opens a screen or shows an action only when its ability is true, and never works one out from roles.
 */
export const VIEWER_ABILITIES = [
  /** Set a request's status, review reported requests, create approved requests, read the request summaries. */
  'moderateRequests',
  /** List, search, export, suspend and reactivate users, send reset links, set passwords, change anyone's roles. */
  'manageUsers',
  /** List and export facilities of any status. */
  'manageFacilities',
  /** Add doctors, patients and hospitals, and fill in a patient's registration for them. */
  'onboardUsers',
  /** Bulk upload users and facilities. */
  'importData',
  /** Decide doctors' and facilities' verification. */
  'verifyAccounts',
  /** Manage the specialties and facility services catalogues. */
  'manageCatalogues',
  /** Import the hospital directory and decide its claims. */
  'manageDirectory',
  /** Upload, edit, publish and delete podcast episodes. */
  'managePodcasts',
  /** Read the statistics. */
  'viewStatistics',
  /** Read the user activity log. */
  'viewActivityLog',
  /** Read which driver each outside service runs on (SMS, mail, file storage, ...). */
  'viewSettings',
  /** Create and change events. */
  'manageEvents',
  /** Create and change coupons. */
  'manageCoupons',
  /** Check people in at an event's door. */
  'checkInEvents',
  /** Push an announcement to every device. */
  'broadcastNotifications',
  /** Read every donation to requests and events, in every payment state, and download it (the donation ledger). */
  'viewDonationLedger',
  /** A request they create is a campaign offering care (or, for administrators, whatever they choose). */
  'createCampaign',
  /** Publish their own availability for appointments. */
  'publishAvailability',
  /** Book appointments with verified doctors. */
  'bookAppointments',
  /** Keep their own patient registration and give consents. */
  'keepPatientFile',
  /** Create a facility. */
  'createFacility',
  /** Submit a doctor's profile for verification. */
  'submitDoctorVerification',
  /** Submit a facility user's profile for verification. */
  'submitFacilityVerification',
] as const;

export type ViewerAbility = (typeof VIEWER_ABILITIES)[number];

/** Every viewer ability, true where the viewer may. */
export type ViewerAbilities = Record<ViewerAbility, boolean>;

/** What the viewer may do with one person's public profile (GET /user/profile/{id}). */
export interface ProfileAbilities {
  /** Book an appointment with this doctor: POST /appointment would not refuse who they are. */
  book: boolean;
  /** A visitor who would be asked to sign in to book this doctor (a verified doctor; nobody signed in). */
  signInToBook: boolean;
}
