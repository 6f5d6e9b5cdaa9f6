import { DEFAULT_LOCALE, type Locale } from '@carenet/shared';
import {
  and,
  arrayOverlaps,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { isUuid, normalisePhone, normaliseRole, type AccountStatus } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { users, type PersonName, type StoredAddress, type UserRow } from '../../platform/db/schema';
import { UNUSABLE_PASSWORD, hashPassword } from '../../platform/auth/passwords';

export interface NewUser {
  name: PersonName;
  email: string;
  phone?: string | null;
  /** Null: nobody chose one yet (an outside sign-up); no password signs in until a reset sets one. */
  password: string | null;
  roles?: string[];
  gender?: string | null;
  address?: StoredAddress;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  profileVerificationStatus?: number;
  sourceOfSignup?: string | null;
  referralCode?: string | null;
  /** Who referred the user: given once, at sign-up through a referral link. */
  referredBy?: string | null;
  occupation?: string | null;
  summary?: string | null;
  locale?: Locale;
}

/** Inserts a user with a hashed password; e-mail lower-cased and phone in E.164 form. */
export async function insertUser(db: Database, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      phone: input.phone ? (normalisePhone(input.phone) ?? input.phone) : null,
      passwordHash: input.password === null ? UNUSABLE_PASSWORD : await hashPassword(input.password),
      roles: input.roles ?? [],
      gender: input.gender ?? null,
      address: input.address ?? {},
      emailVerified: input.emailVerified ?? false,
      phoneVerified: input.phoneVerified ?? false,
      profileVerificationStatus: input.profileVerificationStatus ?? 0,
      sourceOfSignup: input.sourceOfSignup ?? null,
      referralCode: input.referralCode ?? null,
      referredBy: input.referredBy ?? null,
      occupation: input.occupation ?? null,
      summary: input.summary ?? null,
      locale: input.locale ?? DEFAULT_LOCALE,
    })
    .returning();
  return row;
}

/** Finds a user by e-mail address or phone number (an "account" of docs/api-contract.md). */
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
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}

/** Columns a profile or role update may change (never the password, e-mail or phone: those have their own flows). */
export type UserFieldsUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'gender'
    | 'occupation'
    | 'address'
    | 'profileImageUrl'
    | 'imageUrl'
    | 'summary'
    | 'linkedInProfileUrl'
    | 'twitterProfileUrl'
    | 'educationalQualification'
    | 'details'
    | 'languages'
    | 'isTourCompleted'
    | 'roles'
    | 'profileVerificationStatus'
  >
>;

export async function updateUserFields(
  db: Database,
  id: string,
  fields: UserFieldsUpdate,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export interface UserListFilter {
  /** Users holding any of these roles. */
  anyOfRoles?: string[];
  keyword?: string;
  /**
   * 'name' matches names and username only; 'nameAndContact' also e-mail and phone, which only
   * administrators may search by (otherwise the list would tell anyone whether an address is registered).
   */
  keywordScope: 'name' | 'nameAndContact';
  profileVerificationStatus?: number;
  /** Users holding this specialty in details.specialities, whatever its letter case (Find Doctors). */
  specialty?: string;
  /** Administrators' filter: accounts that may sign in, or suspended ones. */
  accountStatus?: AccountStatus;
  /** Only users a non-administrator may find: holders of any of `roles`, or one of `ids`. */
  visibleTo?: { roles: readonly string[]; ids: readonly string[] };
}

export interface Page {
  limit: number;
  offset: number;
}

/** Users holding any of the roles; stored roles may still use the older spelling 'facility' (docs/roles-and-permissions.md#roles). */
function holdsAnyOf(roles: readonly string[]): SQL {
  const spellings = roles.flatMap((role) =>
    normaliseRole(role) === 'facilities' ? ['facilities', 'facility'] : [role],
  );
  return arrayOverlaps(users.roles, spellings);
}

function userListWhere(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.anyOfRoles?.length) conditions.push(holdsAnyOf(filter.anyOfRoles));
  if (filter.visibleTo) {
    const { roles, ids } = filter.visibleTo;
    conditions.push(
      ids.length ? sql`(${holdsAnyOf(roles)} or ${inArray(users.id, [...ids])})` : holdsAnyOf(roles),
    );
  }
  if (filter.profileVerificationStatus !== undefined) {
    conditions.push(eq(users.profileVerificationStatus, filter.profileVerificationStatus));
  }
  const specialty = filter.specialty?.trim();
  if (specialty) {
    const held = sql`(case when jsonb_typeof(${users.details}->'specialities') = 'array' then ${users.details}->'specialities' else '[]'::jsonb end)`;
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${held}) as s where lower(s) = lower(${specialty}))`,
    );
  }
  if (filter.accountStatus) {
    conditions.push(
      filter.accountStatus === 'suspended' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
    );
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    // Both "first middle last" and "first last", so a typed full name matches with or without the middle name.
    const fullName = sql`concat_ws(' ', ${users.name}->>'first_name', nullif(${users.name}->>'middle_name', ''), ${users.name}->>'last_name')`;
    const firstLast = sql`concat_ws(' ', ${users.name}->>'first_name', ${users.name}->>'last_name')`;
    const matches = [ilike(fullName, pattern), ilike(firstLast, pattern), ilike(users.username, pattern)];
    if (filter.keywordScope === 'nameAndContact') {
      matches.push(ilike(users.email, pattern), ilike(users.phone, pattern));
    }
    conditions.push(or(...matches) ?? sql`false`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Users matching the filter, newest first, with the count of all matches; every match when no page is given. */
export async function listUsers(
  db: Database,
  filter: UserListFilter,
  page?: Page,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userListWhere(filter);
  const query = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  const [rows, [count]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count.n };
}
