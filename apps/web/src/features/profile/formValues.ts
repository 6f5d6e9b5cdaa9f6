import type { GENDERS, UserDto, profileUpdateSchema } from '@carenet/shared';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';

type Gender = (typeof GENDERS)[number];

/** What the edit form holds: every editable User field of docs/api-contract.md#entities-and-field-names, never missing, so inputs stay controlled. */
export interface ProfileFormValues {
  name: { first_name: string; middle_name: string; last_name: string };
  gender: Gender | undefined;
  occupation: string;
  educationalQualification: string;
  summary: string;
  linkedInProfileUrl: string;
  twitterProfileUrl: string;
  address: { line1: string; line2: string; city: string; state: string; country: string; zip_code: string };
  specialities: string[];
  languages: string[];
  experience: { experience: string; experianceStartDate: string; experianceEndDate: string }[];
  educationTimelines: { education: string; educationalStartDate: string; educationalEndDate: string }[];
  conferences: { conferencesData: string }[];
  memberships: { membershipDetails: string; memberShipStartDate: string; membershipEndDate: string }[];
  certificates: { certificates: string }[];
  achievements: { achievement: string; achievementsStartDate: string; achievementsEndDate: string }[];
}

/** The validated body of PUT /user/{id}: the schema's output (trimmed, links given a scheme). */
export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;

const MONTH = /^\d{4}-\d{2}$/;

/**
 * The 'YYYY-MM' a month input shows. Older records may hold full dates or ISO timestamps; a value no
 * browser can read becomes empty rather than a field the user cannot see or fix.
 */
export function toMonthValue(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return '';
  if (MONTH.test(trimmed)) return trimmed;
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return '';
  return new Date(time).toISOString().slice(0, 7);
}

function isGender(value: string | null): value is Gender {
  return value === 'm' || value === 'f' || value === 'o';
}

export function toFormValues(user: UserDto): ProfileFormValues {
  return {
    name: {
      first_name: user.name.first_name ?? '',
      middle_name: user.name.middle_name ?? '',
      last_name: user.name.last_name ?? '',
    },
    gender: isGender(user.gender) ? user.gender : undefined,
    occupation: user.occupation ?? '',
    educationalQualification: user.educationalQualification ?? '',
    summary: user.summary ?? '',
    linkedInProfileUrl: user.linkedInProfileUrl ?? '',
    twitterProfileUrl: user.twitterProfileUrl ?? '',
    address: {
      line1: user.address.line1 ?? '',
      line2: user.address.line2 ?? '',
      city: user.address.city ?? '',
      state: user.address.state ?? '',
      country: user.address.country ?? '',
      zip_code: user.address.zip_code ?? '',
    },
    specialities: [...user.specialities],
    languages: [...user.languages],
    experience: user.experience.map((row) => ({
      experience: row.experience,
      experianceStartDate: toMonthValue(row.experianceStartDate),
      experianceEndDate: toMonthValue(row.experianceEndDate),
    })),
    educationTimelines: user.educationTimelines.map((row) => ({
      education: row.education,
      educationalStartDate: toMonthValue(row.educationalStartDate),
      educationalEndDate: toMonthValue(row.educationalEndDate),
    })),
    conferences: user.conferences.map((row) => ({ conferencesData: row.conferencesData })),
    memberships: user.memberships.map((row) => ({
      membershipDetails: row.membershipDetails,
      memberShipStartDate: toMonthValue(row.memberShipStartDate),
      membershipEndDate: toMonthValue(row.membershipEndDate),
    })),
    certificates: user.certificates.map((row) => ({ certificates: row.certificates })),
    achievements: user.achievements.map((row) => ({
      achievement: row.achievement,
      achievementsStartDate: toMonthValue(row.achievementsStartDate),
      achievementsEndDate: toMonthValue(row.achievementsEndDate),
    })),
  };
}

const FORM_KEYS: Record<keyof ProfileFormValues, true> = {
  name: true,
  gender: true,
  occupation: true,
  educationalQualification: true,
  summary: true,
  linkedInProfileUrl: true,
  twitterProfileUrl: true,
  address: true,
  specialities: true,
  languages: true,
  experience: true,
  educationTimelines: true,
  conferences: true,
  memberships: true,
  certificates: true,
  achievements: true,
};

/** Whether a server error path ('address.zip_code', 'experience.0.experience') names a field of the form. */
export function isFormPath(path: string): path is FieldPath<ProfileFormValues> {
  return Object.hasOwn(FORM_KEYS, path.split('.')[0]);
}
