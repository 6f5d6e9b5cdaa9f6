import { fullName, type PublicProfileDto, type UserDto, type UserSummaryDto } from '@carenet/shared';
import type { UserRow } from '../../platform/db/schema';

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
    certificates: details.certificates ?? [],
    achievements: details.achievements ?? [],
    educationalQualification: row.educationalQualification,
    profileVerificationStatus: row.profileVerificationStatus,
    createdAt: row.createdAt.toISOString(),
  };
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
    sourceOfSignup: row.sourceOfSignup,
    updatedAt: row.updatedAt.toISOString(),
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
