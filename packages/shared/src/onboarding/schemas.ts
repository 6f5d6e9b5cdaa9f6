import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ONBOARDING_MESSAGES } from './messages';
import { passwordSchema } from '../password';
import { PATIENT_PHONE_MAX_LENGTH, PHONE_MAX_LENGTH, isValidPhone } from '../phone';
import {
  GENDERS,
  addressFields,
  emailSchema,
  personNameSchema,
  POSTAL_CODE_CHECK,
  hasValidPostalCode,
  requiredText,
} from '../schemas/common';

/** docs/api-contract.md#entities-and-field-names salutations of a doctor created by an administrator. */
export const SALUTATIONS = ['dr', 'professor'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const SALUTATION_LABELS: Record<Salutation, string> = { dr: 'Dr', professor: 'Professor' };

/** The roles an administrator onboards (docs/roles-and-permissions.md#roles Doctor/Patient/Facility contact creation). */
export const ONBOARD_ROLES = ['doctor', 'patient', 'facility'] as const;
export type OnboardRole = (typeof ONBOARD_ROLES)[number];

export const YEARS_OF_EXPERIENCE_MAX = 80;

/** docs/validation-and-limits.md#accounts: phone required, a valid India or US number, at most 15 characters (16 for a patient). */
export function onboardPhoneSchema(maxLength: number) {
  return z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(maxLength, MESSAGES.invalidPhoneNumber)
    .refine((value) => isValidPhone(value), MESSAGES.invalidPhoneNumber);
}

const requiredPlace = requiredText(100);

/** docs/validation-and-limits.md#addresses: the doctor's and the patient's address need a city, a state and a country. */
export const onboardAddressSchema = z
  .object({ ...addressFields, city: requiredPlace, state: requiredPlace, country: requiredPlace })
  .refine(hasValidPostalCode, POSTAL_CODE_CHECK);

const gender = z.enum(GENDERS, MESSAGES.fieldRequired).optional();

export const onboardDoctorSchema = z.object({
  roles: z.literal('doctor'),
  name: personNameSchema,
  email: emailSchema,
  phone: onboardPhoneSchema(PHONE_MAX_LENGTH),
  gender,
  salutation: z.enum(SALUTATIONS, MESSAGES.fieldRequired),
  /** Educational details (docs/api-contract.md#entities-and-field-names "title"). */
  title: requiredText(200),
  /** A number, or its text from a form field; empty is missing (not 0). */
  yearsOfExperience: z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: MESSAGES.fieldRequired })
      .int(ONBOARDING_MESSAGES.yearsOfExperience)
      .min(0, ONBOARDING_MESSAGES.yearsOfExperience)
      .max(YEARS_OF_EXPERIENCE_MAX, ONBOARDING_MESSAGES.yearsOfExperience),
  ),
  /** Names from the doctor_specializations catalogue; at least one. */
  specialties: z
    .array(z.string().trim().min(1).max(100), { error: MESSAGES.fieldRequired })
    .min(1, MESSAGES.fieldRequired)
    .max(20),
  address: onboardAddressSchema,
});

export const onboardPatientSchema = z.object({
  roles: z.literal('patient'),
  name: personNameSchema,
  email: emailSchema,
  phone: onboardPhoneSchema(PATIENT_PHONE_MAX_LENGTH),
  gender,
  address: onboardAddressSchema,
});

/** Step 1 of Add Hospital: the facility's contact person (docs/api-contract.md#entities-and-field-names Facility contact creation). */
export const onboardFacilityContactSchema = z.object({
  roles: z.literal('facility'),
  name: personNameSchema,
  email: emailSchema,
  phone: onboardPhoneSchema(PHONE_MAX_LENGTH),
  gender,
});

/** POST /user/add and each row of a bulk user import. */
export const onboardUserSchema = z.discriminatedUnion('roles', [
  onboardDoctorSchema,
  onboardPatientSchema,
  onboardFacilityContactSchema,
]);
export type OnboardUserInput = z.output<typeof onboardUserSchema>;
export type OnboardUserFormInput = z.input<typeof onboardUserSchema>;
export type OnboardDoctorInput = z.output<typeof onboardDoctorSchema>;
export type OnboardPatientInput = z.output<typeof onboardPatientSchema>;
export type OnboardFacilityContactInput = z.output<typeof onboardFacilityContactSchema>;

/** POST /user/setPassword: the token from the e-mailed link and the chosen password. */
export const setPasswordSchema = z.object({
  token: z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(200),
  password: passwordSchema,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const setPasswordFormSchema = setPasswordSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string().min(1, MESSAGES.fieldRequired) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type SetPasswordFormInput = z.input<typeof setPasswordFormSchema>;
