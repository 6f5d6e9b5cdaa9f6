import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createAdmin, createOrganization, createUser, type TestUser } from '../../../test/factories';

const t = useTestApp();

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });
const names = (body: { data: { orgName: string }[] }) => body.data.map((org) => org.orgName);

describe('GET /organization', () => {
  it('lists verified facilities, newest first, to everyone, with the count of all matches', async () => {
    const tag = `List${Date.now()}`;
    const older = await createOrganization(t.ctx, undefined, { orgName: `${tag} Older Clinic` });
    const newer = await createOrganization(t.ctx, undefined, { orgName: `${tag} Newer Hospital` });
    await createOrganization(t.ctx, undefined, { orgName: `${tag} Unverified`, status: 0 });

    const res = await get(`/organization?keyword=${tag}&limit=10&offset=0&status=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 200, totalCountOfRecords: 2 });
    expect(names(res.json())).toEqual([newer.orgName, older.orgName]);
    expect(res.json().data[0]).toMatchObject({
      _id: newer.id,
      orgType: 'clinic',
      status: 1,
      facilityServices: [],
      orgAddress: {},
    });

    const page = await get(`/organization?keyword=${tag}&limit=1&offset=1`);
    expect(names(page.json())).toEqual([older.orgName]);
    expect(page.json().totalCountOfRecords).toBe(2);
  });

  it('shows unverified facilities to administrators only, even when a visitor asks for status 0', async () => {
    const tag = `Pending${Date.now()}`;
    await createOrganization(t.ctx, undefined, { orgName: `${tag} Awaiting`, status: 0 });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const admin = await createAdmin(t.ctx);

    expect(names((await get(`/organization?keyword=${tag}&status=0`)).json())).toEqual([]);
    expect(names((await get(`/organization?keyword=${tag}&status=0`, patient)).json())).toEqual([]);
    expect(names((await get(`/organization?keyword=${tag}&status=0`, admin)).json())).toEqual([
      `${tag} Awaiting`,
    ]);
    expect((await get(`/organization?keyword=${tag}`, admin)).json().totalCountOfRecords).toBe(1);
  });

  it('matches the keyword literally, whatever its letter case', async () => {
    const tag = `Case${Date.now()}`;
    await createOrganization(t.ctx, undefined, { orgName: `${tag} St. Mary's` });
    await createOrganization(t.ctx, undefined, { orgName: `${tag} 100% Care` });
    expect(names((await get(`/organization?keyword=${tag.toUpperCase()}%20st.`)).json())).toEqual([
      `${tag} St. Mary's`,
    ]);
    expect(names((await get(`/organization?keyword=${encodeURIComponent(`${tag} 100%`)}`)).json())).toEqual([
      `${tag} 100% Care`,
    ]);
    expect(names((await get(`/organization?keyword=${tag}_`)).json())).toEqual([]);
  });

  it('refuses a page size over 100 with a field error', async () => {
    const res = await get('/organization?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('limit');
  });
});

describe('GET /organization/{id}', () => {
  it('shows a verified facility to everyone', async () => {
    const org = await createOrganization(t.ctx, undefined, {
      description: 'A clinic',
      orgAddress: { city: 'Pune', country: 'India' },
      facilityServices: ['Cardiology'],
    });
    const res = await get(`/organization/${org.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: org.id,
      orgName: org.orgName,
      description: 'A clinic',
      orgAddress: { city: 'Pune', country: 'India' },
      facilityServices: ['Cardiology'],
    });
  });

  it('shows an unverified facility to its members and administrators, and answers 404 to others', async () => {
    const member = await createUser(t.ctx, { roles: ['facilities'] });
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    const admin = await createAdmin(t.ctx);
    const org = await createOrganization(t.ctx, member, { status: 0 });

    expect((await get(`/organization/${org.id}`, member)).statusCode).toBe(200);
    expect((await get(`/organization/${org.id}`, admin)).statusCode).toBe(200);
    for (const viewer of [stranger, undefined]) {
      const res = await get(`/organization/${org.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 404, message: 'Facility not found' });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/organization/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/organization/not-an-id')).statusCode).toBe(404);
  });
});

describe('GET /organization?isDownload=true', () => {
  it('gives administrators every matching facility as a formula-safe CSV', async () => {
    const tag = `Export${Date.now()}`;
    await createOrganization(t.ctx, undefined, {
      orgName: `${tag} Sunrise Clinic`,
      facilityServices: ['Cardiology', 'Radiology'],
      orgAddress: { city: 'Pune', state: 'Maharashtra', country: 'India' },
    });
    await createOrganization(t.ctx, undefined, { orgName: `=HYPERLINK("x") ${tag}`, status: 0 });
    const admin = await createAdmin(t.ctx);

    const res = await get(`/organization?isDownload=true&keyword=${tag}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="facilities-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'orgName,orgType,verified,services,orgEmail,websiteUrl,city,state,country,createdAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${tag} Sunrise Clinic,Clinic,yes,Cardiology; Radiology,,,Pune,Maharashtra,India,`),
      ),
    );
    // A spreadsheet would run the name as a formula: it is defused with a leading quote.
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""x""\) Export\d+",Clinic,no,/));
  });

  it('is for administrators only', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await get('/organization?isDownload=true', patient)).statusCode).toBe(403);
    expect((await get('/organization?isDownload=true')).statusCode).toBe(401);
  });
});
