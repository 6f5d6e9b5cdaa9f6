import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, optionalText, requiredText } from '../schemas/common';
import { phoneSchema } from '../schemas/phoneSchema';
import { donationCurrencySchema } from '../donations/schemas';
import { MAX_DONATION_AMOUNT } from '../donations/currency';
import { DONATION_MESSAGES } from '../donations/messages';
import { COUPON_PERCENT_MAX, COUPON_PERCENT_MIN } from './constants';
import { COUPON_MESSAGES, EVENT_MESSAGES } from './messages';

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const couponCodeSchema = z.string().trim().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeFormat);

/** Discount 0 to 100 percent, whole numbers. */
export const couponPercentSchema = z
  .number({ error: COUPON_MESSAGES.percentRange })
  .int(COUPON_MESSAGES.percentWhole)
  .min(COUPON_PERCENT_MIN, COUPON_MESSAGES.percentRange)
  .max(COUPON_PERCENT_MAX, COUPON_MESSAGES.percentRange);

/** POST /coupons (admin). */
export const createCouponSchema = z.object({
  code: couponCodeSchema,
  percent: couponPercentSchema,
  packagePlan: z.string().trim().min(1).max(50).nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  maxUses: z.number().int().min(1, COUPON_MESSAGES.maxUsesPositive).nullable().optional(),
  active: z.boolean().optional(),
});
export type CreateCouponInput = z.input<typeof createCouponSchema>;

/** PUT /coupons/{id} (admin): any field but the code. */
export const updateCouponSchema = createCouponSchema.omit({ code: true }).partial();

export const couponCodeParamSchema = z.object({ code: z.string().trim().min(1).max(30) });
export const couponPlanQuerySchema = z.object({ packagePlan: z.string().trim().min(1).max(50).optional() });
/**
 * GET /verifyUserCoupon/{id}: asked by the signed-in person about themselves (`email`, if given, must be
 * their own verified address), or by the holder of a registration's confirmation link about that
 * registration (`registrationToken`, the secret of the link).
 */
export const verifyCouponQuerySchema = z.object({
  email: emailSchema.optional(),
  registrationToken: z.string().trim().min(1).max(200).optional(),
});

const eventDateTime = z.iso.datetime({ offset: true, error: EVENT_MESSAGES.dateTimeRequired });

const eventFields = {
  slug: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .min(3, EVENT_MESSAGES.slugLength)
    .max(80, EVENT_MESSAGES.slugLength)
    .regex(EVENT_SLUG_PATTERN, EVENT_MESSAGES.slugFormat),
  title: requiredText(150),
  description: z.string().trim().max(5000, 'At most 5000 characters').optional(),
  venue: optionalText(200),
  startsAt: eventDateTime,
  endsAt: eventDateTime,
  registrationOpen: z.boolean().optional(),
  fee: z
    .number()
    .int(DONATION_MESSAGES.amountWholeMinorUnits)
    .min(0, EVENT_MESSAGES.feeNegative)
    .max(MAX_DONATION_AMOUNT, EVENT_MESSAGES.feeTooLarge)
    .optional(),
  currency: donationCurrencySchema.optional(),
};

/** Either time missing is its own field's error, not also an end before the start. */
const endsBeforeStart = (event: { startsAt: string; endsAt: string }) =>
  Date.parse(event.endsAt) < Date.parse(event.startsAt);

/** POST /events (admin). */
export const createEventSchema = z.object(eventFields).refine((event) => !endsBeforeStart(event), {
  message: EVENT_MESSAGES.endsBeforeStart,
  path: ['endsAt'],
});
export type CreateEventInput = z.input<typeof createEventSchema>;

/** PUT /events/{id} (admin). */
export const updateEventSchema = z.object(eventFields).partial();

export const eventSlugParamSchema = z.object({ slug: z.string().trim().min(1).max(80) });

/** POST /healthFestEventRegistration: a guest or a signed-in person registers, with an optional coupon. */
export const eventRegistrationSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  fullName: requiredText(100),
  email: emailSchema,
  phone: phoneSchema.optional().or(z.literal('')),
  couponCode: z.string().trim().max(30).optional(),
});
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;

/** POST /events/registrations/confirm: the secret of the link mailed to the address registered. */
export const confirmEventRegistrationSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** POST /events/checkin: the token the QR code carries. */
export const eventCheckInSchema = z.object({ token: z.string().trim().min(10).max(100) });

/** POST /eventDonation: a guest gives a name and e-mail; a signed-in donor need not. */
export const eventDonationSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  amount: z
    .number({ error: DONATION_MESSAGES.amountRequired })
    .int(DONATION_MESSAGES.amountWholeMinorUnits)
    .positive(DONATION_MESSAGES.amountWholeMinorUnits)
    .max(MAX_DONATION_AMOUNT),
  currency: donationCurrencySchema.optional(),
  guestName: z.string().trim().max(100, DONATION_MESSAGES.guestNameTooLong).optional(),
  guestEmail: z.string().trim().max(254).optional(),
  message: z.string().trim().max(500, DONATION_MESSAGES.messageTooLong).optional(),
});
export type EventDonationInput = z.input<typeof eventDonationSchema>;
