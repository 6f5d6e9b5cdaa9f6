import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** docs/validation-and-limits.md: only India and US numbers, India by default. */
export const PHONE_COUNTRIES = ['IN', 'US'] as const satisfies readonly CountryCode[];
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'IN';
export const PHONE_MAX_LENGTH = 15;
export const PATIENT_PHONE_MAX_LENGTH = 16;

// libphonenumber finds a number inside any text ('9876543210@gmail.com' would pass as a phone, and an
// account look-up would then match someone else's number), so only digits and separators are let through.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The number in E.164 form when it is a valid Indian or US number, else null. */
export function normalisePhone(
  input: string,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  if (!parsed.country || !(PHONE_COUNTRIES as readonly string[]).includes(parsed.country)) return null;
  return parsed.number;
}

export function isValidPhone(input: string, defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  return normalisePhone(input, defaultCountry) !== null;
}
