import type { PatientRegistrationDto, PatientRegistrationInput } from '@carenet/shared';

/** The form's values: what the API takes (every optional text is filled in, so inputs stay controlled). */
export type RegistrationFormValues = PatientRegistrationInput;

export function registrationFormValues(saved: PatientRegistrationDto | null): RegistrationFormValues {
  return {
    dateOfBirth: saved?.dateOfBirth ?? '',
    gender: saved?.gender ?? ('' as RegistrationFormValues['gender']),
    bloodGroup: saved?.bloodGroup ?? null,
    heightCm: saved?.heightCm ?? null,
    weightKg: saved?.weightKg ?? null,
    emergencyContact: {
      name: saved?.emergencyContact.name ?? '',
      relationship: saved?.emergencyContact.relationship ?? '',
      phone: saved?.emergencyContact.phone ?? '',
    },
    medicalHistory: saved?.medicalHistory ?? '',
    allergies: saved?.allergies ?? [],
    currentMedication: saved?.currentMedication ?? [],
    insuranceProvider: saved?.insuranceProvider ?? '',
    insuranceNumber: saved?.insuranceNumber ?? '',
  };
}
