import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { DEFAULT_PHONE_COUNTRY, isValidPhone, normalisePhone } from './phone';
import { phoneSchema } from './schemas/common';

describe('normalisePhone', () => {
  it('defaults to India', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IN');
  });

  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 (98765) 43210', '+919876543210'],
    ['  +91-98765-43210  ', '+919876543210'],
  ])('accepts the Indian number %j as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('reads a bare 10-digit Indian mobile number as Indian by default', () => {
    expect(normalisePhone('9876543210')).toBe('+919876543210');
    expect(normalisePhone('09876543210')).toBe('+919876543210');
    expect(isValidPhone('9876543210')).toBe(true);
  });

  it.each([
    ['+1 201-555-0123', '+12015550123'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('accepts the US number %j as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('reads a bare US number as American when told the country', () => {
    expect(normalisePhone('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(isValidPhone('9876543210', 'US')).toBe(false);
  });

  it.each([
    ['a UK number', '+44 20 7946 0958'],
    ['a UK mobile', '+44 7911 123456'],
    ['a Canadian number', '+1 604 555 5555'],
  ])('refuses %s (only India and US)', (_what, input) => {
    expect(normalisePhone(input)).toBeNull();
    expect(isValidPhone(input)).toBe(false);
  });

  it.each(['', '   ', 'abc', 'phone', '12345', '+91 12345', '98765abc43210', '+', '++919876543210'])(
    'refuses the garbage %j',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );

  it('refuses a number hidden in other text, such as an e-mail address', () => {
    expect(normalisePhone('9876543210@gmail.com')).toBeNull();
    expect(normalisePhone('ravi.9876543210@example.in')).toBeNull();
    expect(normalisePhone('+919876543210abc')).toBeNull();
    expect(normalisePhone('+91 98765 43210 ext 5')).toBeNull();
  });

  it('never throws and only ever answers null or an Indian or US number in E.164 form', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const result = normalisePhone(input);
        if (result !== null) expect(result).toMatch(/^\+(91|1)\d{10}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every Indian mobile number in the 6-9 ranges, with or without +91', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), (first, rest) => {
        const local = `${first}${rest}`;
        expect(normalisePhone(local)).toBe(`+91${local}`);
        expect(normalisePhone(`+91 ${local}`)).toBe(`+91${local}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('phoneSchema', () => {
  it('passes a valid number and refuses another with the SPEC message', () => {
    expect(phoneSchema.safeParse('+919876543210').success).toBe(true);
    expect(phoneSchema.safeParse('+44 20 7946 0958').error?.issues[0].message).toBe(
      MESSAGES.invalidPhoneNumber,
    );
    expect(phoneSchema.safeParse('').error?.issues[0].message).toBe(MESSAGES.invalidPhoneNumber);
  });
});
