import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  MESSAGES,
  ONBOARDING_MESSAGES,
  PROFILE_VERIFICATION,
  normalisePhone,
  normaliseRole,
  type FieldError,
  type OnboardUserInput,
} from '@carenet/shared';
import { UNUSABLE_PASSWORD } from '../../platform/auth/passwords';
import { hashToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import {
  doctorSpecializations,
  otps,
  users,
  verificationRequests,
  type UserRow,
} from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { setupLinkMail } from './mails';

/**
 * Stored instead of a password hash until the person chooses a password through the e-mailed link
 * (platform/auth/passwords.ts). No per-row hashing, so a bulk import of 10,000 rows stays fast.
 */
export { UNUSABLE_PASSWORD };

/** The otps purpose of a set-password link, and how long the link works. */
export const PASSWORD_SETUP_PURPOSE = 'passwordSetup';
export const PASSWORD_SETUP_TTL_DAYS = 7;

/** PostgreSQL allows 65,535 bind parameters per statement; ~20 columns a row keeps well under it. */
const BATCH_SIZE = 1000;

export const SOURCE_OF_SIGNUP = 'talhospitals';

export type OnboardedUser = Pick<UserRow, 'id' | 'email' | 'name' | 'roles' | 'locale'>;

/**
 * The e-mail addresses and phone numbers (E.164) among `inputs` that an account already holds, for
 * the 409 of POST /user/add and a bulk import's per-row errors.
 */
export async function takenContacts(
  db: Database,
  inputs: readonly Pick<OnboardUserInput, 'email' | 'phone'>[],
): Promise<{ emails: Set<string>; phones: Set<string> }> {
  const emails = [...new Set(inputs.map((input) => input.email.trim().toLowerCase()))];
  const phones = [
    ...new Set(inputs.map((input) => normalisePhone(input.phone)).filter((p): p is string => p !== null)),
  ];
  const taken = { emails: new Set<string>(), phones: new Set<string>() };
  for (let start = 0; start < Math.max(emails.length, phones.length); start += BATCH_SIZE) {
    const emailBatch = emails.slice(start, start + BATCH_SIZE);
    const phoneBatch = phones.slice(start, start + BATCH_SIZE);
    const conditions = [
      ...(emailBatch.length ? [inArray(users.email, emailBatch)] : []),
      ...(phoneBatch.length ? [inArray(users.phone, phoneBatch)] : []),
    ];
    const rows = await db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(or(...conditions));
    for (const row of rows) {
      if (emailBatch.includes(row.email)) taken.emails.add(row.email);
      if (row.phone && phoneBatch.includes(row.phone)) taken.phones.add(row.phone);
    }
  }
  return taken;
}

/**
 * The catalogue's spelling of each specialty name (matched without regard to case), and the names
 * the doctor_specializations catalogue does not hold.
 */
export async function resolveSpecialties(
  db: Database,
  names: readonly string[],
): Promise<{ canonical: Map<string, string>; unknown: string[] }> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  const canonical = new Map<string, string>();
  if (wanted.length) {
    const rows = await db
      .select({ name: doctorSpecializations.name })
      .from(doctorSpecializations)
      .where(inArray(sql`lower(${doctorSpecializations.name})`, wanted));
    for (const row of rows) canonical.set(row.name.toLowerCase(), row.name);
  }
  return { canonical, unknown: wanted.filter((name) => !canonical.has(name)) };
}

/** A specialty name the catalogue does not hold (POST /user/add, a bulk import's row). */
export const UNKNOWN_SPECIALTY = ONBOARDING_MESSAGES.unknownSpecialty;

/** The users-table row of one onboarded person, as docs/api-contract.md#entities-and-field-names Doctor / Patient / Facility contact creation. */
function rowOf(input: OnboardUserInput, specialties: Map<string, string>): typeof users.$inferInsert {
  const common = {
    name: { ...input.name, middle_name: input.name.middle_name ?? '' },
    email: input.email.trim().toLowerCase(),
    // The schema accepted the number, so it normalises; the fallback only keeps the type exact.
    phone: normalisePhone(input.phone) ?? input.phone,
    passwordHash: UNUSABLE_PASSWORD,
    roles: [normaliseRole(input.roles)],
    gender: input.gender ?? null,
    // The address is proven by the set-password link, which marks it verified when used.
    emailVerified: false,
    sourceOfSignup: SOURCE_OF_SIGNUP,
  };
  switch (input.roles) {
    case 'doctor':
      return {
        ...common,
        address: input.address,
        salutation: input.salutation,
        yearsOfExperience: input.yearsOfExperience,
        educationalQualification: input.title,
        details: {
          specialities: input.specialties.map((name) => specialties.get(name.trim().toLowerCase()) ?? name),
        },
        // The administrator who creates a doctor vouches for them: they are verified at once.
        profileVerificationStatus: PROFILE_VERIFICATION.verified,
      };
    case 'patient':
      return { ...common, address: input.address };
    case 'facility':
      return common;
  }
}

/**
 * Inserts people an administrator onboards (POST /user/add, bulk import), in batches, inside the
 * caller's transaction. Specialty names must be in the catalogue (else a 400 on 'specialties');
 * e-mail and phone must be free (the caller checks with takenContacts; a race ends in the unique
 * index's error). Nobody can sign in until they set a password with sendPasswordSetupLinks' link.
 * Doctors are verified at once, with `actorId` (the administrator) recorded as their reviewer.
 */
export async function insertOnboardedUsers(
  tx: Database,
  actorId: string,
  inputs: readonly OnboardUserInput[],
): Promise<OnboardedUser[]> {
  const names = inputs.flatMap((input) => (input.roles === 'doctor' ? input.specialties : []));
  const { canonical, unknown } = await resolveSpecialties(tx, names);
  if (unknown.length) throw AppError.field('specialties', UNKNOWN_SPECIALTY);
  const created: OnboardedUser[] = [];
  for (let start = 0; start < inputs.length; start += BATCH_SIZE) {
    const rows = inputs.slice(start, start + BATCH_SIZE).map((input) => rowOf(input, canonical));
    const inserted = await tx.insert(users).values(rows).returning({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.roles,
      locale: users.locale,
    });
    await recordVerifiedDoctors(tx, actorId, inputs.slice(start, start + BATCH_SIZE), inserted);
    created.push(...inserted);
  }
  return created;
}

/**
 * The verification history of doctors an administrator created: one decided submission each, with
 * the administrator as reviewer, so the verification screens say who verified them and when. No
 * council registration was collected, so its number and authority are empty.
 */
async function recordVerifiedDoctors(
  tx: Database,
  actorId: string,
  inputs: readonly OnboardUserInput[],
  inserted: readonly OnboardedUser[],
): Promise<void> {
  const now = new Date();
  const rows = inputs.flatMap((input, i) =>
    input.roles === 'doctor'
      ? [
          {
            userId: inserted[i].id,
            kind: 'doctor',
            status: 'verified',
            details: {
              registrationNumber: '',
              authority: '',
              qualifications: [input.title],
              specialties: input.specialties,
            },
            reviewerId: actorId,
            submittedAt: now,
            decidedAt: now,
          },
        ]
      : [],
  );
  if (rows.length) await tx.insert(verificationRequests).values(rows);
}

/**
 * Issues each user a set-password link (a random secret stored only as its SHA-256 hash in `otps`
 * with purpose 'passwordSetup', valid 7 days; a new link replaces an unused older one) and e-mails it
 * through the mail outbox, in one transaction a batch. The link is
 * `${publicUrl}/set-password#<userId>.<secret>`: the fragment never reaches a server log, and the user
 * id lets the check use the otps (user, purpose) index.
 */
export async function sendPasswordSetupLinks(
  ctx: AppContext,
  people: readonly Pick<OnboardedUser, 'id' | 'email' | 'name' | 'locale'>[],
): Promise<void> {
  for (let start = 0; start < people.length; start += BATCH_SIZE) {
    const batch = people.slice(start, start + BATCH_SIZE);
    await ctx.events.transaction((tx) => issuePasswordSetupLinks(ctx, tx, batch));
  }
}

/**
 * sendPasswordSetupLinks' work inside the caller's transaction (at most BATCH_SIZE people): each
 * link's row and its e-mail commit or roll back together, and with the account when it is created in
 * the same transaction.
 */
export async function issuePasswordSetupLinks(
  ctx: AppContext,
  tx: Database,
  people: readonly Pick<OnboardedUser, 'id' | 'email' | 'name' | 'locale'>[],
): Promise<void> {
  if (!people.length) return;
  const expiresAt = new Date(Date.now() + PASSWORD_SETUP_TTL_DAYS * 24 * 60 * 60 * 1000);
  const secrets = people.map(() => randomBytes(32).toString('base64url'));
  await tx.delete(otps).where(
    and(
      eq(otps.purpose, PASSWORD_SETUP_PURPOSE),
      inArray(
        otps.userId,
        people.map((person) => person.id),
      ),
    ),
  );
  await tx.insert(otps).values(
    people.map((person, i) => ({
      userId: person.id,
      purpose: PASSWORD_SETUP_PURPOSE,
      target: person.email,
      codeHash: hashToken(secrets[i]),
      expiresAt,
    })),
  );
  for (const [i, person] of people.entries()) {
    const link = `${ctx.config.publicUrl}/set-password#${person.id}.${secrets[i]}`;
    await ctx.mailer.send(setupLinkMail(person, link, PASSWORD_SETUP_TTL_DAYS), tx);
  }
}

/** The 409 field errors for contacts already linked to another account, or null when both are free. */
export function contactConflict(
  input: Pick<OnboardUserInput, 'email' | 'phone'>,
  taken: { emails: Set<string>; phones: Set<string> },
): AppError | null {
  const errors: FieldError[] = [];
  if (taken.emails.has(input.email.trim().toLowerCase())) {
    errors.push({ path: 'email', message: MESSAGES.emailTaken });
  }
  const phone = normalisePhone(input.phone);
  if (phone && taken.phones.has(phone)) errors.push({ path: 'phone', message: MESSAGES.phoneTaken });
  return errors.length ? AppError.conflict(errors[0].message, errors) : null;
}
