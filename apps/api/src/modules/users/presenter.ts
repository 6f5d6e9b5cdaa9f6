import {
  PROFILE_VERIFICATION_LABELS,
  fullName,
  type AdminUserDetailDto,
  type AdminUserDto,
  type ProfileAbilities,
  type ProfileVerificationStatus,
  type PublicProfileDto,
  type UserDto,
  type UserSummaryDto,
  type ViewedProfileDto,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { UserRow } from '../../platform/db/schema';
import type { UserAdminView } from './admin-service';
import { adminAbilities } from './policy';

/** Public fields only: never e-mail, phone or address. */
export function presentPublicProfile(row: UserRow): PublicProfileDto {
  const details = row.details ?? {};
  return {
    _id: row.id,
    unique_id: row.id,
    username: row.username,
    name: {
      first_name: row.name.first_name,
      last_name: row.name.last_name,
      middle_name: row.name.middle_name ?? '',
    },
    roles: row.roles,
    gender: row.gender,
    occupation: row.occupation,
    profile_image_url: row.profileImageUrl,
    image_url: row.imageUrl,
    summary: row.summary,
    linkedInProfileUrl: row.linkedInProfileUrl,
    twitterProfileUrl: row.twitterProfileUrl,
    experience: details.experience ?? [],
    educationTimelines: details.educationTimelines ?? [],
    conferences: details.conferences ?? [],
    memberships: details.memberships ?? [],
    specialities: details.specialities ?? [],
    languages: row.languages,
    certificates: details.certificates ?? [],
    achievements: details.achievements ?? [],
    educationalQualification: row.educationalQualification,
    salutation: row.salutation,
    yearsOfExperience: row.yearsOfExperience,
    profileVerificationStatus: row.profileVerificationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /user/profile/{id}: the public fields and what the viewer may do with this person. */
export function presentViewedProfile(row: UserRow, abilities: ProfileAbilities): ViewedProfileDto {
  return { ...presentPublicProfile(row), abilities };
}

/** The whole user, for its owner and administrators. */
export function presentUser(row: UserRow): UserDto {
  return {
    ...presentPublicProfile(row),
    email: row.email,
    email_verified: row.emailVerified,
    phone: row.phone,
    phone_verified: row.phoneVerified,
    address: row.address ?? {},
    referral_code: row.referralCode,
    isTourCompletedForTalHospitals: row.isTourCompleted,
    locale: row.locale,
    sourceOfSignup: row.sourceOfSignup,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the administrators' user list: the whole user and whether the account is suspended. */
export function presentAdminUser(row: UserRow): AdminUserDto {
  return { ...presentUser(row), suspended: row.suspendedAt !== null };
}

/** GET /user/{id} for an administrator: the /viewUserDetails/{id} screen, with what they may do there. */
export function presentUserDetail(viewer: Principal, view: UserAdminView): AdminUserDetailDto {
  const { user } = view;
  const status = user.profileVerificationStatus;
  return {
    ...presentAdminUser(user),
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspendedAt ? view.suspensionReason : null,
    verification: {
      status,
      label: PROFILE_VERIFICATION_LABELS[status as ProfileVerificationStatus] ?? String(status),
      pendingSubmissionId: view.pendingSubmissionId,
    },
    facilities: view.facilities.map((facility) => ({
      _id: facility.id,
      orgName: facility.orgName,
      role: facility.role,
      status: facility.status,
    })),
    recentActivityCount: view.recentActivityCount,
    abilities: adminAbilities(viewer, user),
  };
}

export function presentUserSummary(row: UserRow): UserSummaryDto {
  return {
    _id: row.id,
    name: {
      first_name: row.name.first_name,
      last_name: row.name.last_name,
      middle_name: row.name.middle_name ?? '',
    },
    fullName: fullName(row.name),
    profile_image_url: row.profileImageUrl,
    roles: row.roles,
    occupation: row.occupation,
    profileVerificationStatus: row.profileVerificationStatus,
  };
}
