import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toggle = (requestId: unknown, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/myfavourites',
    headers: user?.auth ?? {},
    payload: { requestId },
  });
const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });
const titles = (body: { data: { title: string }[] }) => body.data.map((request) => request.title);

describe('POST /myfavourites', () => {
  it('adds a request, then removes it on the next call', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const campaign = await createRequest(t.ctx, doctor);
    const added = await toggle(campaign.id, patient);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: REQUEST_MESSAGES.addedToFavourites,
      data: { requestId: campaign.id, isFavourite: true },
    });
    expect((await get(`/donationRequest/${campaign.id}`, patient)).json().data.isFavourite).toBe(true);
    expect((await get(`/donationRequest/${campaign.id}`, doctor)).json().data.isFavourite).toBe(false);

    const removed = await toggle(campaign.name, patient);
    expect(removed.json()).toMatchObject({
      message: REQUEST_MESSAGES.removedFromFavourites,
      data: { requestId: campaign.id, isFavourite: false },
    });
    expect((await get(`/donationRequest/${campaign.id}`, patient)).json().data.isFavourite).toBe(false);

    await t.ctx.events.settled();
    const rows = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.subjectId, campaign.id))
      .orderBy(asc(activityLog.createdAt));
    expect(rows.map((row) => [row.category, row.action, row.userId])).toEqual([
      ['Donation Request', 'request.favourited', patient.user.id],
      ['Donation Request', 'request.unfavourited', patient.user.id],
    ]);
  });

  it('refuses a request the caller may not see, a missing id and signed-out visitors', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const other = await createUser(t.ctx, { roles: ['patient'] });
    const request = await createRequest(t.ctx, other);
    expect((await toggle(request.id, patient)).statusCode).toBe(404);
    const missing = await toggle('', patient);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(REQUEST_MESSAGES.invalidId);
    expect((await toggle(request.id)).statusCode).toBe(401);
  });
});

describe('GET /myfavourites and fav_search', () => {
  it('lists the caller’s favourites that they can still see, newest first, paged', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const older = await createRequest(t.ctx, patient, { title: 'Older', createdAt: new Date('2024-01-01') });
    const newer = await createRequest(t.ctx, patient, { title: 'Newer', createdAt: new Date('2024-02-01') });
    const withdrawn = await createRequest(t.ctx, patient, { title: 'Withdrawn' });
    await createRequest(t.ctx, patient, { title: 'Not a favourite' });
    for (const request of [older, newer, withdrawn]) await toggle(request.id, doctor);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/donationRequest/${withdrawn.id}`,
      headers: patient.auth,
    });

    const res = await get('/myfavourites', doctor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', totalCountOfRecords: 2 });
    expect(titles(res.json())).toEqual(['Newer', 'Older']);
    expect(res.json<{ data: { isFavourite: boolean }[] }>().data.every((r) => r.isFavourite)).toBe(true);
    expect(titles((await get('/myfavourites?limit=1&offset=1&sortOrder=desc', doctor)).json())).toEqual([
      'Older',
    ]);
    expect(titles((await get('/myfavourites?keyword=old', doctor)).json())).toEqual(['Older']);
    expect(titles((await get('/donationRequest?fav_search=true', doctor)).json())).toEqual([
      'Newer',
      'Older',
    ]);
  });

  it('shows a patient the campaigns they favourited, outside their own-requests feed', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const campaign = await createRequest(t.ctx, doctor, { title: 'Free eye camp' });
    await toggle(campaign.id, patient);
    expect(titles((await get('/donationRequest?fav_search=true', patient)).json())).toEqual([
      'Free eye camp',
    ]);
    expect(titles((await get(`/donationRequest?user_id=${doctor.user.id}`, patient)).json())).toEqual([
      'Free eye camp',
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect((await get('/myfavourites')).statusCode).toBe(401);
    expect((await get('/donationRequest?fav_search=true')).statusCode).toBe(401);
  });
});
