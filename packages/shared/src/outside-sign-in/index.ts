import { z } from 'zod';
import type { SignedInUserDto } from '../dto/user';
import { MESSAGES } from '../messages';
import { SELECTABLE_ROLES } from '../roles';
import { otpSchema } from '../schemas/common';

/** What POST /oautherize found once the provider vouched for the person. */
export const OIDC_OUTCOMES = {
  /** The outside account is linked: the person is signed in. */
  signedIn: 'signedIn',
  /** Nobody has the e-mail address: the person picks a role and accepts the terms on /almostDone. */
  signUp: 'new',
  /** An account has the address but is not linked: its password or an e-mailed code links it. */
  linkNeeded: 'linkNeeded',
} as const;
export type OidcOutcome = (typeof OIDC_OUTCOMES)[keyof typeof OIDC_OUTCOMES];

/** Words of the outside sign-in; `provider` is the configured provider's name (Google by default). */
export const OIDC_MESSAGES = {
  continueWith: (provider: string) => `Continue with ${provider}`,
  signingIn: 'Signing you in…',
  returnToInvalid: 'Sign-in can only return to a page of CareNet.',
  attemptInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  cancelled: (provider: string) => `Sign-in with ${provider} was cancelled.`,
  providerRefused: (provider: string) => `${provider} could not sign you in. Please try again.`,
  notConfirmed: (provider: string) => `${provider} could not confirm who you are. Please sign in again.`,
  providerUnavailable: (provider: string) =>
    `${provider} cannot be reached right now. Please try again later.`,
  emailMissing: (provider: string) =>
    `${provider} did not share your e-mail address, which CareNet needs to create your account.`,
  almostDoneTitle: 'Almost done',
  almostDoneIntro: 'Choose how you will use CareNet and accept the terms to finish creating your account.',
  linkNeeded: (provider: string) =>
    `An account with this e-mail address already exists. Enter its password, or a code we e-mail to it, to link your ${provider} account.`,
  linkCodeSent: 'We have e-mailed a code to the account’s address.',
  linked: (provider: string) => `Your ${provider} account is now linked. You are signed in.`,
  accountCreated: 'Your account has been created. You are signed in.',
  identityTaken: 'This outside account is already linked to another CareNet account.',
  passwordOrCode: 'Enter the password or the code.',
  emailUnverified: (provider: string) =>
    `${provider} has not verified your e-mail address, so CareNet cannot use it to sign you up or link your account. Verify the address with ${provider} and try again, or sign up with your e-mail address and a password.`,
  unlinked: (provider: string) => `Your ${provider} account is unlinked: it no longer signs you in.`,
  lastWayToSignIn:
    'This is the only way to sign in to your account. Set a password first (with ‘Forgot password?’ on the sign-in page), then unlink it.',
} as const;

/** GET /oidc/config: whether the 'Continue with …' button is shown, and its provider's name. */
export interface OidcConfigDto {
  enabled: boolean;
  providerName: string | null;
}

/** GET /oidc/start: the CareNet page to come back to, a path of this site only. */
export const oidcStartQuerySchema = z.object({
  returnTo: z.string().max(2000).optional(),
});

/** POST /oautherize: what the provider sent back to /authorize. */
export const oautherizeSchema = z
  .object({
    state: z.string().trim().min(1, MESSAGES.fieldRequired).max(512),
    code: z.string().trim().min(1).max(4096).optional(),
    /** The issuer the provider names in its answer (RFC 9207), checked when it sends one. */
    iss: z.string().trim().max(2000).optional(),
    error: z.string().trim().max(200).optional(),
    error_description: z.string().trim().max(2000).optional(),
  })
  .refine((v) => Boolean(v.code || v.error), { path: ['code'], message: MESSAGES.fieldRequired });
export type OautherizeInput = z.input<typeof oautherizeSchema>;

const pendingTokenSchema = z.string().trim().min(1, MESSAGES.fieldRequired).max(200);

/** POST /oautherize/complete: /almostDone's role and terms for a first sign-in. */
export const oidcCompleteSchema = z.object({
  pendingToken: pendingTokenSchema,
  role: z.enum(SELECTABLE_ROLES, MESSAGES.fieldRequired),
  acceptTerms: z.literal(true, MESSAGES.fieldRequired),
});
export type OidcCompleteInput = z.input<typeof oidcCompleteSchema>;

/** POST /oautherize/link: the existing account's password, or the code e-mailed to it. */
export const oidcLinkSchema = z
  .object({
    pendingToken: pendingTokenSchema,
    password: z.string().min(1).max(200).optional(),
    otp: otpSchema.optional(),
  })
  .refine((v) => Boolean(v.password) !== Boolean(v.otp), {
    path: ['password'],
    message: OIDC_MESSAGES.passwordOrCode,
  });
export type OidcLinkInput = z.input<typeof oidcLinkSchema>;

/** POST /oautherize/link/code: e-mail a code to the account being linked. */
export const oidcLinkCodeSchema = z.object({ pendingToken: pendingTokenSchema });

export type OautherizeResultDto =
  | { outcome: typeof OIDC_OUTCOMES.signedIn; user: SignedInUserDto; returnTo: string }
  | {
      outcome: typeof OIDC_OUTCOMES.signUp | typeof OIDC_OUTCOMES.linkNeeded;
      pendingToken: string;
      email: string;
      providerName: string;
      returnTo: string;
      expiresAt: string;
    };

/** POST /oautherize/complete and /oautherize/link: the person is signed in. */
export interface OidcSignedInDto {
  user: SignedInUserDto;
  returnTo: string;
}

/**
 * GET /user/{id}/identities: an outside account linked to the caller's own account (docs/outside-sign-in.md#linked-accounts).
 * `unlink` is false for the last way to sign in to an account that has no password.
 */
export interface LinkedIdentityDto {
  _id: string;
  /** The provider's name ('Google'), or its host for a provider no longer configured. */
  provider: string;
  /** The e-mail the provider gave when the account was linked. */
  email: string | null;
  linkedAt: string;
  abilities: { unlink: boolean };
}
