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
import { canManagePodcasts, deriveRoleFlags, type RoleFlags } from '@carenet/shared';
import type { ComponentType } from 'react';
import { msg, t } from '../../lib/i18n';
import { UnreadMessagesBadge } from '../../features/chat/components/UnreadMessagesBadge';

export interface MenuEntry {
  /** A fixed label, or one that depends on the user's roles. */
  label: string | ((flags: RoleFlags) => string);
  to: string;
  icon: Icon;
  /** docs/screens-and-flows.md#home-and-feed: Find Doctors opens in a new tab. */
  newTab?: boolean;
  /** Limits the entry to some users; everyone in its section sees it when absent. */
  visibleTo?: (flags: RoleFlags) => boolean;
  /** A live count shown at the entry's end (unread messages). */
  badge?: ComponentType;
}

export interface MenuSection {
  title?: string;
  entries: MenuEntry[];
}

/**
 * The side menu of docs/screens-and-flows.md#layout as data: later screens add their entries here. Patients, doctors and
 * facilities see MEMBER_MENU; administrators see ADMIN_MENU only (docs/screens-and-flows.md#layout).
 */
export const MEMBER_MENU: MenuEntry[] = [
  {
    label: (flags) => (flags.doctor ? msg('Requests assigned to me') : msg('My Requests')),
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
    visibleTo: (flags) => flags.doctor,
  },
  {
    label: msg('My Registration'),
    to: '/patientInformation',
    icon: IconClipboardHeart,
    visibleTo: (flags) => flags.patient,
  },
  {
    label: msg('My Consents'),
    to: '/PatientConsent',
    icon: IconShieldCheck,
    visibleTo: (flags) => flags.patient,
  },
  {
    label: msg('My Requests'),
    to: '/doctorrequests',
    icon: IconClipboardList,
    visibleTo: (flags) => flags.doctor,
  },
  {
    label: msg('My Prescriptions'),
    to: '/doctorpresciption',
    icon: IconPrescription,
    visibleTo: (flags) => flags.doctor,
  },
  {
    label: msg('Profile verification'),
    to: '/profileverification',
    icon: IconRosetteDiscountCheck,
    visibleTo: (flags) => flags.doctor,
  },
  {
    label: msg('Refer a doctor'),
    to: '/referDoctor',
    icon: IconUserPlus,
    visibleTo: (flags) => flags.doctor,
  },
  {
    label: msg('Facility verification'),
    to: '/facilityverification',
    icon: IconRosetteDiscountCheck,
    visibleTo: (flags) => flags.facilities && !flags.doctor,
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
    visibleTo: canManagePodcasts,
  },
];

export const ADMIN_MENU: MenuEntry[] = [
  { label: msg('Manage Requests'), to: '/admin/donationRequests', icon: IconListDetails },
  { label: msg('Verification queue'), to: '/admin/verifications', icon: IconRosetteDiscountCheck },
  { label: msg('Bulk Upload Users'), to: '/uploaddata', icon: IconUpload },
  { label: msg('Bulk Upload Facilities'), to: '/facilitiesOrgDetails', icon: IconFileUpload },
  { label: msg('Manage specialties'), to: '/managespecialization', icon: IconStethoscope },
  { label: msg('Manage Facility Services'), to: '/manageservices', icon: IconTools },
  { label: msg('Manage Users'), to: '/admin/manageUserLists', icon: IconUsers },
  { label: msg('Manage Facilities'), to: '/admin/manageFacilities', icon: IconBuildingHospital },
  { label: msg('Manage Podcasts'), to: '/admin/managePodcast', icon: IconHeadphones },
  // An icon the menu already loads: the shell's first load stays as it is.
  { label: msg('Hospital directory'), to: '/admin/manageDirectory', icon: IconSearch },
  { label: msg('Add Doctor'), to: '/add-doctor', icon: IconUserPlus },
  { label: msg('Add Patient'), to: '/add-patient', icon: IconUserPlus },
  { label: msg('Add Hospital'), to: '/add-hospital', icon: IconBuildingHospital },
  { label: msg('Statistics'), to: '/statistics', icon: IconChartBar },
  { label: msg('Create Request'), to: '/create-request', icon: IconPlus },
  { label: msg('Activity Log'), to: '/admin/userActivityLog', icon: IconHistory },
  // Icons the menu already loads: the shell's first load stays as it is.
  { label: msg('Manage Events'), to: '/admin/manageEvents', icon: IconCalendarEvent },
  { label: msg('Manage Coupons'), to: '/admin/manageCoupons', icon: IconRosetteDiscountCheck },
  { label: msg('Event Check-in'), to: '/admin/eventCheckin', icon: IconShieldCheck },
];

/** The menu sections a signed-in user with these roles sees. */
export function menuFor(roles: readonly string[]): MenuSection[] {
  const flags = deriveRoleFlags(roles);
  const visible = (entries: MenuEntry[]) => entries.filter((entry) => entry.visibleTo?.(flags) ?? true);
  if (flags.admin) return [{ title: msg('Administration'), entries: visible(ADMIN_MENU) }];
  return [{ entries: visible(MEMBER_MENU) }];
}

export function entryLabel(entry: MenuEntry, roles: readonly string[]): string {
  return t(typeof entry.label === 'function' ? entry.label(deriveRoleFlags(roles)) : entry.label);
}

/** The top-bar buttons of docs/screens-and-flows.md#layout Layout. */
export function shellActionsFor(roles: readonly string[]): {
  createRequest: boolean;
  createCampaign: boolean;
} {
  const flags = deriveRoleFlags(roles);
  return { createRequest: !flags.admin, createCampaign: !flags.admin && (flags.doctor || flags.facilities) };
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
