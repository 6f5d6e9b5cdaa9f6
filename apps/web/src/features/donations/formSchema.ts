import {
  DONATION_MESSAGES,
  MAX_DONATION_AMOUNT,
  MIN_DONATION_AMOUNT,
  createDonationSchema,
  formatDonationAmount,
  guestDonorSchema,
  type DonationCurrency,
} from '@carenet/shared';
import { z } from 'zod';

/**
 * The donation form: the amount as people type it (rupees, dollars) becomes the minor units the API
 * takes, with the same limits the API applies; a guest also names themselves (guestDonorSchema).
 */
export function donationFormSchema(currency: DonationCurrency, guest: boolean) {
  const minimum = MIN_DONATION_AMOUNT[currency];
  return z.object({
    amount: z
      .number({ error: DONATION_MESSAGES.amountRequired })
      .transform((major) => Math.round(major * 100))
      .refine(
        (minor) => minor >= minimum,
        DONATION_MESSAGES.amountTooSmall(formatDonationAmount(minimum, currency)),
      )
      .refine(
        (minor) => minor <= MAX_DONATION_AMOUNT,
        DONATION_MESSAGES.amountTooLarge(formatDonationAmount(MAX_DONATION_AMOUNT, currency)),
      ),
    guestName: guest ? guestDonorSchema.shape.guestName : z.string(),
    guestEmail: guest ? guestDonorSchema.shape.guestEmail : z.string(),
    message: createDonationSchema.shape.message,
    anonymous: z.boolean(),
  });
}

export type DonationFormInput = z.input<ReturnType<typeof donationFormSchema>>;
