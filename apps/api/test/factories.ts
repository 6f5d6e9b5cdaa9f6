import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { PROFILE_VERIFICATION, deriveRoleFlags } from '@carenet/shared';
import type { AppContext } from '../src/platform/context';
import { mailOutbox, type UserRow } from '../src/platform/db/schema';
import { insertUser, type NewUser } from '../src/modules/users/repository';
import { organizationMembers, organizations, type OrganizationRow } from '../src/platform/db/schema';
import { creatorTypeOfRoles } from '../src/modules/requests/policy';
import type { RequestRecord } from '../src/access';
import { insertRequest, type NewRequest } from '../src/modules/requests/repository';

export const TEST_PASSWORD = 'Test@1234';

let phoneCounter = 0;
/** A valid, unique Indian mobile number per call (the 9xxxx range). */
export function uniquePhone(): string {
  phoneCounter++;
  const suffix = String((Date.now() + phoneCounter * 7919 + process.pid) % 1_000_000_000).padStart(9, '0');
  return `+919${suffix}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomUUID().slice(0, 12)}@test.carenet.local`;
}

/** A word no other test writes ('zq' and eight letters): a keyword search finds only this test's requests. */
export function uniqueWord(): string {
  return `zq${Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`;
}

export interface TestUser {
  user: UserRow;
  password: string;
  token: string;
  auth: { authorization: string };
}

/**
 * A user with a verified e-mail and a live session; pass fields to override (roles, phone, ...). A doctor
 * or facility user's profile is verified unless profileVerificationStatus says otherwise.
 */
export async function createUser(ctx: AppContext, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const flags = deriveRoleFlags(overrides.roles ?? ['patient']);
  const user = await insertUser(ctx.db, {
    name: { first_name: 'Test', last_name: 'User', middle_name: '' },
    email: uniqueEmail(),
    roles: ['patient'],
    emailVerified: true,
    profileVerificationStatus:
      flags.doctor || flags.facilities ? PROFILE_VERIFICATION.verified : PROFILE_VERIFICATION.notSubmitted,
    ...overrides,
    password,
  });
  const { token } = await ctx.tokens.issue(user.id, 60 * 60 * 1000);
  return { user, password, token, auth: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (ctx: AppContext, overrides: Partial<NewUser> = {}) =>
  createUser(ctx, { roles: ['admin'], ...overrides });

/** The newest e-mail sent to an address, as the outbox recorded it. */
export async function lastMailTo(ctx: AppContext, to: string) {
  const [row] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/** The 6-digit code in the newest e-mail sent to an address. */
export async function lastOtpMailedTo(ctx: AppContext, to: string): Promise<string> {
  const mail = await lastMailTo(ctx, to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${to}`);
  return code;
}

/** A facility (organization), verified unless told otherwise, with `member` as its administrator when given. */
export async function createOrganization(
  ctx: AppContext,
  member?: TestUser,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<OrganizationRow> {
  const [org] = await ctx.db
    .insert(organizations)
    .values({
      orgName: `Test Hospital ${randomUUID().slice(0, 8)}`,
      orgType: 'clinic',
      status: 1,
      sourceOfCreation: 'talhospitals',
      createdBy: member?.user.id ?? null,
      ...overrides,
    })
    .returning();
  if (member)
    await ctx.db.insert(organizationMembers).values({ orgId: org.id, userId: member.user.id, role: 'owner' });
  return org;
}

/**
 * A care request by `owner`, approved (status 1) unless told otherwise; its creatorType follows the
 * owner's role as POST /donationRequest decides it.
 */
export function createRequest(
  ctx: AppContext,
  owner: TestUser,
  overrides: Partial<NewRequest> = {},
): Promise<RequestRecord> {
  return insertRequest(ctx.db, {
    title: 'Test request',
    description: 'A request made by a test.',
    requestType: 'talhospitals',
    creatorType: creatorTypeOfRoles(owner.user.roles),
    status: 1,
    sourceOfCreation: 'talhospitals',
    createdBy: owner.user.id,
    ...overrides,
  });
}
