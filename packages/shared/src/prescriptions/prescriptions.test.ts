import { describe, expect, it } from 'vitest';
import { ageOn, formatAge, parseAge } from './age';
import { PRESCRIPTION_MESSAGES as M } from './messages';
import { createPrescriptionSchema, medicineSchema } from './schemas';

/** A fixed "today": 5 March 2025, local calendar day. */
const TODAY = new Date(2025, 2, 5, 10, 30);

describe('ageOn', () => {
  it.each([
    ['1990-03-05', 35, 'the birthday is today'],
    ['1990-03-06', 34, 'the birthday is tomorrow'],
    ['1990-12-31', 34, 'the birthday is later in the year'],
    ['1990-01-01', 35, 'the birthday was earlier in the year'],
    ['2024-03-05', 1, 'exactly one year old'],
    ['2024-03-06', 0, 'one day short of a year'],
    ['2025-03-05', 0, 'born today'],
  ])('%s gives %i (%s)', (dateOfBirth, age) => {
    expect(ageOn(dateOfBirth, TODAY)).toBe(age);
  });

  it('counts a 29 February birthday as passed from 1 March in other years', () => {
    expect(ageOn('2000-02-29', new Date(2025, 1, 28))).toBe(24);
    expect(ageOn('2000-02-29', new Date(2025, 2, 1))).toBe(25);
    expect(ageOn('2000-02-29', new Date(2024, 1, 29))).toBe(24);
  });

  it('gives null for a date after today or one that is not a real day', () => {
    expect(ageOn('2025-03-06', TODAY)).toBeNull();
    expect(ageOn('2023-02-29', TODAY)).toBeNull();
    expect(ageOn('05-03-1990', TODAY)).toBeNull();
    expect(ageOn('', TODAY)).toBeNull();
  });
});

describe('formatAge and parseAge', () => {
  it("shows an age under one year as '< 1' and reads it back as 0", () => {
    expect(formatAge(0)).toBe('< 1');
    expect(formatAge(1)).toBe('1');
    expect(formatAge(42)).toBe('42');
    expect(parseAge('< 1')).toBe(0);
    expect(parseAge('<1')).toBe(0);
    expect(parseAge(formatAge(ageOn('2024-09-01', TODAY) ?? -1))).toBe(0);
  });

  it('reads whole years and refuses anything else', () => {
    expect(parseAge(' 34 ')).toBe(34);
    expect(parseAge('130')).toBe(130);
    for (const text of ['131', '-1', '3.5', 'abc', '', '< 2']) expect(parseAge(text)).toBeNull();
  });
});

const valid = {
  requestId: '0190a6c4-1f7e-7b3c-9d2e-000000000001',
  patient: { fullName: 'Priya Sharma', age: '< 1', gender: 'f' },
  medicines: [{ name: 'Paracetamol 250 mg syrup', quantity: '1 bottle', usage: '5 ml every 6 hours' }],
};

const messagesOf = (input: unknown) => {
  const parsed = createPrescriptionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('createPrescriptionSchema', () => {
  it("sends an age shown as '< 1' as 0, and a typed age as its number", () => {
    expect(createPrescriptionSchema.parse(valid).patient.age).toBe(0);
    expect(
      createPrescriptionSchema.parse({ ...valid, patient: { ...valid.patient, age: 34 } }).patient.age,
    ).toBe(34);
  });

  it('gives the three SPEC messages for an empty medicine list, and for a missing one', () => {
    const expected = [
      ['medicines', 'Please enter name of medicine'],
      ['medicines', 'Please enter quantity of medicine'],
      ['medicines', 'Please enter usage of medicine'],
    ];
    expect(messagesOf({ ...valid, medicines: [] })).toEqual(expected);
    expect(messagesOf({ requestId: valid.requestId, patient: valid.patient })).toEqual(expected);
  });

  it('requires full name, age and gender', () => {
    expect(messagesOf({ ...valid, patient: { fullName: ' ', age: '', gender: '' } })).toEqual([
      ['patient.fullName', M.fullNameRequired],
      ['patient.age', M.ageRequired],
      ['patient.gender', M.genderRequired],
    ]);
    expect(messagesOf({ ...valid, patient: {} })).toEqual([
      ['patient.fullName', M.fullNameRequired],
      ['patient.age', M.ageRequired],
      ['patient.gender', M.genderRequired],
    ]);
    for (const age of [-1, 2.5, 131, 'twelve'])
      expect(messagesOf({ ...valid, patient: { ...valid.patient, age } })).toEqual([
        ['patient.age', M.ageInvalid],
      ]);
  });
});

describe('medicineSchema', () => {
  it('needs a name, a quantity and a usage to add a medicine', () => {
    const parsed = medicineSchema.safeParse({ name: '', quantity: '  ', usage: '' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'Please enter name of medicine',
      'Please enter quantity of medicine',
      'Please enter usage of medicine',
    ]);
  });
});
