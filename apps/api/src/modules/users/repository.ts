import { eq, or, sql } from 'drizzle-orm';
import { normalisePhone } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { users, type PersonName, type StoredAddress, type UserRow } from '../../platform/db/schema';
import { hashPassword } from '../../platform/auth/passwords';

export interface NewUser {
  name: PersonName;
  email: string;
  phone?: string | null;
  password: string;
  roles?: string[];
  gender?: string | null;
  address?: StoredAddress;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  profileVerificationStatus?: number;
  sourceOfSignup?: string | null;
  referralCode?: string | null;
  occupation?: string | null;
  summary?: string | null;
}

/** Inserts a user with a hashed password; e-mail lower-cased and phone in E.164 form. */
export async function insertUser(db: Database, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      phone: input.phone ? (normalisePhone(input.phone) ?? input.phone) : null,
      passwordHash: await hashPassword(input.password),
      roles: input.roles ?? [],
      gender: input.gender ?? null,
      address: input.address ?? {},
      emailVerified: input.emailVerified ?? false,
      phoneVerified: input.phoneVerified ?? false,
      profileVerificationStatus: input.profileVerificationStatus ?? 0,
      sourceOfSignup: input.sourceOfSignup ?? null,
      referralCode: input.referralCode ?? null,
      occupation: input.occupation ?? null,
      summary: input.summary ?? null,
    })
    .returning();
  return row;
}

/** Finds a user by e-mail address or phone number (an "account" of SPEC §7). */
export async function findUserByAccount(db: Database, account: string): Promise<UserRow | null> {
  const trimmed = account.trim();
  const phone = normalisePhone(trimmed);
  const [row] = await db
    .select()
    .from(users)
    .where(
      phone
        ? or(eq(users.phone, phone), eq(users.email, trimmed.toLowerCase()))
        : eq(users.email, trimmed.toLowerCase()),
    )
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}
