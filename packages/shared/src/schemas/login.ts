import { z } from 'zod';
import { MESSAGES } from '../messages';

// Kept apart from ./auth, whose sign-up and number schemas bring libphonenumber: the login screen needs neither.

/** An account is an e-mail address or a phone number (docs/api-contract.md login {account, password}). */
export const accountSchema = z
  .string({ error: MESSAGES.accountRequired })
  .trim()
  .min(1, MESSAGES.accountRequired)
  .max(254, MESSAGES.accountRequired);

export const loginSchema = z.object({
  account: accountSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;
