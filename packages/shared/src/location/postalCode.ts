import type { LocationCountryCode } from './dto';

/**
 * The postal code rule of each country CareNet serves: an Indian PIN is 6 digits and none starts with 0;
 * a US ZIP code is 5 digits, or ZIP+4 (12345-6789).
 */
const POSTAL_CODE_RULES: Record<LocationCountryCode, RegExp> = {
  IN: /^[1-9]\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/**
 * Any other country's: 3 to 10 letters, digits, spaces and hyphens, starting and ending with a letter
 * or digit (SW1A 1AA, 10115, D02 X285, 1010-001), for an address a person abroad keeps in their profile.
 */
const OTHER_COUNTRY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** How an address may write its country: the name it stores (GET /country), the ISO code, or a usual short form. */
const COUNTRY_SPELLINGS: Record<string, LocationCountryCode> = {
  in: 'IN',
  ind: 'IN',
  india: 'IN',
  bharat: 'IN',
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
};

/** The served country an address names, or null for any other (or none). */
export function servedCountryOf(country: string | null | undefined): LocationCountryCode | null {
  const wanted = (country ?? '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return Object.hasOwn(COUNTRY_SPELLINGS, wanted) ? COUNTRY_SPELLINGS[wanted] : null;
}

/** Whether `code` (already trimmed) is a postal code of the address's country; an empty code is a missing one, not a wrong one. */
export function isValidPostalCode(code: string, country: string | null | undefined): boolean {
  if (code === '') return true;
  const served = servedCountryOf(country);
  return (served ? POSTAL_CODE_RULES[served] : OTHER_COUNTRY_POSTAL_CODE).test(code);
}
