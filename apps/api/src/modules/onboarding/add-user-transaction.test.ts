import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, testDatabase, useTestApp, type TestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { crashAfterNextCommit } from '../../../test/crashing-database';
import { failMailDelivery } from '../../../test/failing-mail';
import { createAdmin, uniqueEmail, uniquePhone } from '../../../test/factories';
import { restartUntil } from '../../../test/restart';
import { mailOutbox, otps, users } from '../../platform/db/schema';
import { PASSWORD_SETUP_PURPOSE } from './accounts';

const t = useTestApp();

const patientBody = () => ({
  roles: 'patient',
  name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
  email: uniqueEmail('patient'),
  phone: uniquePhone(),
  gender: 'f',
  address: { line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', zip_code: '411001' },
});

const addAsAdmin = async (instance: TestApp, body: object) =>
  post(instance, '/user/add', body, (await createAdmin(t.ctx)).auth);

const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

it('delivers the set-password link of an account created just before its instance crashed', async () => {
  const body = patientBody();
  const crashing = crashAfterNextCommit(await testDatabase());
  const first = await createTestApp({}, { database: crashing.handle });
  try {
    // The answer reads the account again after the commit, which the crashed instance cannot.
    await addAsAdmin(first, body);
    expect(crashing.crashed()).toBe(true);
  } finally {
    await first.close();
  }

  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
  expect(user).toBeDefined();
  const delivered = async () =>
    (await mailsTo(body.email)).some((mail) => mail.status === 'logged' || mail.status === 'sent');
  await restartUntil(delivered);
  const [mail] = await mailsTo(body.email);
  expect(mail.text).toContain(`/set-password#${user.id}.`);
  const links = await t.ctx.db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, user.id), eq(otps.purpose, PASSWORD_SETUP_PURPOSE)));
  expect(links).toHaveLength(1);
});

it('creates no account whose set-password e-mail cannot be written', async () => {
  const body = patientBody();
  const failing = await createTestApp();
  failMailDelivery(failing);
  try {
    const res = await addAsAdmin(failing, body);
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  expect(await t.ctx.db.select().from(otps).where(eq(otps.target, body.email))).toEqual([]);
  expect(await mailsTo(body.email)).toEqual([]);
});
