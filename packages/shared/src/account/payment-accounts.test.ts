import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from './messages';
import { isValidRoutingNumber, maskAccountNumber, paymentAccountSchema } from './payment-accounts';

const messagesOf = (input: unknown) => {
  const result = paymentAccountSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('payment accounts', () => {
  it('checks the ABA routing number check digit', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true); // JPMorgan Chase, New York
    expect(isValidRoutingNumber('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
  });

  it('accepts an Indian account with an IFSC code, upper-casing it and dropping spaces from the number', () => {
    const parsed = paymentAccountSchema.parse({
      country: 'IN',
      accountHolderName: 'Asha Rao',
      accountNumber: '1234 5678 9012',
      ifscCode: 'sbin0001234',
    });
    expect(parsed).toMatchObject({ accountNumber: '123456789012', ifscCode: 'SBIN0001234' });
  });

  it('names each field that is wrong for the country', () => {
    expect(
      messagesOf({ country: 'IN', accountHolderName: '', accountNumber: '12345', ifscCode: 'SBIN1001234' }),
    ).toEqual({
      accountHolderName: M.holderNameRequired,
      accountNumber: M.accountNumberIndia,
      ifscCode: M.ifscInvalid,
    });
    expect(
      messagesOf({ country: 'US', accountHolderName: 'Al', accountNumber: '123', routingNumber: '' }),
    ).toEqual({
      accountNumber: M.accountNumberUs,
      routingNumber: M.routingRequired,
    });
    expect(
      messagesOf({
        country: 'US',
        accountHolderName: 'Al',
        accountNumber: '1234',
        routingNumber: '021000022',
      }),
    ).toEqual({
      routingNumber: M.routingInvalid,
    });
    expect(messagesOf({ country: 'FR', accountHolderName: 'Al', accountNumber: '1234' })).toMatchObject({
      country: M.countryRequired,
    });
  });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('••••9012');
  });
});
