import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  OIDC_MESSAGES,
  OIDC_OUTCOMES,
  USER_ADMIN_MESSAGES,
  type OidcConfigDto,
  type oautherizeSchema,
  type oidcCompleteSchema,
  type oidcLinkSchema,
} from '@carenet/shared';
import type { OidcConfig } from '../../config';
import type { IssuedToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';
import type { Emit, EventMeta } from '../../platform/events';
import { AppError } from '../../platform/errors';
import { findUserByAccount, findUserById, insertUser } from '../users';
import { AUTH_EVENTS } from './events';
import { OidcProviderClient, type VerifiedIdentity } from './oidc-client';
import {
  deleteAttempt,
  findIdentity,
  findPending,
  insertAttempt,
  insertIdentity,
  secretHash,
  setPending,
  takeAttemptByState,
  type OidcAttemptRow,
} from './oidc-repository';
import { OtpService } from './otp';
import type { AuthService, RequestMeta } from './service';
import { translatorFor } from '../../platform/i18n';

/** How long the person has at the provider, and then on /almostDone or the link form. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 15 * 60_000;

/** What is left to do once the provider vouched for someone nobody linked yet. */
const PENDING_KINDS = { signUp: 'signup', link: 'link' } as const;

export type OautherizeInput = z.output<typeof oautherizeSchema>;
export type OidcCompleteInput = z.output<typeof oidcCompleteSchema>;
export type OidcLinkInput = z.output<typeof oidcLinkSchema>;

export type CallbackResult =
  | { outcome: typeof OIDC_OUTCOMES.signedIn; user: UserRow; issued: IssuedToken; returnTo: string }
  | {
      outcome: typeof OIDC_OUTCOMES.signUp | typeof OIDC_OUTCOMES.linkNeeded;
      pendingToken: string;
      email: string;
      returnTo: string;
      expiresAt: Date;
    };

export interface SignedIn {
  user: UserRow;
  issued: IssuedToken;
  returnTo: string;
}

/**
 * Sign-in through the outside OpenID Connect provider (docs/outside-sign-in.md). Every step after the
 * redirect needs the HttpOnly cookie of the browser that started it, so a link with someone else's code
 * and state signs nobody in. A linked identity signs in; an unknown e-mail signs up on /almostDone; an
 * existing account is linked only after its password or an e-mailed code.
 */
export class OidcSignInService {
  private readonly provider: OidcProviderClient | null;
  private readonly otp: OtpService;

  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {
    this.provider = ctx.config.oidc ? new OidcProviderClient(ctx.config.oidc) : null;
    this.otp = new OtpService(ctx.db, {
      ttlMinutes: ctx.config.otpTtlMinutes,
      maxAttempts: ctx.config.otpMaxAttempts,
    });
  }

  publicConfig(): OidcConfigDto {
    return { enabled: this.provider !== null, providerName: this.ctx.config.oidc?.providerName ?? null };
  }

  /** Starts a sign-in: the provider's URL to redirect to, and the cookie that binds it to this browser. */
  async start(returnTo: string | undefined): Promise<{ location: string; browserSecret: string }> {
    const provider = this.enabled();
    const path = safeReturnPath(returnTo);
    const checks = provider.newChecks();
    const location = await provider.authorizationUrl(checks);
    const browserSecret = randomSecret();
    await insertAttempt(this.ctx.db, {
      stateHash: secretHash(checks.state),
      browserHash: secretHash(browserSecret),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      returnTo: path,
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
    });
    return { location: location.toString(), browserSecret };
  }

  /** What /authorize received from the provider: a code to exchange, or the provider's refusal. */
  async callback(
    input: OautherizeInput,
    browserSecret: string | undefined,
    meta: RequestMeta,
  ): Promise<CallbackResult> {
    const provider = this.enabled();
    const name = provider.settings.providerName;
    const attempt = await takeAttemptByState(this.ctx.db, input.state);
    if (!attempt || !this.isLive(attempt, browserSecret)) {
      await this.refused('state', meta);
      throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
    }
    if (input.error || !input.code) {
      await deleteAttempt(this.ctx.db, attempt.id);
      await this.refused(input.error === 'access_denied' ? 'cancelled' : 'provider error', meta);
      throw AppError.badRequest(
        input.error === 'access_denied' ? OIDC_MESSAGES.cancelled(name) : OIDC_MESSAGES.providerRefused(name),
      );
    }
    let identity: VerifiedIdentity;
    try {
      identity = await provider.exchange(
        { code: input.code, state: input.state, iss: input.iss },
        { state: input.state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier },
      );
    } catch (error) {
      await deleteAttempt(this.ctx.db, attempt.id);
      await this.refused('token', meta);
      throw error;
    }

    const linked = await findIdentity(this.ctx.db, identity.issuer, identity.subject);
    if (linked) {
      const user = await findUserById(this.ctx.db, linked.userId);
      // An erased account keeps its row as a tombstone: nobody signs in to it.
      if (!user || user.erasedAt) throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
      assertNotSuspended(user);
      if (!(await deleteAttempt(this.ctx.db, attempt.id))) {
        throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
      }
      const issued = await this.ctx.events.transaction((tx, emit) => this.signIn(tx, emit, user, meta));
      return { outcome: OIDC_OUTCOMES.signedIn, user, issued, returnTo: attempt.returnTo };
    }

    if (!identity.email) {
      await deleteAttempt(this.ctx.db, attempt.id);
      throw AppError.badRequest(OIDC_MESSAGES.emailMissing(name));
    }
    // An address the provider has not verified proves nothing: it neither makes an account nor links one.
    if (!identity.emailVerified) {
      await deleteAttempt(this.ctx.db, attempt.id);
      await this.refused('email not verified', meta);
      throw AppError.badRequest(OIDC_MESSAGES.emailUnverified(name));
    }
    const existing = await findUserByAccount(this.ctx.db, identity.email);
    const pendingToken = randomSecret();
    const expiresAt = new Date(Date.now() + PENDING_TTL_MS);
    await setPending(this.ctx.db, attempt.id, {
      pendingKind: existing ? PENDING_KINDS.link : PENDING_KINDS.signUp,
      pendingHash: secretHash(pendingToken),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      emailVerified: identity.emailVerified,
      givenName: identity.givenName,
      familyName: identity.familyName,
      userId: existing?.id ?? null,
      expiresAt,
    });
    return {
      outcome: existing ? OIDC_OUTCOMES.linkNeeded : OIDC_OUTCOMES.signUp,
      pendingToken,
      email: identity.email,
      returnTo: attempt.returnTo,
      expiresAt,
    };
  }

  /**
   * A first sign-in finished on /almostDone: the account is created with the chosen role, its e-mail
   * verified (the provider verified it), without a password until a reset sets one, linked, and
   * signed in.
   */
  async complete(
    input: OidcCompleteInput,
    browserSecret: string | undefined,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const provider = this.enabled();
    const attempt = await this.pending(input.pendingToken, PENDING_KINDS.signUp, browserSecret);
    const email = attempt.email ?? '';
    if (await findUserByAccount(this.ctx.db, email)) {
      throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
    }
    try {
      return await this.ctx.events.transaction(async (tx, emit) => {
        if (!(await deleteAttempt(tx, attempt.id))) throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
        const user = await insertUser(tx, {
          name: {
            first_name: attempt.givenName ?? email.split('@')[0],
            last_name: attempt.familyName ?? '',
            middle_name: '',
          },
          email,
          // The person signs in through the provider, or sets a password by a reset.
          password: null,
          roles: [input.role],
          emailVerified: true,
          sourceOfSignup: 'oidc',
        });
        await emit(AUTH_EVENTS.registered, {}, aboutUser(user.id, user.id, meta));
        await this.link(tx, emit, user, attempt, 'signup', meta);
        const issued = await this.signIn(tx, emit, user, meta);
        return { user, issued, returnTo: attempt.returnTo };
      });
    } catch (error) {
      throw conflictFrom(error, provider.settings) ?? error;
    }
  }

  /** E-mails a code to the account being linked, for someone who does not know its password. */
  async sendLinkCode(pendingToken: string, browserSecret: string | undefined, meta: RequestMeta) {
    this.enabled();
    const attempt = await this.pending(pendingToken, PENDING_KINDS.link, browserSecret);
    const user = await this.linkTarget(attempt);
    const provider = this.ctx.config.oidc?.providerName ?? '';
    await this.ctx.events.transaction(async (tx, emit) => {
      const code = await this.otp.issue(user.id, 'oidcLink', user.email, tx);
      const { t } = translatorFor(user.locale);
      await this.ctx.mailer.send(
        {
          to: user.email,
          subject: t('Your CareNet code to link an account'),
          text: [
            t('Your code to link your {provider} account to CareNet is {code}.', { provider, code }),
            t(
              'It expires in {minutes} minutes. If you did not try to sign in with {provider}, you can ignore this e-mail: nothing is linked without the code.',
              { minutes: this.ctx.config.otpTtlMinutes, provider },
            ),
          ].join('\n\n'),
        },
        tx,
      );
      await emit(AUTH_EVENTS.otpSent, { type: 'email' }, aboutUser(null, user.id, meta));
    });
  }

  /**
   * Links the outside account to the existing one once its password (through the password sign-in,
   * with its refusals and throttle) or the e-mailed code is given, and signs in.
   */
  async linkExisting(
    input: OidcLinkInput,
    browserSecret: string | undefined,
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const provider = this.enabled();
    const attempt = await this.pending(input.pendingToken, PENDING_KINDS.link, browserSecret);
    const target = await this.linkTarget(attempt);
    try {
      if (input.password !== undefined) {
        const { user, issued } = await this.auth.login(
          { account: target.email, password: input.password, rememberMe: false },
          meta,
        );
        await this.ctx.events.transaction(async (tx, emit) => {
          if (!(await deleteAttempt(tx, attempt.id))) throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
          await this.link(tx, emit, user, attempt, 'password', meta);
        });
        return { user, issued, returnTo: attempt.returnTo };
      }
      // Outside the transaction: a wrong try counts even though the request fails.
      await this.otp.verify(target.id, 'oidcLink', input.otp ?? '', { consume: true });
      assertNotSuspended(target);
      return await this.ctx.events.transaction(async (tx, emit) => {
        if (!(await deleteAttempt(tx, attempt.id))) throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
        await this.link(tx, emit, target, attempt, 'code', meta);
        const issued = await this.signIn(tx, emit, target, meta);
        return { user: target, issued, returnTo: attempt.returnTo };
      });
    } catch (error) {
      throw conflictFrom(error, provider.settings) ?? error;
    }
  }

  private enabled(): OidcProviderClient {
    // Off without a client id: the endpoints do not exist.
    if (!this.provider) throw AppError.notFound();
    return this.provider;
  }

  private isLive(attempt: OidcAttemptRow, browserSecret: string | undefined): boolean {
    return (
      attempt.expiresAt.getTime() > Date.now() &&
      browserSecret !== undefined &&
      secretHash(browserSecret) === attempt.browserHash
    );
  }

  private async pending(
    pendingToken: string,
    kind: string,
    browserSecret: string | undefined,
  ): Promise<OidcAttemptRow> {
    const attempt = await findPending(this.ctx.db, pendingToken, kind);
    if (!attempt || !this.isLive(attempt, browserSecret)) {
      throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
    }
    // Refused at the callback since; an attempt recorded before that rule is refused here.
    if (!attempt.emailVerified) {
      throw AppError.badRequest(OIDC_MESSAGES.emailUnverified(this.enabled().settings.providerName));
    }
    return attempt;
  }

  private async linkTarget(attempt: OidcAttemptRow): Promise<UserRow> {
    const user = attempt.userId ? await findUserById(this.ctx.db, attempt.userId) : null;
    // The account changed its address since: the provider's e-mail no longer names it.
    if (!user || user.erasedAt || user.email !== attempt.email) {
      throw AppError.badRequest(OIDC_MESSAGES.attemptInvalid);
    }
    return user;
  }

  private async link(
    tx: Database,
    emit: Emit,
    user: UserRow,
    attempt: OidcAttemptRow,
    by: 'signup' | 'password' | 'code',
    meta: RequestMeta,
  ): Promise<void> {
    await insertIdentity(tx, {
      userId: user.id,
      issuer: attempt.issuer ?? '',
      subject: attempt.subject ?? '',
      email: attempt.email,
    });
    await emit(
      AUTH_EVENTS.identityLinked,
      { provider: this.ctx.config.oidc?.providerName ?? '', by },
      aboutUser(user.id, user.id, meta),
    );
  }

  /** The same session as a password sign-in without 'remember me'. */
  private async signIn(tx: Database, emit: Emit, user: UserRow, meta: RequestMeta): Promise<IssuedToken> {
    const ttlMs = this.ctx.config.sessionTtlHours * 60 * 60 * 1000;
    const issued = await this.ctx.tokens.issue(
      user.id,
      ttlMs,
      { ip: meta.ip, userAgent: meta.userAgent },
      tx,
    );
    await emit(
      AUTH_EVENTS.oidcLoggedIn,
      { provider: this.ctx.config.oidc?.providerName ?? '' },
      aboutUser(user.id, user.id, meta),
    );
    return issued;
  }

  private async refused(reason: string, meta: RequestMeta): Promise<void> {
    await this.ctx.events.emit(
      AUTH_EVENTS.oidcRefused,
      { provider: this.ctx.config.oidc?.providerName ?? '', reason },
      aboutUser(null, undefined, meta),
    );
  }
}

/**
 * The path to come back to after signing in: a path of this site only, never another origin
 * (`//host`, `/\host`, `https://…`), so the sign-in cannot be used to send people elsewhere.
 */
export function safeReturnPath(returnTo: string | undefined): string {
  if (returnTo === undefined || returnTo === '') return '/';
  const base = 'http://carenet.invalid';
  let url: URL | null = null;
  try {
    url = new URL(returnTo, base);
  } catch {
    url = null;
  }
  if (
    !url ||
    url.origin !== base ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.includes('\\') ||
    [...returnTo].some((char) => char.charCodeAt(0) < 0x20)
  ) {
    throw AppError.field('returnTo', OIDC_MESSAGES.returnToInvalid);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

function assertNotSuspended(user: UserRow): void {
  if (user.suspendedAt) throw AppError.forbidden(USER_ADMIN_MESSAGES.accountSuspended);
}

function aboutUser(actorId: string | null, subjectId: string | undefined, meta: RequestMeta): EventMeta {
  return { actorId, subjectType: 'user', subjectId, ip: meta.ip };
}

/** The identity or the e-mail was taken by another request between the checks and the write. */
function conflictFrom(error: unknown, settings: OidcConfig): AppError | null {
  switch (violatedUniqueIndex(error)) {
    case 'user_identities_issuer_subject_unique':
      return AppError.conflict(OIDC_MESSAGES.identityTaken);
    case 'users_email_unique':
      return AppError.badRequest(OIDC_MESSAGES.notConfirmed(settings.providerName));
    default:
      return null;
  }
}
