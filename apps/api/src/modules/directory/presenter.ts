import type { DirectoryDoctorDto, DirectoryDriverName, FoundDirectoryDoctorDto } from '@carenet/shared';
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
