import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
import { VERIFICATION_KINDS, VERIFICATION_MESSAGES, VERIFICATION_STATES } from './verification';

// Apart from ./verification, whose messages and states the feed and badges read without zod.

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const listOfText = (message: string) => z.array(text(100, message)).min(1, message).max(20);

const documentKeys = z
  .array(z.string().trim().min(1).max(300), { error: VERIFICATION_MESSAGES.documentRequired })
  .min(1, VERIFICATION_MESSAGES.documentRequired)
  .max(5);

/** POST /verification for a doctor: what a medical council checks. */
export const doctorVerificationSchema = z.object({
  kind: z.literal('doctor'),
  registrationNumber: text(50, VERIFICATION_MESSAGES.registrationNumberRequired),
  authority: text(150, VERIFICATION_MESSAGES.authorityRequired),
  registrationYear: z.coerce
    .number({ error: VERIFICATION_MESSAGES.registrationYearInvalid })
    .int(VERIFICATION_MESSAGES.registrationYearInvalid)
    .min(1940, VERIFICATION_MESSAGES.registrationYearInvalid)
    .max(2100, VERIFICATION_MESSAGES.registrationYearInvalid)
    .refine((year) => year <= new Date().getFullYear(), VERIFICATION_MESSAGES.registrationYearInvalid),
  qualifications: listOfText(VERIFICATION_MESSAGES.qualificationsRequired),
  specialties: listOfText(VERIFICATION_MESSAGES.specialtiesRequired),
  documentKeys,
});

/** POST /verification for a facility user, or for one of their facilities (orgId). */
export const facilityVerificationSchema = z.object({
  kind: z.enum(['facility', 'organization']),
  orgId: z.string().trim().regex(UUID_PATTERN, VERIFICATION_MESSAGES.organizationRequired).optional(),
  registrationNumber: text(50, VERIFICATION_MESSAGES.registrationNumberRequired),
  authority: text(150, VERIFICATION_MESSAGES.authorityRequired),
  documentKeys,
});

export const verificationSubmissionSchema = z.discriminatedUnion('kind', [
  doctorVerificationSchema,
  facilityVerificationSchema,
]);
export type VerificationSubmissionInput = z.input<typeof verificationSubmissionSchema>;
export type DoctorVerificationInput = z.input<typeof doctorVerificationSchema>;
export type FacilityVerificationInput = z.input<typeof facilityVerificationSchema>;

/** An administrator's rejection carries the reason the applicant reads. */
export const verificationRejectionSchema = z.object({
  reason: text(500, VERIFICATION_MESSAGES.reasonRequired),
});

export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATES).optional().default('pending'),
  kind: z.enum(VERIFICATION_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

export const myVerificationQuerySchema = z.object({
  kind: z.enum(VERIFICATION_KINDS).optional(),
  orgId: z.string().trim().regex(UUID_PATTERN, VERIFICATION_MESSAGES.organizationRequired).optional(),
});
