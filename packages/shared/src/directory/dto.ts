import type { DirectoryClaimStatus, DirectoryDriverName } from './constants';

export interface DirectoryExperienceDto {
  position: string;
  hospital: string;
  duration: string;
}

export interface DirectoryEducationDto {
  degree: string;
  institution: string;
  year: string;
}

/** GET /directory/doctors/{id}: an AI doctor profile (SPEC's fields) with where the doctor practises. */
export interface DirectoryDoctorDto {
  _id: string;
  name: string;
  phone: string | null;
  email: string | null;
  linkedin: string | null;
  twitter: string | null;
  speciality: string;
  experience: DirectoryExperienceDto[];
  education: DirectoryEducationDto[];
  memberships: string[];
  certifications: string[];
  achievements: string[];
  languages: string[];
  city: string;
  state: string;
  country: string;
  source: 'directory';
  /** Which directory answered: CareNet's own table or the external one. */
  driver: DirectoryDriverName;
  /** The claim as the viewer may know it: its state, and whether the viewer made it. */
  claim: { status: DirectoryClaimStatus | null; byViewer: boolean };
  /** Once a claim is confirmed: the CareNet profile (/DoctorProfile/{id}) of the doctor it belongs to. */
  careNetProfileId: string | null;
  /** Decided by the server (docs/directory.md#claiming). */
  abilities: { claim: boolean };
}

/** POST /directory/doctors/import: what was imported and each refused row with its line number. */
export interface DirectoryImportResultDto {
  imported: number;
  refused: { line: number; errors: string[] }[];
}

/** A CareNet doctor found by GET /findDoctors. */
export interface FoundCareNetDoctorDto {
  source: 'carenet';
  _id: string;
  name: { first_name: string; last_name: string; middle_name: string };
  salutation: string | null;
  profile_image_url: string | null;
  specialities: string[];
  yearsOfExperience: number | null;
  languages: string[];
  city: string | null;
  facilities: { _id: string; orgName: string }[];
  /** The first slot a patient may book, within the next two weeks; null when none. */
  nextFreeSlot: { startTime: number; endTime: number } | null;
  /** Kilometres from `near`, when asked and the doctor's city is known. */
  distanceKm: number | null;
}

/** A directory doctor found by GET /findDoctors, opening /DoctorProfileAi/{id}. */
export interface FoundDirectoryDoctorDto {
  source: 'directory';
  _id: string;
  name: string;
  speciality: string;
  city: string;
  languages: string[];
  /** The latest post held, as the directory tells it. */
  currentPosition: { position: string; hospital: string } | null;
  distanceKm: number | null;
}

export type FoundDoctorDto = FoundCareNetDoctorDto | FoundDirectoryDoctorDto;

/**
 * GET /findDoctors data: one list, CareNet's doctors first, then the directory's, paged together by
 * offset over both (totalCountOfRecords counts both). When the directory fails, CareNet's doctors still
 * come, and directoryError says so.
 */
export interface FindDoctorsPageDto {
  doctors: FoundDoctorDto[];
  directoryError: string | null;
}

/** GET /doctors/{id}/practice: where a verified doctor practises and the services offered there. */
export interface DoctorPracticeDto {
  facilities: { _id: string; orgName: string; facilityServices: string[] }[];
  /** Every service of those facilities, once, by name. */
  services: string[];
}

/** GET /directory/claims: one claim, with the profile and the CareNet doctor who made it. */
export interface DirectoryClaimDto {
  doctor: { _id: string; name: string; speciality: string; city: string; email: string | null };
  status: DirectoryClaimStatus;
  claimedBy: {
    _id: string;
    name: { first_name: string; last_name: string; middle_name: string };
    email: string;
    emailVerified: boolean;
  };
  requestedAt: string;
  confirmedAt: string | null;
}
