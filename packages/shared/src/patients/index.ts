import { z } from 'zod';
import { GENDERS, UUID_PATTERN, addressSchema } from '../schemas/common';
import { MESSAGES } from '../messages';
import { DEFAULT_PHONE_COUNTRY, isValidPhone } from '../phone';

/** Patient registration and consent text (SPEC leaves it unnamed; a hospital intake's words). */
export const PATIENT_MESSAGES = {
  dateOfBirthRequired: 'Please enter the date of birth',
  dateOfBirthInFuture: 'The date of birth cannot be in the future',
  dateOfBirthTooOld: 'Please check the date of birth',
  genderRequired: 'Please select the gender',
  emergencyNameRequired: 'Please enter the name of an emergency contact',
  emergencyPhoneInvalid: 'Please enter a valid phone number for the emergency contact',
  registrationSaved: 'Patient registration saved',
  registrationNotFound: 'This patient has not registered yet',
  onlyPatientRegisters: 'Only the patient, or an administrator, can fill in this registration.',
  consentScopeRequired: 'Please choose what the consent is for',
  consentMustAgree: 'Please confirm that you agree',
  consentRecorded: 'Your consent is recorded',
  consentWithdrawn: 'Your consent is withdrawn',
  consentAlreadyWithdrawn: 'This consent was already withdrawn',
  onlyPatientConsents: 'Only the patient can give or withdraw their consent.',
  invalidPatient: 'Please choose a patient',
} as const;

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

const OLDEST_AGE_YEARS = 130;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A date of birth as YYYY-MM-DD: a real day, not in the future, not absurdly long ago. */
export const dateOfBirthSchema = z
  .string({ error: PATIENT_MESSAGES.dateOfBirthRequired })
  .trim()
  .regex(isoDate, PATIENT_MESSAGES.dateOfBirthRequired)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), PATIENT_MESSAGES.dateOfBirthRequired)
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), PATIENT_MESSAGES.dateOfBirthInFuture)
  .refine(
    (value) =>
      new Date(`${value}T00:00:00Z`).getUTCFullYear() >= new Date().getUTCFullYear() - OLDEST_AGE_YEARS,
    PATIENT_MESSAGES.dateOfBirthTooOld,
  );

const listOfText = z.array(z.string().trim().min(1).max(200)).max(50).optional().default([]);

/** POST /patientRegistration: the intake form a hospital would use. */
export const patientRegistrationSchema = z.object({
  /** An administrator registers a patient by id; a patient registers themselves (omit it). */
  userId: z.string().trim().regex(UUID_PATTERN, PATIENT_MESSAGES.invalidPatient).optional(),
  dateOfBirth: dateOfBirthSchema,
  gender: z.enum(GENDERS, { error: PATIENT_MESSAGES.genderRequired }),
  bloodGroup: z.enum(BLOOD_GROUPS).nullish(),
  heightCm: z.number().int().positive().max(300).nullish(),
  weightKg: z.number().int().positive().max(700).nullish(),
  address: addressSchema.optional(),
  emergencyContact: z.object({
    name: z
      .string({ error: PATIENT_MESSAGES.emergencyNameRequired })
      .trim()
      .min(1, PATIENT_MESSAGES.emergencyNameRequired)
      .max(100),
    relationship: z.string().trim().max(50).optional().default(''),
    phone: z
      .string({ error: PATIENT_MESSAGES.emergencyPhoneInvalid })
      .trim()
      .refine((value) => isValidPhone(value, DEFAULT_PHONE_COUNTRY), PATIENT_MESSAGES.emergencyPhoneInvalid),
  }),
  medicalHistory: z.string().trim().max(5000).optional().default(''),
  allergies: listOfText,
  currentMedication: listOfText,
  insuranceProvider: z.string().trim().max(100).optional().default(''),
  insuranceNumber: z.string().trim().max(100).optional().default(''),
});
export type PatientRegistrationInput = z.input<typeof patientRegistrationSchema>;
export type PatientRegistration = z.output<typeof patientRegistrationSchema>;

/** GET /getpatientRegistration: by the patient's userId or the registration's id (docs/api-contract.md). */
export const patientRegistrationQuerySchema = z
  .object({
    userId: z.string().trim().regex(UUID_PATTERN, PATIENT_MESSAGES.invalidPatient).optional(),
    id: z.string().trim().regex(UUID_PATTERN, MESSAGES.notFound).optional(),
  })
  .refine((value) => Boolean(value.userId) !== Boolean(value.id), {
    message: 'Give either userId or id',
    path: ['userId'],
  });

/** What a patient may consent to. */
export const CONSENT_SCOPES = ['treatment', 'telemedicine', 'data-sharing'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];
export const CONSENT_SCOPE_LABELS: Record<ConsentScope, string> = {
  treatment: 'Examination and treatment',
  telemedicine: 'Consultations by video call',
  'data-sharing': 'Sharing my records with the doctors on my requests',
};

/**
 * The words a patient reads before agreeing; the API keeps them with the consent as they were, so a
 * later change of wording never changes what someone agreed to.
 */
export const CONSENT_STATEMENTS: Record<ConsentScope, string> = {
  treatment:
    'I agree to be examined and treated by the CareNet doctors who accept my requests. They have explained, or will explain before they start, what they propose, its risks and the alternatives, and I may ask questions or stop at any time.',
  telemedicine:
    'I agree to consultations by video call. I understand that a doctor cannot examine me in person on a call, that I should join from a private place, and that in an emergency I must go to the nearest hospital instead.',
  'data-sharing':
    'I agree that the doctors on my requests may read my registration, medical records and prescriptions to treat me. Every reading is recorded, and I may withdraw this consent at any time.',
};

/** POST /patientConsent: the patient agrees, for one scope, optionally about one request. */
export const patientConsentSchema = z.object({
  scope: z.enum(CONSENT_SCOPES, { error: PATIENT_MESSAGES.consentScopeRequired }),
  requestId: z.string().trim().regex(UUID_PATTERN, MESSAGES.notFound).nullish(),
  /** The words the patient read, kept as they were when they agreed. */
  statement: z.string().trim().min(1).max(5000),
  agreed: z.literal(true, { error: PATIENT_MESSAGES.consentMustAgree }),
});
export type PatientConsentInput = z.input<typeof patientConsentSchema>;

/** GET /getPatientConsents: a patient's consents (their own without userId). */
export const patientConsentsQuerySchema = z.object({
  userId: z.string().trim().regex(UUID_PATTERN, PATIENT_MESSAGES.invalidPatient).optional(),
});

export interface PatientRegistrationDto {
  _id: string;
  userId: string;
  dateOfBirth: string;
  gender: (typeof GENDERS)[number];
  bloodGroup: (typeof BLOOD_GROUPS)[number] | null;
  heightCm: number | null;
  weightKg: number | null;
  address: Record<string, string>;
  emergencyContact: { name: string; relationship: string; phone: string };
  medicalHistory: string;
  allergies: string[];
  currentMedication: string[];
  insuranceProvider: string;
  insuranceNumber: string;
  createdAt: string;
  updatedAt: string;
}

export interface PatientConsentDto {
  _id: string;
  userId: string;
  scope: ConsentScope;
  requestId: string | null;
  statement: string;
  grantedAt: string;
  withdrawnAt: string | null;
}
