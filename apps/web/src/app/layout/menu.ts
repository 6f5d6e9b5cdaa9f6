import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconClipboardHeart,
  IconClipboardList,
  IconFileUpload,
  IconFolderHeart,
  IconHeart,
  IconHistory,
  IconHeadphones,
  IconHome,
  IconListDetails,
  IconLock,
  IconMessageCircle,
  IconMessages,
  IconMicrophone,
  IconPlus,
  IconPrescription,
  IconRosetteDiscountCheck,
  IconSearch,
  IconShieldCheck,
  IconShieldLock,
  IconSpeakerphone,
  IconStethoscope,
  IconTools,
  IconUpload,
  IconAt,
  IconUserEdit,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { SessionUserDto, ViewerAbility } from '@carenet/shared';
import type { ComponentType } from 'react';
import { holdsAbility } from '../../lib/abilities';
import { displayRoleOf, holdsRole, type DisplayRole } from '../../lib/displayRole';
import { msg, t } from '../../lib/i18n';
import { UnreadMessagesBadge } from '../../features/chat/components/UnreadMessagesBadge';

/** Whose menu it is: the roles it is laid out for (words, layout) and the abilities it may offer. */
export type MenuViewer = Pick<SessionUserDto, 'roles' | 'abilities'>;

export interface MenuEntry {
  /** A fixed label, or one named for the role the person is shown as (lib/displayRole.ts). */
  label: string | ((shownAs: DisplayRole | null) => string);
  to: string;
  icon: Icon;
  /** docs/screens-and-flows.md#home-and-feed: Find Doctors opens in a new tab. */
  newTab?: boolean;
  /** The ability the screen needs (its route handle names the same one): shown only to those who hold it. */
  ability?: ViewerAbility;
  /**
   * Part of a doctor's menu: a list of their own work that anyone may open (it lists what the API answers
   * them) but only a doctor looks for. Layout, not permission.
   */
  doctorsMenu?: boolean;
  /** A live count shown at the entry's end (unread messages). */
  badge?: ComponentType;
}

export interface MenuSection {
  title?: string;
  entries: MenuEntry[];
}

/**
 * The side menu of docs/screens-and-flows.md#layout as data: later screens add their entries here. Patients, doctors and
 * facilities see MEMBER_MENU; administrators see ADMIN_MENU only (docs/screens-and-flows.md#layout). An entry whose
 * screen needs an ability shows only with it.
 */
export const MEMBER_MENU: MenuEntry[] = [
  {
    label: (shownAs) => (shownAs === 'doctor' ? msg('Requests assigned to me') : msg('My Requests')),
    to: '/',
    icon: IconHome,
  },
  { label: msg('Medical Records'), to: '/member/myMedicalRecords', icon: IconFolderHeart },
  { label: msg('Messages'), to: '/member/Message', icon: IconMessages, badge: UnreadMessagesBadge },
  { label: msg('My Appointments'), to: '/member/myAppointments', icon: IconCalendarEvent },
  {
    label: msg('Doctor Scheduling'),
    to: '/doctorscheduling',
    icon: IconCalendarTime,
    ability: 'publishAvailability',
  },
  {
    label: msg('My Registration'),
    to: '/patientInformation',
    icon: IconClipboardHeart,
    ability: 'keepPatientFile',
  },
  {
    label: msg('My Consents'),
    to: '/PatientConsent',
    icon: IconShieldCheck,
    ability: 'keepPatientFile',
  },
  {
    label: msg('My Requests'),
    to: '/doctorrequests',
    icon: IconClipboardList,
    doctorsMenu: true,
  },
  {
    label: msg('My Prescriptions'),
    to: '/doctorpresciption',
    icon: IconPrescription,
    doctorsMenu: true,
  },
  {
    label: msg('Profile verification'),
    to: '/profileverification',
    icon: IconRosetteDiscountCheck,
    ability: 'submitDoctorVerification',
  },
  {
    label: msg('Refer a doctor'),
    to: '/referDoctor',
    icon: IconUserPlus,
    doctorsMenu: true,
  },
  {
    label: msg('Facility verification'),
    to: '/facilityverification',
    icon: IconRosetteDiscountCheck,
    ability: 'submitFacilityVerification',
  },
  { label: msg('Find Doctors'), to: '/finddoctors', icon: IconSearch, newTab: true },
  { label: msg('Free Campaigns'), to: '/myrequests', icon: IconSpeakerphone },
  { label: msg('My Favourites'), to: '/myfavourites', icon: IconHeart },
  // An icon the menu already loads: the shell's first load stays as it is.
  { label: msg('My Certificates'), to: '/downloads/myCertificates', icon: IconRosetteDiscountCheck },
  { label: msg('Podcasts'), to: '/podcasts', icon: IconHeadphones },
  { label: msg('Audio Rooms'), to: '/createAudioRoom', icon: IconMicrophone },
  // A talradio administrator is a member otherwise: the podcasts are the one thing they manage.
  {
    label: msg('Manage Podcasts'),
    to: '/admin/managePodcast',
    icon: IconHeadphones,
    ability: 'managePodcasts',
  },
];

export const ADMIN_MENU: MenuEntry[] = [
  {
    label: msg('Manage Requests'),
    to: '/admin/donationRequests',
    icon: IconListDetails,
    ability: 'moderateRequests',
  },
  {
    label: msg('Verification queue'),
    to: '/admin/verifications',
    icon: IconRosetteDiscountCheck,
    ability: 'verifyAccounts',
  },
  { label: msg('Bulk Upload Users'), to: '/uploaddata', icon: IconUpload, ability: 'importData' },
  {
    label: msg('Bulk Upload Facilities'),
    to: '/facilitiesOrgDetails',
    icon: IconFileUpload,
    ability: 'importData',
  },
  {
    label: msg('Manage specialties'),
    to: '/managespecialization',
    icon: IconStethoscope,
    ability: 'manageCatalogues',
  },
  {
    label: msg('Manage Facility Services'),
    to: '/manageservices',
    icon: IconTools,
    ability: 'manageCatalogues',
  },
  { label: msg('Manage Users'), to: '/admin/manageUserLists', icon: IconUsers, ability: 'manageUsers' },
  {
    label: msg('Manage Facilities'),
    to: '/admin/manageFacilities',
    icon: IconBuildingHospital,
    ability: 'manageFacilities',
  },
  {
    label: msg('Manage Podcasts'),
    to: '/admin/managePodcast',
    icon: IconHeadphones,
    ability: 'managePodcasts',
  },
  // An icon the menu already loads: the shell's first load stays as it is.
  {
    label: msg('Hospital directory'),
    to: '/admin/manageDirectory',
    icon: IconSearch,
    ability: 'manageDirectory',
  },
  { label: msg('Add Doctor'), to: '/add-doctor', icon: IconUserPlus, ability: 'onboardUsers' },
  { label: msg('Add Patient'), to: '/add-patient', icon: IconUserPlus, ability: 'onboardUsers' },
  { label: msg('Add Hospital'), to: '/add-hospital', icon: IconBuildingHospital, ability: 'onboardUsers' },
  { label: msg('Statistics'), to: '/statistics', icon: IconChartBar, ability: 'viewStatistics' },
  { label: msg('Create Request'), to: '/create-request', icon: IconPlus },
  { label: msg('Activity Log'), to: '/admin/userActivityLog', icon: IconHistory, ability: 'viewActivityLog' },
  // An icon the menu already loads: the shell's first load stays as it is.
  { label: msg('Settings'), to: '/admin/settings', icon: IconTools, ability: 'viewSettings' },
  // Icons the menu already loads: the shell's first load stays as it is.
  {
    label: msg('Manage Events'),
    to: '/admin/manageEvents',
    icon: IconCalendarEvent,
    ability: 'manageEvents',
  },
  {
    label: msg('Manage Coupons'),
    to: '/admin/manageCoupons',
    icon: IconRosetteDiscountCheck,
    ability: 'manageCoupons',
  },
  {
    label: msg('Event Check-in'),
    to: '/admin/eventCheckin',
    icon: IconShieldCheck,
    ability: 'checkInEvents',
  },
  {
    label: msg('Donation Ledger'),
    to: '/admin/donationLedger',
    icon: IconClipboardList,
    ability: 'viewDonationLedger',
  },
];

/**
 * Administrators have the administration menu and no patient or doctor menu (docs/roles-and-permissions.md#administrators):
 * the layout follows the role a person is shown as; what each shows is their abilities'.
 */
export const administrationLayout = (viewer: MenuViewer) => displayRoleOf(viewer.roles) === 'administrator';

/** The menu sections a signed-in user sees. */
export function menuFor(viewer: MenuViewer): MenuSection[] {
  const offered = (entries: MenuEntry[]) =>
    entries.filter(
      (entry) =>
        (!entry.ability || holdsAbility(viewer, entry.ability)) &&
        (!entry.doctorsMenu || holdsRole(viewer.roles, 'doctor')),
    );
  if (administrationLayout(viewer)) return [{ title: msg('Administration'), entries: offered(ADMIN_MENU) }];
  return [{ entries: offered(MEMBER_MENU) }];
}

export function entryLabel(entry: MenuEntry, roles: readonly string[]): string {
  return t(typeof entry.label === 'function' ? entry.label(displayRoleOf(roles)) : entry.label);
}

/**
 * The top-bar buttons of docs/screens-and-flows.md#layout Layout: administrators create from their menu;
 * 'Create Campaign' only for those whose requests are campaigns.
 */
export function shellActionsFor(viewer: MenuViewer): {
  createRequest: boolean;
  createCampaign: boolean;
} {
  const member = !administrationLayout(viewer);
  return { createRequest: member, createCampaign: member && holdsAbility(viewer, 'createCampaign') };
}

/** The profile menu of docs/screens-and-flows.md#layout Layout (Logout is an action, added by the components). */
export function profileLinksFor(userId: string): { label: string; to: string; icon: Icon }[] {
  return [
    { label: t('Edit Profile'), to: `/newUserProfile/${userId}`, icon: IconUserEdit },
    { label: t('Change username'), to: '/editUsername', icon: IconAt },
    { label: t('Feedback'), to: '/users/Feedback', icon: IconMessageCircle },
    { label: t('Change password'), to: '/change-password', icon: IconLock },
    { label: t('Account and data'), to: '/account', icon: IconShieldLock },
  ];
}
