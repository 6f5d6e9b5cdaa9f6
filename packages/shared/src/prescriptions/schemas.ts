import { z } from 'zod';
import { GENDERS, UUID_PATTERN } from '../schemas/common';
import { PRESCRIPTION_AGE_MAX, parseAge } from './age';
import { PRESCRIPTION_MESSAGES as M } from './messages';

/** docs/validation-and-limits.md: the hospital named on every prescription is fixed, whoever writes it. */
export const PRESCRIPTION_HOSPITAL_NAME = 'CareNet Hospitals';

export const PRESCRIPTION_LIMITS = {
  medicines: 30,
  fullName: 100,
  medicineName: 100,
  quantity: 50,
  usage: 200,
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.textTooLong(max));

/** docs/validation-and-limits.md#accounts: adding a medicine needs its name, quantity and usage. */
export const medicineSchema = z.object({
  name: required(M.medicineNameRequired, PRESCRIPTION_LIMITS.medicineName),
  quantity: required(M.medicineQuantityRequired, PRESCRIPTION_LIMITS.quantity),
  usage: required(M.medicineUsageRequired, PRESCRIPTION_LIMITS.usage),
});
export type MedicineInput = z.input<typeof medicineSchema>;
export type Medicine = z.output<typeof medicineSchema>;

/** docs/validation-and-limits.md: with an empty list, the three messages of a medicine not yet entered. */
const EMPTY_LIST_MESSAGES = [M.medicineNameRequired, M.medicineQuantityRequired, M.medicineUsageRequired];

export const medicineListSchema = z
  .array(medicineSchema)
  .max(PRESCRIPTION_LIMITS.medicines, M.tooManyMedicines)
  .default([])
  .superRefine((medicines, ctx) => {
    if (medicines.length > 0) return;
    for (const message of EMPTY_LIST_MESSAGES) ctx.addIssue({ code: 'custom', message });
  });

/**
 * An age in whole years, as a number or as the form shows it ('34', or '< 1' under one year, docs/validation-and-limits.md);
 * what comes out is the number sent, 0 under one year.
 */
export const prescriptionAgeSchema = z
  .union([z.number(), z.string()], { error: M.ageRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: M.ageRequired });
      return z.NEVER;
    }
    const age = typeof value === 'number' ? value : parseAge(value);
    if (age === null || !Number.isInteger(age) || age < 0 || age > PRESCRIPTION_AGE_MAX) {
      ctx.addIssue({ code: 'custom', message: M.ageInvalid });
      return z.NEVER;
    }
    return age;
  });

/** docs/api-contract.md#entities-and-field-names Prescription patient{fullName, age, gender m/f/o}; all three required (docs/validation-and-limits.md#accounts). */
export const prescriptionPatientSchema = z.object({
  fullName: required(M.fullNameRequired, PRESCRIPTION_LIMITS.fullName),
  age: prescriptionAgeSchema,
  gender: z.enum(GENDERS, { error: M.genderRequired }),
});

/**
 * POST /cretePrescription {doctor, patient, medicines, requestId} (docs/api-contract.md). A `doctor` sent by a
 * client is dropped: the server fills it from the signed-in doctor's profile (docs/roles-and-permissions.md#who-may-do-what).
 */
export const createPrescriptionSchema = z.object({
  requestId: z.string({ error: M.invalidRequest }).trim().regex(UUID_PATTERN, M.invalidRequest),
  patient: prescriptionPatientSchema,
  medicines: medicineListSchema,
});
export type CreatePrescriptionInput = z.input<typeof createPrescriptionSchema>;
export type CreatePrescription = z.output<typeof createPrescriptionSchema>;

/** GET /getPrescription?requestId (docs/api-contract.md). */
export const prescriptionQuerySchema = z.object({
  requestId: z.string().trim().regex(UUID_PATTERN, M.invalidRequest),
});

/** GET /prescription/{id}/pdf: the reader's time zone dates the print as they know the day. */
export const prescriptionPdfQuerySchema = z.object({
  timeZone: z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
