import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/common';
import { MAX_DONATION_AMOUNT, formatMinorUnits, isDonationCurrency } from './currency';
import { DONATION_MESSAGES } from './messages';

/** ISO 4217, stored lower-case; /publicPayment carries the upper-cased units (docs/screens-and-flows.md#routes). */
export const donationCurrencySchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isDonationCurrency, DONATION_MESSAGES.currencyNotSupported);

/**
 * POST /donationRequest/{id}/donations. The amount is in minor units (paise, cents) so no sum is
 * rounded; the currency defaults to the request's `units`. A guest also names themselves (see
 * guestDonorSchema); a signed-in donor's name comes from their profile. `anonymous` hides the name
 * on the request; a guest's name is hidden unless they send anonymous: false.
 */
export const createDonationSchema = z.object({
  amount: z
    .number({ error: DONATION_MESSAGES.amountRequired })
    .int(DONATION_MESSAGES.amountWholeMinorUnits)
    .positive(DONATION_MESSAGES.amountWholeMinorUnits)
    .max(MAX_DONATION_AMOUNT, DONATION_MESSAGES.amountTooLarge(formatMinorUnits(MAX_DONATION_AMOUNT))),
  currency: donationCurrencySchema.optional(),
  guestName: z.string().trim().optional(),
  guestEmail: z.string().trim().optional(),
  message: z.string().trim().max(500, DONATION_MESSAGES.messageTooLong).optional(),
  anonymous: z.boolean().optional(),
});
export type CreateDonationInput = z.input<typeof createDonationSchema>;

/** What a guest must give on /publicPayment: a name and an e-mail address for the receipt. */
export const guestDonorSchema = z.object({
  guestName: z
    .string({ error: DONATION_MESSAGES.guestNameRequired })
    .trim()
    .min(1, DONATION_MESSAGES.guestNameRequired)
    .max(100, DONATION_MESSAGES.guestNameTooLong),
  guestEmail: z
    .string({ error: DONATION_MESSAGES.guestEmailRequired })
    .trim()
    .min(1, DONATION_MESSAGES.guestEmailRequired)
    .max(254, DONATION_MESSAGES.invalidEmail)
    .pipe(z.email(DONATION_MESSAGES.invalidEmail))
    .transform((value) => value.toLowerCase()),
});

/** GET /donationRequest/{id}/donations and GET /user/{id}/donations: docs/api-contract.md paging. */
export const donationListQuerySchema = pagingQuerySchema;
