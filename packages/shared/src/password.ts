import { z } from 'zod';
import { MESSAGES } from './messages';

/** One entry per rule of docs/validation-and-limits.md#accounts Password, each with its own message, checked in this order. */
export const PASSWORD_RULES: ReadonlyArray<{ test: (value: string) => boolean; message: string }> = [
  { test: (v) => v.length > 0, message: MESSAGES.passwordRequired },
  { test: (v) => /[A-Za-z]/.test(v), message: MESSAGES.passwordLetter },
  { test: (v) => /[A-Z]/.test(v), message: MESSAGES.passwordCapital },
  { test: (v) => /[0-9]/.test(v), message: MESSAGES.passwordDigit },
  // "special" means anything but a letter, a digit, a hyphen, a slash or white space.
  { test: (v) => /[^A-Za-z0-9\-/\s]/.test(v), message: MESSAGES.passwordSpecial },
  { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: MESSAGES.passwordLength },
];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const GENERATED_PASSWORD_LENGTH = 10;

/** Every rule the value breaks, in rule order (empty when the password is acceptable). */
export function passwordProblems(value: string): string[] {
  if (value.length === 0) return [MESSAGES.passwordRequired];
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}

/** A zod schema that reports each broken rule of docs/validation-and-limits.md#accounts Password as its own issue. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

// The letter o (either case) and the digit 0 are left out so a generated password is never misread.
const LOWER = 'abcdefghijklmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNPQRSTUVWXYZ';
const DIGITS = '123456789';
const SYMBOLS = '!@#$%^&*';
const ALPHANUMERIC = LOWER + UPPER + DIGITS;

function randomIndex(max: number): number {
  // Rejection sampling keeps the choice uniform.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % max;
  }
}

function pick(alphabet: string): string {
  return alphabet[randomIndex(alphabet.length)];
}

/**
 * docs/validation-and-limits.md#accounts generated password: default length 10, with lower case, upper case, a digit and a symbol,
 * never starting or ending with a symbol, without the letter o or the digit 0.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  if (length < 6) throw new RangeError('A generated password needs at least 6 characters');
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALPHANUMERIC + SYMBOLS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  // Swap a symbol at either end with an alphanumeric character from the middle (one always exists:
  // at most length-3 symbols sit among at least three letters and digits).
  for (const end of [0, chars.length - 1]) {
    if (!SYMBOLS.includes(chars[end])) continue;
    const inner = chars.findIndex((c, i) => i > 0 && i < chars.length - 1 && ALPHANUMERIC.includes(c));
    [chars[end], chars[inner]] = [chars[inner], chars[end]];
  }
  return chars.join('');
}

export const PASSWORD_SYMBOLS = SYMBOLS;
