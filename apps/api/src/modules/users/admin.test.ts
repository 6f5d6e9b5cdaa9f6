import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, USER_ADMIN_MESSAGES, type AdminUserDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import {
  createAdmin,
  createOrganization,
  createUser,
  lastMailTo,
  uniquePhone,
  type TestUser,
} from '../../../test/factories';
import { activityLog, users, verificationRequests } from '../../platform/db/schema';

const t = useTestApp();

const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const notFound = { status: 'error', statusCode: 404, message: MESSAGES.notFound };
const forbidden = { status: 'error', statusCode: 403, message: MESSAGES.forbidden };

async function administrationLog(subjectId: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.category, 'Administration')))
    .orderBy(asc(activityLog.createdAt));
}

async function stored(id: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

const suspend = (id: string, by: TestUser | null, reason = 'Reported for fake credentials') =>
  call('POST', `/user/${id}/suspend`, by, { reason });

describe('POST /user/{id}/suspend', () => {
  it('suspends the account, ends its sessions, refuses its login and logs it under Administration', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await suspend(target.user.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: USER_ADMIN_MESSAGES.suspended,
      data: { _id: target.user.id, suspended: true },
    });
    const row = await stored(target.user.id);
    expect(row.suspendedAt).toBeInstanceOf(Date);
    expect(row.suspendedBy).toBe(admin.user.id);

    // The token the user held stops working at once.
    const stale = await call('GET', `/user/${target.user.id}`, target);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(MESSAGES.sessionExpired);

    const login = await post(t, '/login', { account: target.user.email, password: target.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      status: 'error',
      statusCode: 403,
      message: 'This account is suspended. Please contact support.',
    });

    expect(await administrationLog(target.user.id)).toEqual([
      expect.objectContaining({
        userId: admin.user.id,
        action: 'user.suspended',
        subjectType: 'user',
        details: { reason: 'Reported for fake credentials' },
      }),
    ]);
  });

  it('keeps the wrong-password answer for a suspended account, so suspension is not revealed', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    expect((await suspend(target.user.id, admin)).statusCode).toBe(200);
    const login = await post(t, '/login', { account: target.user.email, password: 'Wrong@1234' });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('requires a reason', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    const res = await suspend(target.user.id, admin, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'reason', message: 'Please enter the reason' }],
    });
    expect((await stored(target.user.id)).suspendedAt).toBeNull();
  });

  it('answers 409 for an account already suspended', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    await suspend(target.user.id, admin);
    const again = await suspend(target.user.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: 'This account is already suspended.',
    });
  });

  it('refuses an administrator their own account, and a super administrator’s unless they are one', async () => {
    const admin = await createAdmin(t.ctx);
    const self = await suspend(admin.user.id, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account.');

    const superAdmin = await createUser(t.ctx, { roles: ['superAdmin'] });
    const refused = await suspend(superAdmin.user.id, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a super administrator can suspend or reactivate a super administrator.',
    );
    expect((await stored(superAdmin.user.id)).suspendedAt).toBeNull();

    const otherSuper = await createUser(t.ctx, { roles: ['superAdmin'] });
    expect((await suspend(superAdmin.user.id, otherSuper)).statusCode).toBe(200);
    // An administrator may suspend another administrator.
    const otherAdmin = await createAdmin(t.ctx);
    expect((await suspend(otherAdmin.user.id, admin)).statusCode).toBe(200);
  });

  it('answers 403 to signed-in non-administrators, 401 to anonymous callers and 404 for an unknown id', async () => {
    const target = await createUser(t.ctx);
    for (const roles of [['patient'], ['doctor'], ['facilities']]) {
      const member = await createUser(t.ctx, { roles });
      const res = await suspend(target.user.id, member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await suspend(target.user.id, null)).statusCode).toBe(401);
    expect((await stored(target.user.id)).suspendedAt).toBeNull();

    const admin = await createAdmin(t.ctx);
    for (const id of [randomUUID(), 'nope']) {
      const res = await suspend(id, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});

describe('POST /user/{id}/reactivate', () => {
  it('lets the account sign in again and logs it under Administration', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    await suspend(target.user.id, admin);
    const res = await call('POST', `/user/${target.user.id}/reactivate`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      message: USER_ADMIN_MESSAGES.reactivated,
      data: { _id: target.user.id, suspended: false },
    });
    const row = await stored(target.user.id);
    expect(row.suspendedAt).toBeNull();
    expect(row.suspendedBy).toBeNull();
    const login = await post(t, '/login', { account: target.user.email, password: target.password });
    expect(login.statusCode).toBe(200);
    expect((await administrationLog(target.user.id)).map((r) => [r.action, r.userId])).toEqual([
      ['user.suspended', admin.user.id],
      ['user.reactivated', admin.user.id],
    ]);
  });

  it('answers 409 for an account that is not suspended', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    const res = await call('POST', `/user/${target.user.id}/reactivate`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: 'This account is not suspended.',
    });
  });

  it('answers 403 to signed-in non-administrators and 404 for an unknown id', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx);
    await suspend(target.user.id, admin);
    const member = await createUser(t.ctx, { roles: ['doctor'] });
    const refused = await call('POST', `/user/${target.user.id}/reactivate`, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);
    expect((await stored(target.user.id)).suspendedAt).not.toBeNull();
    const unknown = await call('POST', `/user/${randomUUID()}/reactivate`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
  });
});

describe('POST /user/{id}/passwordResetLink', () => {
  it('e-mails the user a reset code that works, never shows it to the administrator, and logs it', async () => {
    const admin = await createAdmin(t.ctx);
    // A verified phone would send forgot-password's code by SMS: the administrator's link is always e-mailed.
    const target = await createUser(t.ctx, { phone: uniquePhone(), phoneVerified: true });
    const res = await call('POST', `/user/${target.user.id}/passwordResetLink`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: 'A password reset link was e-mailed to the user.',
      data: null,
    });
    const mail = await lastMailTo(t.ctx, target.user.email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toEqual(expect.any(String));
    expect(res.body).not.toContain(code);

    const reset = await post(t, '/forgotpassword', {
      account: target.user.email,
      otp: code,
      newPassword: 'Fresh@1234',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, '/login', { account: target.user.email, password: 'Fresh@1234' })).statusCode).toBe(
      200,
    );

    const [entry] = await administrationLog(target.user.id);
    expect(entry).toMatchObject({ userId: admin.user.id, action: 'user.password_reset_link_sent' });
    expect(JSON.stringify(entry.details)).not.toContain(code);
  });

  it('answers 403 to signed-in non-administrators and 404 for an unknown id', async () => {
    const target = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    const refused = await call('POST', `/user/${target.user.id}/passwordResetLink`, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);
    expect(await lastMailTo(t.ctx, target.user.email)).toBeNull();
    const admin = await createAdmin(t.ctx);
    const unknown = await call('POST', `/user/${randomUUID()}/passwordResetLink`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
  });
});

describe('GET /user/{id} for administrators', () => {
  it('adds suspension, verification, facilities, recent activity and the abilities', async () => {
    const admin = await createAdmin(t.ctx);
    const target = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 2 });
    const facility = await createOrganization(t.ctx, target, { orgName: `Zeta Clinic ${randomUUID()}` });
    const [submission] = await t.ctx.db
      .insert(verificationRequests)
      .values({
        userId: target.user.id,
        kind: 'doctor',
        details: { registrationNumber: 'MCI-1', authority: 'NMC' },
      })
      .returning();
    // Activity by the user: a failed and a successful sign-in.
    await post(t, '/login', { account: target.user.email, password: 'Wrong@1234' });
    await post(t, '/login', { account: target.user.email, password: target.password });
    await t.ctx.events.settled();

    const res = await call('GET', `/user/${target.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: target.user.id,
      email: target.user.email,
      roles: ['doctor'],
      suspended: false,
      suspendedAt: null,
      suspensionReason: null,
      verification: { status: 2, label: 'Pending review', pendingSubmissionId: submission.id },
      facilities: [{ _id: facility.id, orgName: facility.orgName, role: 'owner', status: 1 }],
      abilities: { suspend: true, reactivate: false, sendPasswordResetLink: true },
    });
    expect(data.recentActivityCount).toBeGreaterThanOrEqual(1);

    await suspend(target.user.id, admin, 'Duplicate account');
    await t.ctx.events.settled();
    const after = (await call('GET', `/user/${target.user.id}`, admin)).json().data;
    expect(after).toMatchObject({
      suspended: true,
      suspendedAt: expect.any(String),
      suspensionReason: 'Duplicate account',
      abilities: { suspend: false, reactivate: true, sendPasswordResetLink: true },
    });
  });

  it('offers no suspension of oneself or, to an administrator, of a super administrator', async () => {
    const admin = await createAdmin(t.ctx);
    const superAdmin = await createUser(t.ctx, { roles: ['superAdmin'] });
    const own = (await call('GET', `/user/${admin.user.id}`, admin)).json().data;
    expect(own.abilities).toEqual({ suspend: false, reactivate: false, sendPasswordResetLink: true });
    const theirs = (await call('GET', `/user/${superAdmin.user.id}`, admin)).json().data;
    expect(theirs.abilities).toEqual({ suspend: false, reactivate: false, sendPasswordResetLink: true });
  });

  it('gives the owner the plain record, without the administrators’ fields', async () => {
    const me = await createUser(t.ctx);
    const data = (await call('GET', `/user/${me.user.id}`, me)).json().data;
    for (const key of ['suspended', 'abilities', 'verification', 'facilities', 'recentActivityCount']) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('answers 404 to an administrator for an unknown id', async () => {
    const admin = await createAdmin(t.ctx);
    for (const id of [randomUUID(), 'nope']) {
      const res = await call('GET', `/user/${id}`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});

describe('GET /users status filter', () => {
  it('lists active or suspended accounts to administrators, with `suspended` on each row', async () => {
    const admin = await createAdmin(t.ctx);
    const word = `Zs${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const name = (first: string) => ({ name: { first_name: first, last_name: word, middle_name: '' } });
    const active = await createUser(t.ctx, name('Ada'));
    const suspended = await createUser(t.ctx, name('Sam'));
    await suspend(suspended.user.id, admin);
    const list = async (status: string) => {
      const res = await call('GET', `/users?keyword=${word}${status}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: AdminUserDto[] }>().data.map((u) => [u._id, u.suspended]);
    };
    expect(await list('')).toEqual([
      [suspended.user.id, true],
      [active.user.id, false],
    ]);
    expect(await list('&status=active')).toEqual([[active.user.id, false]]);
    expect(await list('&status=suspended')).toEqual([[suspended.user.id, true]]);

    const csv = await call('GET', `/users?keyword=${word}&status=suspended&isDownload=true`, admin);
    expect(csv.body.split('\r\n')).toHaveLength(3);
    expect(csv.body).toContain(suspended.user.email);
    expect(csv.body).not.toContain(active.user.email);
  });

  it('refuses an unknown status with 400', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await call('GET', '/users?status=frozen', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, errors: [{ path: 'status' }] });
  });
});

describe('suspended accounts outside administration', () => {
  it('leave the public doctor list and other people’s searches, but not the administrators’', async () => {
    const admin = await createAdmin(t.ctx);
    const word = `Zp${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const doctor = await createUser(t.ctx, {
      name: { first_name: 'Dev', last_name: word, middle_name: '' },
      roles: ['doctor'],
    });
    const patient = await createUser(t.ctx);
    const found = async (viewer: TestUser | null) => {
      const list = await call('GET', `/users?keyword=${word}`, viewer);
      const search = viewer ? await call('POST', '/searchuser', viewer, { keyword: word }) : null;
      const total = (res: typeof list | null) =>
        res?.json<{ totalCountOfRecords: number }>().totalCountOfRecords;
      return [total(list), total(search) ?? null];
    };
    expect(await found(null)).toEqual([1, null]);
    expect(await found(patient)).toEqual([1, 1]);

    await suspend(doctor.user.id, admin);
    expect(await found(null)).toEqual([0, null]);
    expect(await found(patient)).toEqual([0, 0]);
    expect(await found(admin)).toEqual([1, 1]);
  });
});
