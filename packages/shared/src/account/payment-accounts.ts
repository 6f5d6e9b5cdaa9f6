import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './messages';

export const PAYMENT_ACCOUNT_COUNTRIES = ['IN', 'US'] as const;
export type PaymentAccountCountry = (typeof PAYMENT_ACCOUNT_COUNTRIES)[number];
export const PAYMENT_ACCOUNT_COUNTRY_LABELS: Record<PaymentAccountCountry, string> = {
  IN: 'India',
  US: 'United States',
};

/** RBI's IFSC: a 4-letter bank code, a 0 reserved for future use, and a 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * Account number lengths: Indian banks issue 9 to 18 digits (NPCI's range for IMPS/NEFT); US account
 * numbers run 4 to 17 digits (the NACHA file field is 17 wide). Only digits: spaces and dashes a
 * person types are taken out first.
 */
export const ACCOUNT_NUMBER_LENGTH: Record<PaymentAccountCountry, { min: number; max: number }> = {
  IN: { min: 9, max: 18 },
  US: { min: 4, max: 17 },
};

/** The ABA routing number check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** '••••1234': the last four digits, all a screen ever shows of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** POST /user/{id}/payment/account and PUT …/{accountId}: where a doctor or facility receives donations. */
export const paymentAccountSchema = z
  .object({
    country: z.enum(PAYMENT_ACCOUNT_COUNTRIES, { error: M.countryRequired }),
    accountHolderName: z
      .string({ error: M.holderNameRequired })
      .trim()
      .min(1, M.holderNameRequired)
      .max(100, 'At most 100 characters'),
    bankName: z.string().trim().max(100, 'At most 100 characters').optional().default(''),
    accountNumber: z.string({ error: M.accountNumberIndia }).transform(digitsOnly),
    ifscCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .optional()
      .default(''),
    routingNumber: z.string().transform(digitsOnly).optional().default(''),
    isDefault: z.boolean().optional().default(false),
  })
  .superRefine((value, issues) => {
    const length = ACCOUNT_NUMBER_LENGTH[value.country];
    const numberOk =
      /^\d+$/.test(value.accountNumber) &&
      value.accountNumber.length >= length.min &&
      value.accountNumber.length <= length.max;
    if (!numberOk) {
      issues.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: value.country === 'IN' ? M.accountNumberIndia : M.accountNumberUs,
      });
    }
    if (value.country === 'IN' && !IFSC_PATTERN.test(value.ifscCode)) {
      issues.addIssue({
        code: 'custom',
        path: ['ifscCode'],
        message: value.ifscCode ? M.ifscInvalid : M.ifscRequired,
      });
    }
    if (value.country === 'US' && !isValidRoutingNumber(value.routingNumber)) {
      issues.addIssue({
        code: 'custom',
        path: ['routingNumber'],
        message: value.routingNumber ? M.routingInvalid : M.routingRequired,
      });
    }
  });
export type PaymentAccountInput = z.input<typeof paymentAccountSchema>;
export type PaymentAccountValues = z.output<typeof paymentAccountSchema>;

/** A payment account as shown: the number only masked; the other country's code is null. */
export interface PaymentAccountDto {
  _id: string;
  userId: string;
  country: PaymentAccountCountry;
  accountHolderName: string;
  bankName: string | null;
  accountNumberMasked: string;
  ifscCode: string | null;
  routingNumber: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}
