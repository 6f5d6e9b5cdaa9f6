import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ERASED_TEXT, MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  TEST_PASSWORD,
  createOrganization,
  createUser,
  uniquePhone,
  type TestUser,
} from '../../../test/factories';
import {
  activityLog,
  appointments,
  comments,
  donationRequests,
  importJobs,
  organizationMembers,
  organizations,
  prescriptions,
  users,
} from '../../platform/db/schema';
import { call } from '../chat/testing';
import { doctorAdvice, filesHolding, personWithData, tablesHolding } from './testing';

const dataDir = path.join(tmpdir(), `carenet-erase-${randomUUID()}`);
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const erase = (user: TestUser | null, payload: object) => call(t, 'POST', '/disband/user', user, payload);

describe('POST /disband/user', () => {
  it('leaves no table and no stored file holding the person’s e-mail, phone or what they wrote', async () => {
    const marker = `marker-${randomUUID()}`;
    const { person, request, commentId } = await personWithData(t, marker);
    const needles = [person.user.email, person.user.phone!, marker];
    // The scan finds what is there before the erasure, so its silence afterwards means something.
    expect((await tablesHolding(t, needles)).length).toBeGreaterThan(5);
    expect(await filesHolding(dataDir, [marker])).toHaveLength(1);

    const res = await erase(person, { password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: ACCOUNT_MESSAGES.erased });
    await t.ctx.events.settled();

    expect(await tablesHolding(t, needles)).toEqual([]);
    expect(await filesHolding(dataDir, needles)).toEqual([]);

    // The tombstone and what others' history points at stay, holding nothing of the person.
    const [tombstone] = await t.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(tombstone).toMatchObject({
      name: { first_name: 'Deleted', last_name: 'user' },
      email: `erased-${person.user.id}@invalid`,
      phone: null,
      roles: [],
      summary: null,
    });
    expect(tombstone.erasedAt).toBeInstanceOf(Date);
    const [kept] = await t.ctx.db.select().from(donationRequests).where(eq(donationRequests.id, request.id));
    expect(kept).toMatchObject({
      title: ERASED_TEXT,
      description: ERASED_TEXT,
      status: -9,
      createdBy: person.user.id,
    });
    const [comment] = await t.ctx.db.select().from(comments).where(eq(comments.id, commentId));
    expect(comment.text).toBe(ERASED_TEXT);

    // The erasure is in the activity log, without the e-mail address or an IP address.
    const [logged] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, person.user.id), eq(activityLog.action, 'account.erased')));
    expect(logged).toMatchObject({ category: 'Account', subjectId: person.user.id, details: {}, ip: null });

    // Signed out everywhere, and the old password signs in nowhere.
    expect((await call(t, 'GET', `/user/${person.user.id}`, person)).statusCode).toBe(401);
    const login = await call(t, 'POST', '/login', null, {
      account: person.user.email,
      password: person.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('erasing a doctor keeps the patient’s records, without the doctor’s contact details or words', async () => {
    const marker = `marker-${randomUUID()}`;
    const { person, doctor } = await personWithData(t, marker);
    await t.ctx.db.update(users).set({ phone: uniquePhone() }).where(eq(users.id, doctor.user.id));
    const [withPhone] = await t.ctx.db.select().from(users).where(eq(users.id, doctor.user.id));

    expect((await erase(doctor, { password: doctor.password })).statusCode).toBe(200);
    await t.ctx.events.settled();
    expect(await tablesHolding(t, [withPhone.email, withPhone.phone!, doctorAdvice(marker)])).toEqual([]);

    // The patient's prescription keeps the doctor's name; their future appointment is cancelled, not lost.
    const [prescription] = await t.ctx.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.patientId, person.user.id));
    expect(prescription.doctor).toMatchObject({ name: 'Arjun Mehta', email: '' });
    const [appointment] = await t.ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, person.user.id));
    expect(appointment).toMatchObject({ status: 'cancelled', note: `Appointment ${marker}` });
    // The patient's own data is untouched.
    expect(await tablesHolding(t, [person.user.email])).not.toEqual([]);
    expect(await filesHolding(dataDir, [marker])).toHaveLength(1);
  });

  it('deletes the result file of a bulk import that listed the person, keeping the import', async () => {
    const person = await createUser(t.ctx, { roles: ['patient'], phone: uniquePhone() });
    const resultKey = `imports/${randomUUID()}/result.csv`;
    await t.ctx.storage.put(
      resultKey,
      Buffer.from(`email,phone,outcome\r\n${person.user.email},${person.user.phone},created\r\n`),
      'text/csv',
    );
    const [job] = await t.ctx.db
      .insert(importJobs)
      .values({
        kind: 'users',
        fileName: 'people.csv',
        status: 'done',
        rows: [{ email: person.user.email, phone: person.user.phone }, { email: 'someone.else@example.com' }],
        totalRows: 2,
        processedRows: 2,
        createdCount: 2,
        resultFileKey: resultKey,
      })
      .returning();

    // A facility given their address as its contact, which they do not own alone.
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const facility = await createOrganization(t.ctx, owner, { orgEmail: person.user.email.toUpperCase() });

    expect((await erase(person, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await filesHolding(dataDir, [person.user.email, person.user.phone!])).toEqual([]);
    expect(await tablesHolding(t, [person.user.email])).toEqual([]);
    const [kept] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, facility.id));
    expect(kept).toMatchObject({ orgName: facility.orgName, orgEmail: null });
    const [after] = await t.ctx.db.select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(after).toMatchObject({
      resultFileKey: null,
      createdCount: 2,
      rows: [{ email: 'someone.else@example.com' }],
    });
  });

  it('asks for the password again and refuses a wrong one, erasing nothing', async () => {
    const person = await createUser(t.ctx, { roles: ['patient'] });
    const missing = await erase(person, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordRequired });

    const wrong = await erase(person, { password: 'Not-the@password1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.wrongPassword,
      errors: [{ path: 'password', message: ACCOUNT_MESSAGES.wrongPassword }],
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ email: person.user.email, erasedAt: null });
  });

  it('needs a signed-in person', async () => {
    const res = await erase(null, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.signInRequired });
  });

  it('refuses the last owner of a facility until they hand it over', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, owner, {
      orgName: `Sunrise Clinic ${randomUUID().slice(0, 6)}`,
    });
    const refused = await erase(owner, { password: owner.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.lastOwner.replace('{facilities}', org.orgName));

    const successor = await createUser(t.ctx, { roles: ['facilities'] });
    await t.ctx.db
      .insert(organizationMembers)
      .values({ orgId: org.id, userId: successor.user.id, role: 'owner' });
    expect((await erase(owner, { password: owner.password })).statusCode).toBe(200);
    const members = await t.ctx.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.orgId, org.id));
    expect(members.map((m) => m.userId)).toEqual([successor.user.id]);
  });
});
