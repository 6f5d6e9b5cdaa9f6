import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, OTP_LENGTH, type OtpType } from '@carenet/shared';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/client';
import { otps } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/**
 * What a code proves: the e-mail address, the phone number, the right to reset the password, or (not
 * accepted by /verifyotp) the right to link an outside sign-in to the account.
 */
export type OtpPurpose = OtpType | 'oidcLink';
export type OtpRow = typeof otps.$inferSelect;

export interface OtpSettings {
  ttlMinutes: number;
  maxAttempts: number;
}

/**
 * One-time codes (docs/validation-and-limits.md: 6 digits). Codes are stored only as argon2 hashes, expire, allow a bounded
 * number of wrong tries, and a new code for a user and purpose replaces the previous one.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly settings: OtpSettings,
  ) {}

  /**
   * Creates a code for the user and purpose, invalidating any earlier one, and returns it in clear; on
   * `db` when given (the transaction that sends it).
   */
  async issue(userId: string, purpose: OtpPurpose, target: string, db: Database = this.db): Promise<string> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const codeHash = await hashPassword(code);
    const expiresAt = new Date(Date.now() + this.settings.ttlMinutes * 60_000);
    await db.transaction(async (tx) => {
      await tx.delete(otps).where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)));
      await tx.insert(otps).values({ userId, purpose, target, codeHash, expiresAt });
    });
    return code;
  }

  /**
   * Checks a code against the user's live one; throws the SPEC-facing refusal when it does not match.
   * `consume: false` confirms a code that a later call will use (the two-step password reset).
   */
  async verify(
    userId: string,
    purpose: OtpPurpose,
    code: string,
    options: { consume: boolean },
  ): Promise<OtpRow> {
    const [live] = await this.db
      .select()
      .from(otps)
      .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    if (!live) throw AppError.badRequest(MESSAGES.otpInvalid);
    if (live.expiresAt.getTime() <= Date.now()) throw AppError.badRequest(MESSAGES.otpExpired);

    // The try is counted before the hash is compared, so parallel guesses cannot exceed the limit.
    const [reserved] = await this.db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(and(eq(otps.id, live.id), isNull(otps.consumedAt), lt(otps.attempts, this.settings.maxAttempts)))
      .returning({ attempts: otps.attempts });
    if (!reserved) throw tooManyAttempts();

    if (!(await verifyPassword(live.codeHash, code))) {
      if (reserved.attempts >= this.settings.maxAttempts) throw tooManyAttempts();
      throw AppError.badRequest(MESSAGES.otpInvalid);
    }

    if (!options.consume) {
      // A right code is not a wrong try: give the reserved one back for the call that will use it.
      await this.db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} - 1` })
        .where(eq(otps.id, live.id));
      return live;
    }
    const [consumed] = await this.db
      .update(otps)
      .set({ consumedAt: new Date() })
      .where(and(eq(otps.id, live.id), isNull(otps.consumedAt)))
      .returning();
    // Another request used the same code first.
    if (!consumed) throw AppError.badRequest(MESSAGES.otpInvalid);
    return consumed;
  }

  /** Drops the user's live codes for a purpose, e.g. phone codes once the number changed; on `db` when given. */
  async discard(userId: string, purpose: OtpPurpose, db: Database = this.db): Promise<void> {
    await db.delete(otps).where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)));
  }
}

function tooManyAttempts(): AppError {
  return new AppError('TOO_MANY_REQUESTS', MESSAGES.otpTooManyAttempts);
}
