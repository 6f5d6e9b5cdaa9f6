import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, type PaymentAccountDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activityLog, paymentAccounts } from '../../platform/db/schema';
import { call } from '../chat/testing';

const t = useTestApp();

const indian = {
  country: 'IN',
  accountHolderName: 'Dr Asha Rao',
  bankName: 'State Bank of India',
  accountNumber: '1234 5678 9012',
  ifscCode: 'sbin0001234',
};
const american = {
  country: 'US',
  accountHolderName: 'Sunrise Clinic LLC',
  accountNumber: '98765432',
  routingNumber: '021000021',
};

const url = (user: TestUser, accountId?: string) =>
  `/user/${user.user.id}/payment/account${accountId ? `/${accountId}` : ''}`;

async function added(user: TestUser, body: object, by: TestUser = user): Promise<PaymentAccountDto> {
  const res = await call(t, 'POST', url(user), by, body);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: PaymentAccountDto }>().data;
}

describe('payment accounts', () => {
  it('adds an Indian account, shows its number masked only, and logs it without the number', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await call(t, 'POST', url(doctor), doctor, indian);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.paymentAccountSaved });
    const account = res.json<{ data: PaymentAccountDto }>().data;
    expect(account).toMatchObject({
      country: 'IN',
      accountHolderName: 'Dr Asha Rao',
      accountNumberMasked: '••••9012',
      ifscCode: 'SBIN0001234',
      routingNumber: null,
      isDefault: true,
    });
    expect(res.body).not.toContain('123456789012');
    const [stored] = await t.ctx.db.select().from(paymentAccounts).where(eq(paymentAccounts.id, account._id));
    expect(stored.accountNumber).toBe('123456789012');

    const list = await call(t, 'GET', url(doctor), doctor);
    expect(list.json<{ data: PaymentAccountDto[] }>().data.map((a) => a._id)).toEqual([account._id]);
    expect(list.body).not.toContain('123456789012');

    await t.ctx.events.settled();
    const [row] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, account._id), eq(activityLog.action, 'paymentAccount.created')));
    expect(row).toMatchObject({ category: 'Account', userId: doctor.user.id });
    expect(JSON.stringify(row.details)).not.toContain('123456789012');
  });

  it('checks the US routing number and changes an account; a new default unmarks the old one', async () => {
    const facility = await createUser(t.ctx, { roles: ['facilities'] });
    const first = await added(facility, american);
    const second = await added(facility, { ...american, accountNumber: '55554444', isDefault: true });
    expect(second.isDefault).toBe(true);

    const bad = await call(t, 'PUT', url(facility, first._id), facility, {
      ...american,
      routingNumber: '021000022',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.routingInvalid,
      errors: [{ path: 'routingNumber', message: ACCOUNT_MESSAGES.routingInvalid }],
    });

    const changed = await call(t, 'PUT', url(facility, first._id), facility, {
      ...american,
      accountNumber: '11112222',
      isDefault: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.paymentAccountUpdated,
      data: { accountNumberMasked: '••••2222', isDefault: true },
    });
    const list = (await call(t, 'GET', url(facility), facility)).json<{ data: PaymentAccountDto[] }>().data;
    expect(list.map((a) => [a._id, a.isDefault])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);
  });

  it('names every wrong field of an Indian account', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await call(t, 'POST', url(doctor), doctor, {
      country: 'IN',
      accountHolderName: ' ',
      accountNumber: '12',
      ifscCode: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'accountHolderName', message: ACCOUNT_MESSAGES.holderNameRequired },
      { path: 'accountNumber', message: ACCOUNT_MESSAGES.accountNumberIndia },
      { path: 'ifscCode', message: ACCOUNT_MESSAGES.ifscRequired },
    ]);
  });

  it('is the user’s and administrators’ only, and only doctors and facilities have one', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const other = await createUser(t.ctx, { roles: ['doctor'] });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const admin = await createAdmin(t.ctx);
    const account = await added(doctor, indian);

    expect((await call(t, 'GET', url(doctor), other)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(doctor), other, indian)).statusCode).toBe(404);
    expect((await call(t, 'PUT', url(doctor, account._id), other, indian)).statusCode).toBe(404);
    expect((await call(t, 'PUT', url(other, account._id), other, indian)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(patient), patient, indian)).statusCode).toBe(404);
    expect((await call(t, 'GET', url(doctor), null)).json()).toMatchObject({
      message: MESSAGES.signInRequired,
    });

    const byAdmin = await call(t, 'GET', url(doctor), admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<{ data: PaymentAccountDto[] }>().data).toHaveLength(1);
    await added(doctor, american, admin);
  });
});
