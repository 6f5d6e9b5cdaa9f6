import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGES,
  USER_ADMIN_MESSAGES,
  normalisePhone,
  type AccountCheckDto,
  type Locale,
  type adminSetPasswordSchema,
  type changeNumberSchema,
  type changePasswordSchema,
  type changeUsernameSchema,
  type forgotPasswordSchema,
  type loginSchema,
  type registerSchema,
} from '@carenet/shared';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Principal } from '../../platform/auth/request-auth';
import type { IssuedToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { Emit, EventMeta } from '../../platform/events';
import { users, type UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findUserByAccount, findUserById, insertUser } from '../users';
import { REFERRAL_EVENTS, referrerIdForSignup } from '../referrals';
import { AUTH_EVENTS } from './events';
import { providerNameOf } from './identities-service';
import { signupOnTakenContactMail } from './mails';
import { unlinkAll } from './oidc-repository';
import { countSignupCheck, insertSignupSession } from './signup-repository';
import { OtpService, type OtpPurpose } from './otp';
import { canManageAccount, canSetPasswordOf } from './policy';
import { LoginThrottle } from './throttle';
import { translatorFor } from '../../platform/i18n';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';

export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type AdminSetPasswordInput = z.output<typeof adminSetPasswordSchema>;
export type ChangeUsernameInput = z.output<typeof changeUsernameSchema>;
export type ChangeNumberInput = z.output<typeof changeNumberSchema>;

/** How long a sign-up's cookie lets checkAccount answer, and how many checks it answers. */
const SIGNUP_TTL_MS = 30 * 60_000;
const CHECKS_PER_SIGNUP = 30;

/** The accounts that already hold a sign-up's e-mail address and phone number. */
interface ContactOwners {
  email: UserRow | null;
  phone: UserRow | null;
}

/** Where a request came from, for sessions and the activity log. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** The language of the page asking: codes it asks for are written in it. */
  locale?: Locale;
}

/** The account use cases of docs/api-contract.md "Auth and account". */
export class AuthService {
  private readonly otp: OtpService;
  private readonly throttle: LoginThrottle;

  constructor(private readonly ctx: AppContext) {
    this.otp = new OtpService(ctx.db, {
      ttlMinutes: ctx.config.otpTtlMinutes,
      maxAttempts: ctx.config.otpMaxAttempts,
    });
    this.throttle = new LoginThrottle(ctx.db, ctx.config.loginFailuresPerAccount);
  }

  /**
   * Creates an account and e-mails its code; when the e-mail address is already an account's, e-mails
   * that account's owner instead, and answers the same. A phone number another account holds is left
   * off the new account and its owner is told too. So sign-up never tells who has an account
   * (docs/outside-sign-in.md#accounts-cannot-be-enumerated).
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<void> {
    try {
      await this.registerOnce(input, meta);
    } catch (error) {
      // Another sign-up took the e-mail or phone between the look-up and the write: as if taken before.
      const index = violatedUniqueIndex(error);
      if (index !== 'users_email_unique' && index !== 'users_phone_unique') throw error;
      await this.registerOnce(input, meta);
    }
  }

  private async registerOnce(input: RegisterInput, meta: RequestMeta): Promise<void> {
    const phone = input.phone ? normalisePhone(input.phone) : null;
    const owners = await this.contactOwners(input.email, phone);
    if (owners.email) {
      // The password work a new account costs, so the time taken does not tell either.
      await hashPassword(input.password);
      await this.ctx.events.transaction((tx, emit) => this.tellOwners(tx, emit, owners, meta));
      return;
    }
    await this.ctx.events.transaction(async (tx, emit) => {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: owners.phone ? null : phone,
        password: input.password,
        roles: input.roles ?? [],
        gender: input.gender ?? null,
        referredBy: await referrerIdForSignup(tx, input.referral_code),
        sourceOfSignup: input.sourceOfSignup || null,
        locale: meta.locale,
      });
      await this.mailCode(tx, user, 'email', meta);
      await emit(AUTH_EVENTS.registered, {}, aboutUser(user.id, user.id, meta));
      if (user.referredBy) {
        await emit(
          REFERRAL_EVENTS.joined,
          { referrerId: user.referredBy },
          aboutUser(user.id, user.id, meta),
        );
      }
      await this.tellOwners(tx, emit, owners, meta);
    });
  }

  /**
   * Confirms the registration code sent to the account's e-mail address and signs the new user in:
   * the code proves they hold the address, as a password-reset code does, so sending them back to type
   * their password again would prove nothing more. A suspended account is confirmed but not signed in.
   */
  async verifyEmailCode(
    account: string,
    code: string,
    meta: RequestMeta,
  ): Promise<{ user: UserRow; issued: IssuedToken | null }> {
    const user = await findUserByAccount(this.ctx.db, account);
    if (!user) throw AppError.badRequest(MESSAGES.otpInvalid);
    // Outside the transaction: a wrong try counts even though the request fails.
    await this.otp.verify(user.id, 'email', code, { consume: true });
    return this.ctx.events.transaction(async (tx, emit) => {
      const updated = await this.updateUser(tx, user.id, { emailVerified: true });
      await emit(AUTH_EVENTS.otpVerified, { type: 'email' }, aboutUser(user.id, user.id, meta));
      if (updated.suspendedAt) return { user: updated, issued: null };
      const ttlMs = this.ctx.config.sessionTtlHours * 60 * 60 * 1000;
      const issued = await this.ctx.tokens.issue(
        user.id,
        ttlMs,
        { ip: meta.ip, userAgent: meta.userAgent },
        tx,
      );
      await emit(AUTH_EVENTS.loggedIn, { rememberMe: false }, aboutUser(user.id, user.id, meta));
      return { user: updated, issued };
    });
  }

  /** Confirms the caller's phone number with the code texted to it. */
  async verifyPhoneCode(
    principal: Principal,
    requestedPhone: string | undefined,
    code: string,
    meta: RequestMeta,
  ): Promise<UserRow> {
    const phone = callersPhone(principal.user, requestedPhone);
    const otp = await this.otp.verify(principal.userId, 'phone', code, { consume: true });
    // A code sent to an earlier number proves nothing about the current one.
    if (otp.target !== phone) throw AppError.badRequest(MESSAGES.otpInvalid);
    return this.ctx.events.transaction(async (tx, emit) => {
      const updated = await this.updateUser(tx, principal.userId, { phoneVerified: true });
      await emit(
        AUTH_EVENTS.otpVerified,
        { type: 'phone' },
        aboutUser(principal.userId, principal.userId, meta),
      );
      return updated;
    });
  }

  /** Checks a password-reset code without using it, for a form that asks the new password next. */
  async checkPasswordResetCode(account: string, code: string): Promise<void> {
    const user = await findUserByAccount(this.ctx.db, account);
    if (!user) throw AppError.badRequest(MESSAGES.otpInvalid);
    await this.otp.verify(user.id, 'forgotPassword', code, { consume: false });
  }

  /**
   * Sends a new registration code. Unknown and already verified addresses get the same answer and no
   * mail, so this call does not tell who has an account.
   */
  async resendEmailCode(account: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByAccount(this.ctx.db, account);
    if (!user || user.emailVerified) return;
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.mailCode(tx, user, 'email', meta);
      await emit(AUTH_EVENTS.otpSent, { type: 'email' }, aboutUser(null, user.id, meta));
    });
  }

  async sendPhoneCode(
    principal: Principal,
    requestedPhone: string | undefined,
    meta: RequestMeta,
  ): Promise<void> {
    const user = principal.user;
    const phone = callersPhone(user, requestedPhone);
    if (user.phoneVerified) {
      // The web app recognises SPEC's 'Your number is already verified' and marks the number verified.
      throw AppError.conflict(
        `${MESSAGES.phoneAlreadyVerified(phone)}. ${MESSAGES.numberAlreadyVerifiedServer}`,
      );
    }
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.textCode(tx, user, phone, 'phone', meta);
      await emit(AUTH_EVENTS.otpSent, { type: 'phone' }, aboutUser(user.id, user.id, meta));
    });
  }

  async login(input: LoginInput, meta: RequestMeta): Promise<{ user: UserRow; issued: IssuedToken }> {
    const user = await findUserByAccount(this.ctx.db, input.account);
    // Unknown accounts go through the same throttle, password work and answers as known ones.
    const attempt = { account: user?.id ?? unknownAccountKey(input.account), client: meta.ip };
    if (await this.throttle.mustWait(attempt)) {
      // Nothing else is written: the event is alone.
      await this.ctx.events.emit(
        AUTH_EVENTS.loginFailed,
        { reason: 'throttled' },
        aboutUser(null, user?.id, meta),
      );
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
    }
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
      if (!user) await burnPasswordCheck(input.password);
      await this.ctx.events.transaction(async (tx, emit) => {
        await this.throttle.recordFailure(attempt, tx);
        await emit(
          AUTH_EVENTS.loginFailed,
          { reason: user ? 'wrong password' : 'unknown account' },
          aboutUser(null, user?.id, meta),
        );
      });
      throw AppError.unauthenticated(MESSAGES.invalidCredentials);
    }
    await this.throttle.forgetClient(attempt);
    // Told only to someone who knows the password, so it does not reveal which accounts are suspended.
    if (user.suspendedAt) {
      await this.ctx.events.emit(
        AUTH_EVENTS.loginFailed,
        { reason: 'suspended' },
        aboutUser(null, user.id, meta),
      );
      throw AppError.forbidden(USER_ADMIN_MESSAGES.accountSuspended);
    }
    if (!user.emailVerified) {
      await this.ctx.events.transaction(async (tx, emit) => {
        await this.mailCode(tx, user, 'email', meta);
        await emit(AUTH_EVENTS.loginFailed, { reason: 'not verified' }, aboutUser(null, user.id, meta));
      });
      throw AppError.forbidden(MESSAGES.accountNotVerified);
    }
    const ttlMs = input.rememberMe
      ? this.ctx.config.rememberMeTtlDays * 24 * 60 * 60 * 1000
      : this.ctx.config.sessionTtlHours * 60 * 60 * 1000;
    const issued = await this.ctx.events.transaction(async (tx, emit) => {
      const session = await this.ctx.tokens.issue(
        user.id,
        ttlMs,
        { ip: meta.ip, userAgent: meta.userAgent },
        tx,
      );
      // The language they sign in with is the one their e-mails are written in from now on.
      if (meta.locale && meta.locale !== user.locale)
        await this.updateUser(tx, user.id, { locale: meta.locale });
      await emit(AUTH_EVENTS.loggedIn, { rememberMe: input.rememberMe }, aboutUser(user.id, user.id, meta));
      return session;
    });
    return { user, issued };
  }

  async logout(principal: Principal, meta: RequestMeta): Promise<void> {
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.ctx.tokens.revoke(principal.sessionId, tx);
      await emit(AUTH_EVENTS.loggedOut, {}, aboutUser(principal.userId, principal.userId, meta));
    });
  }

  /**
   * Sends a reset code: by SMS when the account was named by its verified phone number, else by
   * e-mail. Unknown accounts get the same answer and nothing is sent.
   */
  async requestPasswordReset(account: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByAccount(this.ctx.db, account);
    if (!user) return;
    await this.ctx.events.transaction((tx, emit) => this.sendResetCode(tx, emit, user, account, meta));
  }

  /** Sends the user a reset code as requestPasswordReset does, with its event, in the caller's transaction. */
  async sendResetCode(
    tx: Database,
    emit: Emit,
    user: UserRow,
    account: string,
    meta: RequestMeta,
  ): Promise<void> {
    const phone = normalisePhone(account);
    if (phone && phone === user.phone && user.phoneVerified) {
      await this.textCode(tx, user, phone, 'forgotPassword', meta);
    } else {
      await this.mailCode(tx, user, 'forgotPassword', meta);
    }
    await emit(AUTH_EVENTS.otpSent, { type: 'forgotPassword' }, aboutUser(null, user.id, meta));
  }

  async resetPassword(input: ForgotPasswordInput, meta: RequestMeta): Promise<void> {
    if (input.otp === undefined) throw AppError.field('otp', MESSAGES.otpFormat);
    if (input.newPassword === undefined) throw AppError.field('newPassword', MESSAGES.passwordRequired);
    const user = await findUserByAccount(this.ctx.db, input.account);
    if (!user) throw AppError.badRequest(MESSAGES.otpInvalid);
    // Outside the transaction: a wrong try counts even though the request fails.
    const otp = await this.otp.verify(user.id, 'forgotPassword', input.otp, { consume: true });
    const passwordHash = await hashPassword(input.newPassword);
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.updateUser(tx, user.id, {
        passwordHash,
        // A code that reached the mailbox proves the address as well as the registration code would.
        ...(otp.target === user.email ? { emailVerified: true } : {}),
      });
      await this.ctx.tokens.revokeAllFor(user.id, undefined, tx);
      await this.throttle.forgetAccount(user.id, tx);
      await emit(AUTH_EVENTS.passwordReset, {}, aboutUser(user.id, user.id, meta));
      // Whoever linked an outside account before the owner proved the mailbox is locked out with it.
      for (const identity of await unlinkAll(tx, user.id)) {
        await emit(
          AUTH_EVENTS.identityUnlinked,
          { provider: providerNameOf(this.ctx, identity.issuer), by: 'password reset' },
          aboutUser(user.id, user.id, meta),
        );
      }
    });
  }

  async changePassword(principal: Principal, input: ChangePasswordInput, meta: RequestMeta): Promise<void> {
    const user = principal.user;
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw AppError.field('oldPassword', MESSAGES.currentPasswordWrong);
    }
    if (input.newPassword === input.oldPassword) throw AppError.field('newPassword', MESSAGES.samePassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.updateUser(tx, user.id, { passwordHash });
      await this.ctx.tokens.revokeAllFor(user.id, undefined, tx);
      await emit(AUTH_EVENTS.passwordChanged, {}, aboutUser(user.id, user.id, meta));
    });
  }

  async setPasswordAsAdmin(
    principal: Principal,
    input: AdminSetPasswordInput,
    meta: RequestMeta,
  ): Promise<void> {
    const target = await findUserById(this.ctx.db, input.userId);
    if (!target) throw AppError.notFound();
    if (!canSetPasswordOf(principal, target)) throw AppError.forbidden();
    const passwordHash = await hashPassword(input.password);
    await this.ctx.events.transaction(async (tx, emit) => {
      await this.updateUser(tx, target.id, { passwordHash });
      await this.ctx.tokens.revokeAllFor(target.id, undefined, tx);
      await this.throttle.forgetAccount(target.id, tx);
      await emit(AUTH_EVENTS.passwordSetByAdmin, {}, aboutUser(principal.userId, target.id, meta));
    });
  }

  async changeUsername(
    principal: Principal,
    input: ChangeUsernameInput,
    meta: RequestMeta,
  ): Promise<UserRow> {
    const target = await this.manageableUser(principal, input.userId);
    const [taken] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, target.id)))
      .limit(1);
    if (taken) throw usernameTaken();
    try {
      return await this.ctx.events.transaction(async (tx, emit) => {
        const updated = await this.updateUser(tx, target.id, { username: input.username });
        await emit(
          AUTH_EVENTS.usernameChanged,
          { username: input.username },
          aboutUser(principal.userId, target.id, meta),
        );
        return updated;
      });
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  /** A new number is unverified until its code is confirmed (docs/screens-and-flows.md#flows Phone). */
  async changeNumber(principal: Principal, input: ChangeNumberInput, meta: RequestMeta): Promise<UserRow> {
    const target = await this.manageableUser(principal, input.userId);
    const phone = normalisePhone(input.phone);
    if (!phone) throw AppError.field('phone', MESSAGES.enterValidPhone);
    if (phone === target.phone) return target;
    const [taken] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, target.id)))
      .limit(1);
    if (taken) throw phoneTaken();
    try {
      return await this.ctx.events.transaction(async (tx, emit) => {
        const updated = await this.updateUser(tx, target.id, { phone, phoneVerified: false });
        await this.otp.discard(target.id, 'phone', tx);
        await emit(AUTH_EVENTS.numberChanged, {}, aboutUser(principal.userId, target.id, meta));
        return updated;
      });
    } catch (error) {
      throw conflictFrom(error) ?? error;
    }
  }

  /** Starts a sign-up for one browser: the secret of the cookie under which checkAccount answers it. */
  async startSignup(): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SIGNUP_TTL_MS);
    await insertSignupSession(this.ctx.db, token, expiresAt);
    return { token, expiresAt };
  }

  /**
   * Whether an e-mail address or phone number is taken: told only within a live sign-up (its cookie),
   * a limited number of times, or to an administrator, who may look accounts up anyway.
   */
  async checkAccount(
    account: string,
    caller: { principal: Principal | null; signupToken: string | undefined },
  ): Promise<AccountCheckDto> {
    if (!caller.principal?.flags.admin) {
      const checks = caller.signupToken ? await countSignupCheck(this.ctx.db, caller.signupToken) : null;
      if (checks === null) throw AppError.forbidden(MESSAGES.signupCheckRefused);
      if (checks > CHECKS_PER_SIGNUP) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
    }
    return { exists: (await findUserByAccount(this.ctx.db, account)) !== null };
  }

  /** The accounts that already hold the e-mail address and the phone number of a sign-up. */
  private async contactOwners(email: string, phone: string | null): Promise<ContactOwners> {
    const rows = await this.ctx.db
      .select()
      .from(users)
      .where(phone ? or(eq(users.email, email), eq(users.phone, phone)) : eq(users.email, email));
    return {
      email: rows.find((row) => row.email === email) ?? null,
      phone: (phone && rows.find((row) => row.phone === phone)) || null,
    };
  }

  /**
   * E-mails each account whose e-mail or phone someone just signed up with, in its owner's language:
   * if it was them, they sign in or reset their password; if not, nothing changed.
   */
  private async tellOwners(tx: Database, emit: Emit, owners: ContactOwners, meta: RequestMeta) {
    const told = new Set<string>();
    for (const [contact, owner] of [
      ['email', owners.email],
      ['phone', owners.phone],
    ] as const) {
      if (!owner || told.has(owner.id)) continue;
      told.add(owner.id);
      await this.ctx.mailer.send(signupOnTakenContactMail(owner, contact, this.ctx.config.publicUrl), tx);
      await emit(AUTH_EVENTS.signupOnTakenContact, { contact }, aboutUser(null, owner.id, meta));
    }
  }

  /** The account named by `userId` (the caller's own when absent); others' accounts only for admins. */
  private async manageableUser(principal: Principal, userId: string | undefined): Promise<UserRow> {
    const targetId = userId ?? principal.userId;
    if (!canManageAccount(principal, targetId)) throw AppError.notFound();
    const target = await findUserById(this.ctx.db, targetId);
    if (!target) throw AppError.notFound();
    return target;
  }

  private async updateUser(
    tx: Database,
    userId: string,
    changes: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw AppError.notFound();
    return row;
  }

  /** A new code and its e-mail, in the transaction that logs them. */
  private async mailCode(
    tx: Database,
    user: UserRow,
    purpose: Extract<OtpPurpose, 'email' | 'forgotPassword'>,
    meta: RequestMeta,
  ) {
    const code = await this.otp.issue(user.id, purpose, user.email, tx);
    const minutes = this.ctx.config.otpTtlMinutes;
    const { t } = translatorFor(meta.locale ?? user.locale);
    await this.ctx.mailer.send(
      purpose === 'email'
        ? {
            to: user.email,
            subject: t('Your CareNet verification code'),
            text: [
              t('Your CareNet verification code is {code}.', { code }),
              t(
                'It expires in {minutes} minutes. If you did not create a CareNet account, you can ignore this e-mail.',
                { minutes },
              ),
            ].join('\n\n'),
          }
        : {
            to: user.email,
            subject: t('Your CareNet password reset code'),
            text: [
              t('Your CareNet password reset code is {code}.', { code }),
              t(
                'It expires in {minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
                { minutes },
              ),
            ].join('\n\n'),
          },
      tx,
    );
  }

  /** A new code and its text message, in the transaction that logs them. */
  private async textCode(
    tx: Database,
    user: UserRow,
    phone: string,
    purpose: Extract<OtpPurpose, 'phone' | 'forgotPassword'>,
    meta: RequestMeta,
  ) {
    const code = await this.otp.issue(user.id, purpose, phone, tx);
    const { t } = translatorFor(meta.locale ?? user.locale);
    const values = { code, minutes: this.ctx.config.otpTtlMinutes };
    await this.ctx.sms.send(
      phone,
      purpose === 'phone'
        ? t('Your CareNet verification code is {code}. It expires in {minutes} minutes.', values)
        : t('Your CareNet password reset code is {code}. It expires in {minutes} minutes.', values),
      tx,
    );
  }
}

/**
 * Who did what to which account, as an account's events record it: these feed the activity log and
 * end the sockets of ended sessions, and notify nobody.
 */
function aboutUser(actorId: string | null, subjectId: string | undefined, meta: RequestMeta): EventMeta {
  return { actorId, subjectType: 'user', subjectId, ip: meta.ip };
}

/** The throttle's name for an account nobody holds: the identifier as findUserByAccount reads it. */
function unknownAccountKey(account: string): string {
  const trimmed = account.trim();
  return `unknown:${normalisePhone(trimmed) ?? trimmed.toLowerCase()}`;
}

/** The caller's phone number; a number named in the request must be that one. */
function callersPhone(user: UserRow, requested: string | undefined): string {
  if (requested) {
    const phone = normalisePhone(requested);
    if (!phone) throw AppError.field('phone', MESSAGES.enterValidPhone);
    if (phone !== user.phone) throw AppError.field('phone', MESSAGES.phoneNotOnAccount);
    return phone;
  }
  if (!user.phone) throw AppError.field('phone', MESSAGES.enterValidPhone);
  return user.phone;
}

function usernameTaken(): AppError {
  return AppError.conflict(MESSAGES.usernameTaken, [{ path: 'username', message: MESSAGES.usernameTaken }]);
}

function phoneTaken(): AppError {
  return AppError.conflict(MESSAGES.phoneTaken, [{ path: 'phone', message: MESSAGES.phoneTaken }]);
}

/** The 409 for a write that broke one of the users table's unique indexes, else null. */
function conflictFrom(error: unknown): AppError | null {
  switch (violatedUniqueIndex(error)) {
    case 'users_email_unique':
      return AppError.conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
    case 'users_phone_unique':
      return phoneTaken();
    case 'users_username_unique':
      return usernameTaken();
    default:
      return null;
  }
}
