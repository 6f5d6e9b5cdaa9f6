import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { meetLinks } from '../../platform/db/schema';

// The fake Google starts first, so the app below is configured with its address and key.
const env: Record<string, string> = {};
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  Object.assign(env, google.env);
});
afterAll(() => google.close());
const t = useTestApp(env);

const HOUR = 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

async function acceptedRequest() {
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, patient);
  const accepted = await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 });
  expect(accepted.statusCode).toBe(200);
  return { patient, doctor, request };
}

function meeting(requestId: string) {
  const startTime = Date.now() + 24 * HOUR;
  return {
    title: 'Knee review',
    description: 'Bring your last X-ray.',
    startTime,
    endTime: startTime + HOUR / 2,
    requestId,
  };
}

describe('meet links with Google Meet configured', () => {
  it('says Google is the active meet driver', async () => {
    const res = await call('GET', '/health');
    expect(res.json().data.meet).toEqual({ driver: 'google' });
  });

  it('creates the room as a Google Calendar event and answers its Meet address', async () => {
    const { patient, doctor, request } = await acceptedRequest();
    const body = meeting(request.id);
    const res = await call('POST', '/appointment/googlemeet', doctor, body);

    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Meet link was created successfully');
    const { meetLink, _id } = res.json().data;
    expect(google.rooms.at(-1)).toBe(meetLink);
    expect(meetLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(google.calendarCalls.at(-1)?.body).toMatchObject({
      summary: 'Knee review',
      start: { dateTime: new Date(body.startTime).toISOString() },
      end: { dateTime: new Date(body.endTime).toISOString() },
    });
    const [row] = await t.ctx.db.select().from(meetLinks).where(eq(meetLinks.id, _id));
    expect(row?.provider).toBe('google');

    const listed = await call('GET', `/appointment/googlemeet?requestId=${request.id}`, patient);
    expect(listed.json().data).toEqual([expect.objectContaining({ _id, meetLink, provider: 'google' })]);
  });

  it("answers SPEC's 'Failed to create the google meet link' (502) when Google refuses", async () => {
    const { doctor, request } = await acceptedRequest();
    google.behaviour.calendarStatus = 403;
    try {
      const res = await call('POST', '/appointment/googlemeet', doctor, meeting(request.id));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Failed to create the google meet link' });
      const saved = await t.ctx.db.select().from(meetLinks).where(eq(meetLinks.requestId, request.id));
      expect(saved).toEqual([]);
    } finally {
      google.behaviour.calendarStatus = null;
    }
  });
});
