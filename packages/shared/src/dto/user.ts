import type { Locale } from '../i18n';
import type { Address } from '../schemas/common';
import type { ProfileAbilities, ViewerAbilities } from './abilities';

export interface PersonNameDto {
  first_name: string;
  last_name: string;
  middle_name: string;
}

/** Public fields of a user: what /user/profile/{id} and lists show to anyone (never e-mail, phone or address). */
export interface PublicProfileDto {
  _id: string;
  unique_id: string;
  username: string | null;
  name: PersonNameDto;
  roles: string[];
  gender: string | null;
  occupation: string | null;
  profile_image_url: string | null;
  image_url: string | null;
  summary: string | null;
  linkedInProfileUrl: string | null;
  twitterProfileUrl: string | null;
  experience: { experience: string; experianceStartDate: string; experianceEndDate: string }[];
  educationTimelines: { education: string; educationalStartDate: string; educationalEndDate: string }[];
  conferences: { conferencesData: string }[];
  memberships: { membershipDetails: string; memberShipStartDate: string; membershipEndDate: string }[];
  specialities: string[];
  /** The languages a doctor consults in. */
  languages: string[];
  certificates: { certificates: string }[];
  achievements: { achievement: string; achievementsStartDate: string; achievementsEndDate: string }[];
  educationalQualification: string | null;
  /** A doctor's title, 'dr' or 'professor' (SALUTATIONS), when known. */
  salutation: string | null;
  yearsOfExperience: number | null;
  profileVerificationStatus: number;
  createdAt: string;
}

/** GET /user/profile/{id}: the public fields, with what the viewer may do with this person (book them). */
export interface ViewedProfileDto extends PublicProfileDto {
  abilities: ProfileAbilities;
}

/** The whole user, as its owner and administrators see it (docs/api-contract.md#entities-and-field-names User). */
export interface UserDto extends PublicProfileDto {
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  address: Partial<Address>;
  referral_code: string | null;
  isTourCompletedForTalHospitals: boolean;
  /** The language the person reads CareNet in; their e-mails are written in it. */
  locale: Locale;
  sourceOfSignup: string | null;
  updatedAt: string;
}

/** A user as administrators see it in lists: the whole record and whether it may sign in. */
export interface AdminUserDto extends UserDto {
  suspended: boolean;
}

/** A facility a user acts for, on the administrators' user detail screen. */
export interface UserFacilityDto {
  _id: string;
  orgName: string;
  /** ORGANIZATION_MEMBER_ROLES: owner, admin or member. */
  role: string;
  status: number;
}

/** GET /user/{id} for an administrator: what the /viewUserDetails/{id} screen shows and may do. */
export interface AdminUserDetailDto extends AdminUserDto {
  suspendedAt: string | null;
  /** The reason the administrator gave, from the activity log; null when not suspended. */
  suspensionReason: string | null;
  verification: {
    status: number;
    label: string;
    /** The submission waiting in the verification queue, if any. */
    pendingSubmissionId: string | null;
  };
  facilities: UserFacilityDto[];
  /** Activity-log entries by the user in the last RECENT_ACTIVITY_DAYS days. */
  recentActivityCount: number;
  abilities: { suspend: boolean; reactivate: boolean; sendPasswordResetLink: boolean };
}

/** The window of AdminUserDetailDto.recentActivityCount. */
export const RECENT_ACTIVITY_DAYS = 30;

/**
 * The signed-in user as GET /session answers it: the whole user and what they may do across CareNet
 * (docs/roles-and-permissions.md#abilities-sent-to-the-web).
 */
export interface SessionUserDto extends UserDto {
  abilities: ViewerAbilities;
  /** The session is the first the person ever signed in with: the home greets them as new. */
  firstSignIn: boolean;
}

/** What /login returns: the session plus its bearer token. */
export interface SignedInUserDto extends SessionUserDto {
  token_detail: { token: string; expiresAt: string };
}

/** GET /user/summary/{id}: what a card or a chip needs. */
export interface UserSummaryDto {
  _id: string;
  name: PersonNameDto;
  fullName: string;
  profile_image_url: string | null;
  roles: string[];
  occupation: string | null;
  profileVerificationStatus: number;
}

export function fullName(name: Partial<PersonNameDto> | null | undefined): string {
  return [name?.first_name, name?.middle_name, name?.last_name].filter(Boolean).join(' ');
}
