import { z } from 'zod';
import { MESSAGES } from '../messages';
import { passwordSchema } from '../password';
import { SELECTABLE_ROLES } from '../roles';
import { emailSchema, otpSchema, personNameSchema } from './common';
import { phoneSchema } from './phoneSchema';
import { accountSchema } from './login';

export const registerSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional().or(z.literal('').transform(() => undefined)),
  password: passwordSchema,
  roles: z.array(z.enum(SELECTABLE_ROLES)).max(1).optional(),
  gender: z.enum(['m', 'f', 'o']).optional(),
  referral_code: z.string().trim().max(200).optional(),
  sourceOfSignup: z.string().trim().max(50).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The signup form adds a password confirmation the API does not need. */
export const signupFormSchema = registerSchema
  .extend({
    confirmPassword: z.string().min(1, MESSAGES.fieldRequired),
    acceptTerms: z.literal(true, MESSAGES.fieldRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

export const OTP_TYPES = ['email', 'phone', 'forgotPassword'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const verifyOtpSchema = z
  .object({
    otp: otpSchema,
    email: z.string().trim().toLowerCase().optional(),
    phone: z.string().trim().optional(),
    type: z.enum(OTP_TYPES).optional().default('email'),
  })
  .refine((v) => Boolean(v.email || v.phone), { path: ['email'], message: MESSAGES.accountRequired });

export const resendOtpSchema = z
  .object({
    email: z.string().trim().toLowerCase().optional(),
    phone: z.string().trim().optional(),
    type: z.enum(OTP_TYPES).optional().default('email'),
  })
  .refine((v) => Boolean(v.email || v.phone), { path: ['email'], message: MESSAGES.accountRequired });

/** Forgot password: without otp it sends a code; with otp and newPassword it sets the new password. */
export const forgotPasswordSchema = z.object({
  account: accountSchema,
  otp: otpSchema.optional(),
  newPassword: passwordSchema.optional(),
});

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
  newPassword: passwordSchema,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, MESSAGES.fieldRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** An administrator sets a user's password (for accounts the administrator onboarded). */
export const adminSetPasswordSchema = z.object({
  userId: z.string().min(1),
  password: passwordSchema,
});

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const changeUsernameSchema = z.object({
  userId: z.string().min(1).optional(),
  username: z.string().trim().regex(USERNAME_PATTERN, MESSAGES.usernameFormat),
});

export const changeNumberSchema = z.object({
  userId: z.string().min(1).optional(),
  phone: z
    .string({ error: MESSAGES.enterValidPhone })
    .trim()
    .min(1, MESSAGES.enterValidPhone)
    .refine((value) => phoneSchema.safeParse(value).success, MESSAGES.enterValidPhone),
});

export const accountCheckSchema = z.object({ account: accountSchema });

/**
 * POST /checkAccount: whether an e-mail address or phone number is taken, which is all the sign-up form
 * needs. Nothing about the account (its e-mail, its roles) is told to a caller who only knows one contact,
 * and only within a sign-up this browser started (docs/outside-sign-in.md#accounts-cannot-be-enumerated).
 */
export interface AccountCheckDto {
  exists: boolean;
}

/** POST /signup/start: the sign-up's cookie is set; checks are answered until `expiresAt`. */
export interface SignupStartDto {
  expiresAt: string;
}
