import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_CATEGORIES, ACTIVITY_LOG_MESSAGES, type ActivityLogEntryDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { ACTIVITY_CATEGORIES } from '../../platform/audit';
import { activityLog } from '../../platform/db/schema';
import { ACTIVITY_LOG_CSV_HEADER } from './csv';

const t = useTestApp();

const get = (query: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1/userActivityLog?${query}`, headers: user?.auth ?? {} });

async function page(query: string, admin: TestUser) {
  const res = await get(query, admin);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: ActivityLogEntryDto[]; totalCountOfRecords: number }>();
  return { rows: body.data, total: body.totalCountOfRecords };
}

describe('GET /userActivityLog', () => {
  let admin: TestUser;
  let actor: TestUser;
  let other: TestUser;
  // An action word no other test writes, so every filter below is exact in the shared database.
  const word = `zq${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    actor = await createUser(t.ctx, {
      roles: ['doctor'],
      name: { first_name: 'Odile', last_name: `Varga${word}`, middle_name: '' },
    });
    other = await createUser(t.ctx, { roles: ['patient'] });
    await t.ctx.db.insert(activityLog).values([
      {
        userId: actor.user.id,
        category: 'Medical Record',
        action: `medicalRecord.read.${word}`,
        subjectType: 'patient',
        subjectId: other.user.id,
        details: { diagnosis: 'secret diagnosis', fileKey: 'records/abc' },
        ip: '10.0.0.7',
        createdAt: new Date('2004-05-10T09:30:00Z'),
      },
      {
        userId: actor.user.id,
        category: 'Login',
        action: `login.${word}`,
        subjectType: 'user',
        subjectId: actor.user.id,
        ip: '10.0.0.7',
        createdAt: new Date('2004-05-11T23:59:59Z'),
      },
      {
        userId: other.user.id,
        category: 'Donation Request',
        action: `=HYPERLINK("http://evil.example")${word}`,
        subjectType: 'request',
        subjectId: '+cmd',
        ip: '@10.0.0.8',
        createdAt: new Date('2004-05-12T00:00:00Z'),
      },
      {
        userId: null,
        category: 'Stripe Webhook',
        action: `stripe.${word}`,
        createdAt: new Date('2004-05-09T12:00:00Z'),
      },
    ]);
  });

  it('is for administrators: 401 anonymous, 403 for anyone else, even with a bad query', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', actor)).statusCode).toBe(403);
    expect((await get('startDate=nope', other)).statusCode).toBe(403);
    const superAdmin = await createUser(t.ctx, { roles: ['superAdmin'] });
    expect((await get(`action=${word}`, superAdmin)).statusCode).toBe(200);
  });

  it('lists newest first with who, what, when, where, and never the details', async () => {
    const { rows, total } = await page(`action=${word}`, admin);
    expect(total).toBe(4);
    expect(rows.map((row) => row.category)).toEqual([
      'Donation Request',
      'Login',
      'Medical Record',
      'Stripe Webhook',
    ]);
    expect(rows[2]).toEqual({
      id: expect.any(String),
      createdAt: '2004-05-10T09:30:00.000Z',
      user: { id: actor.user.id, name: `Odile Varga${word}`, email: actor.user.email },
      category: 'Medical Record',
      action: `medicalRecord.read.${word}`,
      subjectType: 'patient',
      subjectId: other.user.id,
      ip: '10.0.0.7',
      healthData: true,
    });
    expect(rows[3].user).toBeNull();
    expect(rows.filter((row) => row.healthData)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('secret diagnosis');
  });

  it('filters by user id, user name or e-mail, action, category and dates', async () => {
    const actions = async (query: string) =>
      (await page(`action=${word}&${query}`, admin)).rows.map((row) => row.action);
    expect(await actions(`userId=${actor.user.id}`)).toEqual([`login.${word}`, `medicalRecord.read.${word}`]);
    expect(await actions(`user=varga${word}`)).toEqual([`login.${word}`, `medicalRecord.read.${word}`]);
    expect(await actions(`user=${encodeURIComponent(other.user.email.toUpperCase())}`)).toHaveLength(1);
    expect(await actions('category=Login')).toEqual([`login.${word}`]);
    expect((await page(`action=medicalRecord.read.${word}`, admin)).total).toBe(1);
    // Both end days are whole: 23:59:59 of the end day is in, midnight after it is out.
    expect(await actions('startDate=2004-05-10&endDate=2004-05-11')).toEqual([
      `login.${word}`,
      `medicalRecord.read.${word}`,
    ]);
    expect(await actions('startDate=2004-05-12')).toHaveLength(1);
    expect(await actions('endDate=2004-05-09')).toEqual([`stripe.${word}`]);
  });

  it('pages with limit and offset and counts every match', async () => {
    const second = await page(`action=${word}&limit=2&offset=2`, admin);
    expect(second.total).toBe(4);
    expect(second.rows.map((row) => row.category)).toEqual(['Medical Record', 'Stripe Webhook']);
  });

  it('refuses bad filters with a 400 on the field', async () => {
    const cases: [string, string, string][] = [
      ['userId=42', 'userId', ACTIVITY_LOG_MESSAGES.invalidUser],
      ['startDate=2004-13-01', 'startDate', ACTIVITY_LOG_MESSAGES.invalidDate],
      ['startDate=2004-05-12&endDate=2004-05-10', 'endDate', ACTIVITY_LOG_MESSAGES.dateRangeInvalid],
    ];
    for (const [query, path, message] of cases) {
      const res = await get(query, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ path, message }] });
    }
    expect((await get('category=Nonsense', admin)).statusCode).toBe(400);
  });

  it('exports the filtered rows as formula-safe CSV', async () => {
    const res = await get(`action=${word}&isDownload=true`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="user-activity-log-/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(ACTIVITY_LOG_CSV_HEADER.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")${word}"`);
    expect(lines[1]).toContain(",'+cmd,'@10.0.0.8,no");
    expect(lines[3]).toMatch(/,Medical Record,.*,10\.0\.0\.7,yes$/);
    expect(res.body).not.toContain('secret diagnosis');
  });

  it('offers the same categories as the API records', () => {
    expect([...ACTIVITY_LOG_CATEGORIES]).toEqual([...ACTIVITY_CATEGORIES]);
  });
});
