/** The oldest age a prescription accepts; anything above is a typing mistake. */
export const PRESCRIPTION_AGE_MAX = 130;

/** docs/validation-and-limits.md#clinical Prescription: under one year is shown as '< 1' (and sent as 0). */
export const UNDER_ONE_YEAR = '< 1';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Completed years between a date of birth (YYYY-MM-DD) and `today`'s calendar day, as the reader's
 * calendar has it; null for a date that is not a real day or lies after today. Someone born on
 * 29 February has their birthday on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = ISO_DATE.exec(dateOfBirth.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const birth = new Date(year, month - 1, day);
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return null;
  const todayMonth = today.getMonth() + 1;
  const hadBirthday = todayMonth > month || (todayMonth === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/** How an age is shown: '< 1' under one year (docs/validation-and-limits.md), else the years. */
export function formatAge(age: number): string {
  return age < 1 ? UNDER_ONE_YEAR : String(age);
}

/** Reads an age as typed or shown: '< 1' (spaces optional) is 0, whole years as digits; null otherwise. */
export function parseAge(text: string): number | null {
  const value = text.trim();
  if (/^<\s*1$/.test(value)) return 0;
  if (!/^\d{1,3}$/.test(value)) return null;
  const age = Number(value);
  return age <= PRESCRIPTION_AGE_MAX ? age : null;
}
