import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_SYMBOLS,
  generatePassword,
  passwordProblems,
  passwordSchema,
} from './password';

const startsOrEndsWithSymbol = (value: string) =>
  PASSWORD_SYMBOLS.includes(value[0]) || PASSWORD_SYMBOLS.includes(value[value.length - 1]);

/** Every docs/validation-and-limits.md#accounts property of a generated password of the given length. */
function expectGeneratedPassword(value: string, length: number) {
  expect(value).toHaveLength(length);
  expect(value).toMatch(/[a-z]/);
  expect(value).toMatch(/[A-Z]/);
  expect(value).toMatch(/[0-9]/);
  expect([...value].some((c) => PASSWORD_SYMBOLS.includes(c))).toBe(true);
  expect(startsOrEndsWithSymbol(value)).toBe(false);
  expect(value).not.toMatch(/[oO0]/);
  expect(value).toMatch(/^[A-Za-z0-9!@#$%^&*]+$/);
  expect(passwordProblems(value)).toEqual([]);
  expect(passwordSchema.safeParse(value).success).toBe(true);
}

describe('generatePassword', () => {
  it('is 10 characters long by default', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(10);
    expect(generatePassword()).toHaveLength(10);
  });

  it('always has lower, upper, digit and symbol, no symbol at either end, no o, O or 0, and passes every rule', () => {
    // The generator draws from crypto randomness, so the property is checked over many draws.
    for (let i = 0; i < 3000; i++) expectGeneratedPassword(generatePassword(), 10);
  });

  it('honours custom lengths with the same guarantees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 128 }), (length) => {
        expectGeneratedPassword(generatePassword(length), length);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the guarantees at the shortest length, where symbols crowd the letters most', () => {
    for (let i = 0; i < 3000; i++) expectGeneratedPassword(generatePassword(6), 6);
  });

  it('refuses a length below the password minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5 }), (length) => {
        expect(() => generatePassword(length)).toThrow(RangeError);
      }),
    );
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });
});

describe('passwordProblems', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Abcde1!')).toEqual([]);
    expect(passwordProblems('Zz9_zz')).toEqual([]);
  });

  it('reports an empty password as required, and only that', () => {
    expect(passwordProblems('')).toEqual([MESSAGES.passwordRequired]);
  });

  it('reports a missing letter (and so a missing capital)', () => {
    expect(passwordProblems('12345!')).toEqual([MESSAGES.passwordLetter, MESSAGES.passwordCapital]);
  });

  it('reports a missing capital letter', () => {
    expect(passwordProblems('abcde1!')).toEqual([MESSAGES.passwordCapital]);
  });

  it('reports a missing digit', () => {
    expect(passwordProblems('Abcdef!')).toEqual([MESSAGES.passwordDigit]);
  });

  it('reports a missing special character; hyphen, slash and spaces are not special', () => {
    expect(passwordProblems('Abcde12')).toEqual([MESSAGES.passwordSpecial]);
    expect(passwordProblems('Abc-1/2')).toEqual([MESSAGES.passwordSpecial]);
    expect(passwordProblems('Abc 1 2')).toEqual([MESSAGES.passwordSpecial]);
  });

  it('reports a password shorter than 6 characters', () => {
    expect(passwordProblems('Ab1!x')).toEqual([MESSAGES.passwordLength]);
    expect(passwordProblems('Ab1!xy')).toEqual([]);
  });

  it('lists every broken rule in rule order', () => {
    expect(passwordProblems('a')).toEqual([
      MESSAGES.passwordCapital,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
      MESSAGES.passwordLength,
    ]);
  });

  it('gives each rule its own message', () => {
    const messages = [
      MESSAGES.passwordRequired,
      MESSAGES.passwordLetter,
      MESSAGES.passwordCapital,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
      MESSAGES.passwordLength,
    ];
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('passwordSchema', () => {
  it('reports each broken rule as its own issue', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.passwordCapital,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
      MESSAGES.passwordLength,
    ]);
  });

  it('refuses a password longer than 128 characters', () => {
    const result = passwordSchema.safeParse(`Ab1!${'x'.repeat(125)}`);
    expect(result.error?.issues[0].message).toBe(MESSAGES.passwordTooLong);
  });

  it('refuses a missing password with the required message', () => {
    expect(passwordSchema.safeParse(undefined).error?.issues[0].message).toBe(MESSAGES.passwordRequired);
  });
});
