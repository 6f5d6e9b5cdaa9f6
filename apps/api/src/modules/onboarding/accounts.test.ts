import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_VERIFICATION, type OnboardUserInput } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, lastMailTo, uniqueEmail, uniquePhone } from '../../../test/factories';
import { verifyPassword } from '../../platform/auth/passwords';
import { doctorSpecializations, otps, users, verificationRequests } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import {
  PASSWORD_SETUP_PURPOSE,
  UNKNOWN_SPECIALTY,
  UNUSABLE_PASSWORD,
  insertOnboardedUsers,
  sendPasswordSetupLinks,
  takenContacts,
} from './accounts';

const t = useTestApp();

async function specialty(): Promise<string> {
  const name = `Cardiology ${randomUUID().slice(0, 8)}`;
  await t.ctx.db.insert(doctorSpecializations).values({ name });
  return name;
}

const name = { first_name: 'Asha', last_name: 'Rao', middle_name: '' };
const address = { line1: '', line2: '', city: 'Pune', state: 'MH', country: 'India', zip_code: '' };

function patient(): OnboardUserInput {
  return { roles: 'patient', name, email: uniqueEmail('patient'), phone: uniquePhone(), address };
}

describe('insertOnboardedUsers', () => {
  it('stores doctors verified by the administrator, with catalogue specialty names and no usable password', async () => {
    const admin = await createAdmin(t.ctx);
    const cardiology = await specialty();
    const doctor: OnboardUserInput = {
      roles: 'doctor',
      name,
      email: uniqueEmail('doctor'),
      phone: uniquePhone(),
      salutation: 'professor',
      title: 'MBBS, MD',
      yearsOfExperience: 12,
      specialties: [cardiology.toUpperCase()],
      address,
    };
    const [created] = await t.ctx.db.transaction((tx) => insertOnboardedUsers(tx, admin.user.id, [doctor]));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({
      roles: ['doctor'],
      sourceOfSignup: 'talhospitals',
      emailVerified: false,
      profileVerificationStatus: PROFILE_VERIFICATION.verified,
      salutation: 'professor',
      yearsOfExperience: 12,
      educationalQualification: 'MBBS, MD',
      address: { city: 'Pune', state: 'MH', country: 'India' },
      details: { specialities: [cardiology] },
    });
    expect(row.passwordHash).toBe(UNUSABLE_PASSWORD);
    const [review] = await t.ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, created.id));
    expect(review).toMatchObject({ kind: 'doctor', status: 'verified', reviewerId: admin.user.id });
  });

  it('stores facility contacts under the facilities role, without an address', async () => {
    const admin = await createAdmin(t.ctx);
    const input: OnboardUserInput = { roles: 'facility', name, email: uniqueEmail(), phone: uniquePhone() };
    const [created] = await insertOnboardedUsers(t.ctx.db, admin.user.id, [input]);
    expect(created.roles).toEqual(['facilities']);
  });

  it('refuses specialties the catalogue does not hold, writing nothing', async () => {
    const admin = await createAdmin(t.ctx);
    const email = uniqueEmail('doctor');
    const doctor: OnboardUserInput = {
      roles: 'doctor',
      name,
      email,
      phone: uniquePhone(),
      salutation: 'dr',
      title: 'MBBS',
      yearsOfExperience: 1,
      specialties: [`Not a specialty ${randomUUID()}`],
      address,
    };
    const attempt = insertOnboardedUsers(t.ctx.db, admin.user.id, [doctor]);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      errors: [{ path: 'specialties', message: UNKNOWN_SPECIALTY }],
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('inserts more rows than one batch holds', async () => {
    const admin = await createAdmin(t.ctx);
    const inputs = Array.from({ length: 1200 }, (_, i) => ({
      ...patient(),
      email: `bulk.${i}.${randomUUID().slice(0, 8)}@test.carenet.local`,
    }));
    const created = await t.ctx.db.transaction((tx) => insertOnboardedUsers(tx, admin.user.id, inputs));
    expect(created).toHaveLength(1200);
    expect(new Set(created.map((user) => user.email))).toEqual(new Set(inputs.map((input) => input.email)));
    const taken = await takenContacts(t.ctx.db, [inputs[0], inputs[1199]]);
    expect(taken.emails).toEqual(new Set([inputs[0].email, inputs[1199].email]));
  });
});

describe('the unusable password marker', () => {
  it('matches no password, not even itself', async () => {
    for (const password of [UNUSABLE_PASSWORD, '', 'Test@1234', '!password-not-set ']) {
      expect(await verifyPassword(UNUSABLE_PASSWORD, password)).toBe(false);
    }
  });
});

describe('sendPasswordSetupLinks', () => {
  it('mails each person a set-password link whose secret is stored only hashed, for 7 days', async () => {
    const admin = await createAdmin(t.ctx);
    const people = await insertOnboardedUsers(t.ctx.db, admin.user.id, [patient(), patient()]);
    await sendPasswordSetupLinks(t.ctx, people);
    await sendPasswordSetupLinks(t.ctx, people.slice(0, 1));
    for (const person of people) {
      const mail = await lastMailTo(t.ctx, person.email);
      const link = mail?.text.match(/(http\S+\/set-password#(\S+))/);
      expect(link?.[1].startsWith(`${t.ctx.config.publicUrl}/set-password#${person.id}.`)).toBe(true);
      const secret = link?.[2].split('.')[1] ?? '';
      expect(secret.length).toBeGreaterThan(40);
      const stored = await t.ctx.db.select().from(otps).where(eq(otps.userId, person.id));
      // A second link replaces the first.
      expect(stored).toHaveLength(1);
      expect(stored[0].purpose).toBe(PASSWORD_SETUP_PURPOSE);
      expect(stored[0].codeHash).not.toContain(secret);
      const days = (stored[0].expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    }
    const all = await t.ctx.db
      .select()
      .from(otps)
      .where(
        inArray(
          otps.userId,
          people.map((p) => p.id),
        ),
      );
    expect(all).toHaveLength(2);
  });
});
