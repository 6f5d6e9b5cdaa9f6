import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGES,
  ONBOARDING_MESSAGES,
  isUuid,
  type OnboardUserInput,
  type setPasswordSchema,
} from '@carenet/shared';
import { hashPassword } from '../../platform/auth/passwords';
import type { Principal } from '../../platform/auth/request-auth';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { otps, users, type UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';
import { findUserById } from '../users';
import {
  PASSWORD_SETUP_PURPOSE,
  contactConflict,
  insertOnboardedUsers,
  issuePasswordSetupLinks,
  takenContacts,
} from './accounts';
import { ONBOARDING_EVENTS } from './events';

export type SetPasswordInput = z.output<typeof setPasswordSchema>;

/**
 * POST /user/add: an administrator creates a doctor, a patient or a facility's contact person, who is
 * e-mailed a link to choose their password. E-mail or phone already linked to an account: a 409.
 */
export async function addUser(
  ctx: AppContext,
  admin: Principal,
  input: OnboardUserInput,
  ip: string,
): Promise<UserRow> {
  const conflict = contactConflict(input, await takenContacts(ctx.db, [input]));
  if (conflict) throw conflict;
  let id: string;
  try {
    // The account and its set-password link's e-mail are written together: nobody is created unreachable.
    [{ id }] = await ctx.events.transaction(async (tx, emit) => {
      const inserted = await insertOnboardedUsers(tx, admin.userId, [input]);
      await emit(
        ONBOARDING_EVENTS.userAdded,
        { role: input.roles },
        { actorId: admin.userId, subjectType: 'user', subjectId: inserted[0].id, ip },
      );
      await issuePasswordSetupLinks(ctx, tx, inserted);
      return inserted;
    });
  } catch (error) {
    // Another account took the e-mail or phone between the check and the insert.
    throw conflictFrom(error) ?? error;
  }
  const user = await findUserById(ctx.db, id);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * POST /user/setPassword: the person holding a live set-password link chooses their password. The
 * link proves the mailbox, so the e-mail address counts as verified from then on; the link works once.
 */
export async function setPasswordWithLink(
  ctx: AppContext,
  input: SetPasswordInput,
  ip: string,
): Promise<void> {
  const [userId, secret] = input.token.split('.');
  if (!userId || !secret || !isUuid(userId)) throw invalidLink();
  const [live] = await ctx.db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, PASSWORD_SETUP_PURPOSE), isNull(otps.consumedAt)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (!live || !sameHash(live.codeHash, hashToken(secret))) throw invalidLink();
  if (live.expiresAt.getTime() <= Date.now()) {
    throw AppError.badRequest(ONBOARDING_MESSAGES.setupLinkExpired);
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.events.transaction(async (tx, emit) => {
    const consumed = await tx
      .update(otps)
      .set({ consumedAt: new Date() })
      .where(and(eq(otps.id, live.id), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    // Another request used the same link first.
    if (!consumed.length) throw invalidLink();
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await emit(
      ONBOARDING_EVENTS.passwordSet,
      {},
      { actorId: userId, subjectType: 'user', subjectId: userId, ip },
    );
  });
  // Any session opened before (a password reset meanwhile) ends with the password it was opened with.
  await ctx.tokens.revokeAllFor(userId);
}

function invalidLink(): AppError {
  return AppError.badRequest(ONBOARDING_MESSAGES.setupLinkInvalid);
}

/** Compares two hex SHA-256 digests in constant time. */
function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function conflictFrom(error: unknown): AppError | null {
  switch (violatedUniqueIndex(error)) {
    case 'users_email_unique':
      return AppError.conflict(MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
    case 'users_phone_unique':
      return AppError.conflict(MESSAGES.phoneTaken, [{ path: 'phone', message: MESSAGES.phoneTaken }]);
    default:
      return null;
  }
}
