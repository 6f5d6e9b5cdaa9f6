import {
  DIRECTORY_CLAIM_STATUS,
  type DirectoryClaimDto,
  type DirectoryDoctorDto,
  type DirectoryDriverName,
  type FoundDirectoryDoctorDto,
} from '@carenet/shared';
import type { DirectoryDoctorRow, UserRow } from '../../platform/db/schema';
import type { DirectoryEntry, DirectoryView } from './entry';

/** An AI doctor profile with the claim as the viewer may know it and what the viewer may do. */
export function presentDirectoryDoctor(
  view: DirectoryView,
  driver: DirectoryDriverName,
  viewer: { userId: string | null; mayClaim: boolean },
): DirectoryDoctorDto {
  const { entry, claim } = view;
  return {
    _id: entry.id,
    name: entry.name,
    phone: entry.phone ?? null,
    email: entry.email ?? null,
    linkedin: entry.linkedin ?? null,
    twitter: entry.twitter ?? null,
    speciality: entry.speciality,
    experience: entry.experience,
    education: entry.education,
    memberships: entry.memberships,
    certifications: entry.certifications,
    achievements: entry.achievements,
    languages: entry.languages,
    city: entry.city,
    state: entry.state,
    country: entry.country,
    source: 'directory',
    driver,
    // Who claimed it is CareNet's business: a viewer learns only whether it was them.
    claim: {
      status: claim?.status ?? null,
      byViewer: Boolean(claim?.claimedBy && claim.claimedBy === viewer.userId),
    },
    careNetProfileId: claim?.status === DIRECTORY_CLAIM_STATUS.confirmed ? claim.claimedBy : null,
    abilities: { claim: viewer.mayClaim },
  };
}

/** A directory doctor among find-doctors results. */
export function presentFoundDirectoryDoctor(
  entry: DirectoryEntry,
  distanceKm: number | null,
): FoundDirectoryDoctorDto {
  const current = entry.experience[0];
  return {
    source: 'directory',
    _id: entry.id,
    name: entry.name,
    speciality: entry.speciality,
    city: entry.city,
    languages: entry.languages,
    currentPosition: current ? { position: current.position, hospital: current.hospital } : null,
    distanceKm,
  };
}

/** A claim as administrators review it: the profile and who claimed it (their e-mail is what confirms it). */
export function presentClaim(entry: DirectoryDoctorRow, user: UserRow): DirectoryClaimDto {
  return {
    doctor: {
      _id: entry.id,
      name: entry.name,
      speciality: entry.speciality,
      city: entry.city,
      email: entry.email,
    },
    status: entry.claimStatus ?? DIRECTORY_CLAIM_STATUS.pending,
    claimedBy: {
      _id: user.id,
      name: {
        first_name: user.name.first_name,
        last_name: user.name.last_name,
        middle_name: user.name.middle_name ?? '',
      },
      email: user.email,
      emailVerified: user.emailVerified,
    },
    requestedAt: (entry.claimRequestedAt ?? entry.updatedAt).toISOString(),
    confirmedAt: entry.claimConfirmedAt?.toISOString() ?? null,
  };
}
