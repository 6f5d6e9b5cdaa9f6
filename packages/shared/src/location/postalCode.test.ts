import { describe, expect, it } from 'vitest';
import { addressSchema, MESSAGES } from '../index';
import { organizationAddressSchema } from '../organizations/schemas';
import { isValidPostalCode, servedCountryOf } from './postalCode';

describe('isValidPostalCode', () => {
  it('takes an Indian PIN of 6 digits that does not start with 0, and nothing else', () => {
    for (const pin of ['500001', '110011', '999999']) expect(isValidPostalCode(pin, 'India'), pin).toBe(true);
    for (const pin of ['50000A', 'ABCDEF', '012345', '50001', '5000011', '500 001', '500-001']) {
      expect(isValidPostalCode(pin, 'India'), pin).toBe(false);
    }
  });

  it('takes a US ZIP code of 5 digits or ZIP+4', () => {
    for (const zip of ['10001', '02134', '94105-1234']) {
      expect(isValidPostalCode(zip, 'United States'), zip).toBe(true);
    }
    for (const zip of ['1000', '100011', '10001-12', '10001 1234', 'ABCDE', '10O01']) {
      expect(isValidPostalCode(zip, 'United States'), zip).toBe(false);
    }
  });

  it('knows the country by its stored name, its ISO code or a usual short form, in any case', () => {
    for (const country of ['India', 'IN', 'india', ' INDIA ']) expect(servedCountryOf(country)).toBe('IN');
    for (const country of ['United States', 'US', 'USA', 'U.S.A.', 'united states of america']) {
      expect(servedCountryOf(country)).toBe('US');
    }
    for (const country of ['', 'Germany', 'constructor', 'toString'])
      expect(servedCountryOf(country)).toBeNull();
    expect(isValidPostalCode('50000A', 'IN')).toBe(false);
    expect(isValidPostalCode('94105-1234', 'USA')).toBe(true);
  });

  it('holds any other country (or none) to 3 to 10 letters, digits, spaces and hyphens', () => {
    for (const code of ['SW1A 1AA', '10115', 'D02 X285', '1010-001', '752']) {
      expect(isValidPostalCode(code, 'Somewhere'), code).toBe(true);
    }
    for (const code of ['12', '-1234', '1234-', 'AB_123', '12345678901', 'ü1234']) {
      expect(isValidPostalCode(code, 'Somewhere'), code).toBe(false);
    }
    expect(isValidPostalCode('SW1A 1AA', '')).toBe(true);
  });

  it('leaves an empty code to the rule that says whether one is required', () => {
    expect(isValidPostalCode('', 'India')).toBe(true);
  });
});

describe('the address schemas', () => {
  it('refuse an Indian PIN with letters with the product message beside the code', () => {
    const result = addressSchema.safeParse({ country: 'India', zip_code: '50000A' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['zip_code'], message: MESSAGES.invalidZipCode }),
    ]);
    expect(MESSAGES.invalidZipCode).toBe('Please enter valid zip_code');
    expect(addressSchema.safeParse({ country: 'India', zip_code: ' 500001 ' }).data?.zip_code).toBe('500001');
  });

  it('hold the facility form to the same rule', () => {
    const address = { line1: '1 MG Road', line2: 'Ameerpet', city: 'Hyderabad', state: 'Telangana' };
    const wrong = organizationAddressSchema.safeParse({ ...address, country: 'India', zip_code: '05000A' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zip_code', 'Please enter valid zip_code'],
    ]);
    expect(
      organizationAddressSchema.safeParse({ ...address, country: 'United States', zip_code: '94105' })
        .success,
    ).toBe(true);
  });

  it('say the code is wrong even while another part of the address is missing', () => {
    const { line2: _missing, ...partial } = { line1: '1 MG Road', line2: '', city: 'Pune', state: 'MH' };
    const result = organizationAddressSchema.safeParse({ ...partial, country: 'India', zip_code: '41100A' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['line2', 'Please provide the full address of the Organization.'],
      ['zip_code', 'Please enter valid zip_code'],
    ]);
  });
});
