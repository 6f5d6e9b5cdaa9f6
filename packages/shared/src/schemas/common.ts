import { z } from 'zod';
import { isValidPostalCode } from '../location/postalCode';
import { MESSAGES } from '../messages';
// Its own module: libphonenumber comes only with the schemas that check a phone number.
export { phoneSchema } from './phoneSchema';

export const GENDERS = ['m', 'f', 'o'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { m: 'Male', f: 'Female', o: 'Other' };
export const ADDRESS_LINE_MAX = 50;
export const ZIP_CODE_MAX = 10;
export const OTP_LENGTH = 6;

export const requiredText = (max = 100) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(max, `At most ${max} characters`);

export const optionalText = (max = 200) => z.string().trim().max(max, `At most ${max} characters`).optional();

export const emailSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

export const otpSchema = z
  .string({ error: MESSAGES.otpFormat })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpFormat);

export const personNameSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  middle_name: z.string().trim().max(50).optional().default(''),
});

/** Whether an address's ZIP / PIN code is one of its country's (location/postalCode.ts). */
export function hasValidPostalCode(address: { country?: unknown; zip_code?: unknown }): boolean {
  if (typeof address.zip_code !== 'string') return true;
  return isValidPostalCode(address.zip_code, typeof address.country === 'string' ? address.country : '');
}

/**
 * How every address schema refines with hasValidPostalCode, so the forms and the API agree: the message
 * beside the code, and checked even when another part is missing, so a form shows every message at once.
 */
export const POSTAL_CODE_CHECK = {
  path: ['zip_code'],
  message: MESSAGES.invalidZipCode,
  when: (payload: z.core.ParsePayload): boolean =>
    typeof (payload.value as { zip_code?: unknown } | undefined)?.zip_code === 'string',
};

/** The parts of an address, for a schema that asks more of some of them (refine it with hasValidPostalCode). */
export const addressFields = {
  line1: z
    .string()
    .trim()
    .max(ADDRESS_LINE_MAX, `At most ${ADDRESS_LINE_MAX} characters`)
    .optional()
    .default(''),
  line2: z
    .string()
    .trim()
    .max(ADDRESS_LINE_MAX, `At most ${ADDRESS_LINE_MAX} characters`)
    .optional()
    .default(''),
  city: z.string().trim().max(100).optional().default(''),
  state: z.string().trim().max(100).optional().default(''),
  country: z.string().trim().max(100).optional().default(''),
  // Its form and length are its country's rule: hasValidPostalCode checks it, once.
  zip_code: z.string().trim().optional().default(''),
};

export const addressSchema = z.object(addressFields).refine(hasValidPostalCode, POSTAL_CODE_CHECK);
export type Address = z.infer<typeof addressSchema>;

/** List paging of docs/api-contract.md (limit and offset as query strings). */
export const pagingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(15),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

/** The ids the API hands out (UUIDs); anything else names nothing, so it is a 404 without a query. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });
