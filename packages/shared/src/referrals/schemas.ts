import { z } from 'zod';
import { NOTIFICATION_MESSAGES, invitationEmailSchema } from '../notifications';
import { REFERRAL_CODE_PATTERN } from './code';
import { REFERRAL_MESSAGES, SHORT_LINK_MESSAGES } from './messages';

/**
 * The 'Refer a doctor' form: SPEC's invitation e-mail plus the invited doctor's full name, which the
 * form asks for (the wire contract keeps it optional, as SPEC's body has no name).
 */
export const referDoctorFormSchema = z.object({
  fullName: z.string().trim().min(1, REFERRAL_MESSAGES.enterFullName).max(100, 'At most 100 characters'),
  email: z
    .string()
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterEmail)
    .max(254, NOTIFICATION_MESSAGES.invalidEmail)
    .pipe(z.email(NOTIFICATION_MESSAGES.invalidEmail)),
  content: invitationEmailSchema.shape.content,
});
export type ReferDoctorFormInput = z.input<typeof referDoctorFormSchema>;

export const referralCodeParamSchema = z.object({
  code: z.string().regex(REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES.linkNotValid),
});

/** What a short link may stand for: the pages that have a share button. */
export const SHORT_LINK_KINDS = ['request', 'campaign', 'profile'] as const;
export type ShortLinkKind = (typeof SHORT_LINK_KINDS)[number];

/** Short ids are 8 letters and digits, so the catch-all /{id} tells them from audio rooms' UUIDs and words. */
export const SHORT_ID_PATTERN = /^[A-Za-z0-9]{8}$/;
export const isShortId = (id: string): boolean => SHORT_ID_PATTERN.test(id);

/** POST /shorturl {url, representsWhat, referenceId}; where `url` may point is checked against PUBLIC_URL by the API. */
export const shortUrlSchema = z.object({
  url: z.string().trim().min(1, SHORT_LINK_MESSAGES.notOwnPage).max(500, SHORT_LINK_MESSAGES.notOwnPage),
  representsWhat: z.enum(SHORT_LINK_KINDS),
  referenceId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.-]+$/),
});
export type ShortUrlInput = z.input<typeof shortUrlSchema>;

export const shortIdParamSchema = z.object({
  id: z.string().regex(SHORT_ID_PATTERN, SHORT_LINK_MESSAGES.notFound),
});
