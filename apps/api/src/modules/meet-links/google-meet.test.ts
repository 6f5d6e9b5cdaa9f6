import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEET_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { jobs, meetLinks } from '../../platform/db/schema';

// The fake Google starts first, so the app below is configured with its address and key.
const env: Record<string, string> = {};
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  Object.assign(env, google.env);
});
afterAll(() => google.close());
afterEach(() => {
  Object.assign(google.behaviour, { calendarStatus: null, conferenceFails: false, failNext: null });
});
const t = useTestApp(env);

const HOUR = 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
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

describe('a meet link keeps its Google Calendar event in step', () => {
  async function withMeeting() {
    const parties = await acceptedRequest();
    const created = await call(
      'POST',
      '/appointment/googlemeet',
      parties.doctor,
      meeting(parties.request.id),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const [row] = await t.ctx.db.select().from(meetLinks).where(eq(meetLinks.id, id));
    if (!row?.providerRef) throw new Error('the meet link keeps no Calendar event id');
    expect(google.events.has(row.providerRef)).toBe(true);
    return { ...parties, id, eventId: row.providerRef };
  }

  const change = () => {
    const startTime = Date.now() + 72 * HOUR;
    return { title: 'Knee review (moved)', description: 'Same room.', startTime, endTime: startTime + HOUR };
  };
  const eventTimes = (body: { title: string; startTime: number; endTime: number }) => ({
    summary: body.title,
    start: { dateTime: new Date(body.startTime).toISOString() },
    end: { dateTime: new Date(body.endTime).toISOString() },
  });

  /** The retries queued for a Calendar event, oldest first. */
  const retriesOf = (eventId: string) =>
    t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'meetLink.room'), sql`${jobs.payload}->>'ref' = ${eventId}`))
      .orderBy(jobs.createdAt);

  /** Lets the retry's wait pass and runs it. */
  async function runRetry(jobId: string) {
    await t.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, jobId));
    await t.ctx.jobs.drain();
  }

  it('patches the event with the new title and times when the doctor edits the meeting', async () => {
    const { doctor, id, eventId } = await withMeeting();
    const body = change();
    const res = await call('PUT', `/appointment/googlemeet/${id}`, doctor, body);

    expect(res.statusCode).toBe(200);
    const patch = google.calendarCalls.at(-1);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toMatch(new RegExp(`/events/${eventId}$`));
    expect(patch?.body).toEqual(eventTimes(body));
    expect(google.events.get(eventId)).toMatchObject(eventTimes(body));
    expect(await retriesOf(eventId)).toEqual([]);
  });

  it('deletes the event when the doctor deletes the meeting', async () => {
    const { doctor, id, eventId } = await withMeeting();
    const res = await call('DELETE', `/appointment/googlemeet/${id}`, doctor);

    expect(res.statusCode).toBe(200);
    expect(google.calendarCalls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(google.events.has(eventId)).toBe(false);
    expect(google.deleted.has(eventId)).toBe(true);
  });

  it('leaves no event behind when Google cannot make the conference', async () => {
    const { doctor, request } = await acceptedRequest();
    google.behaviour.conferenceFails = true;
    const onCalendar = google.events.size;
    const res = await call('POST', '/appointment/googlemeet', doctor, meeting(request.id));

    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to create the google meet link');
    expect(google.calendarCalls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(google.events.size).toBe(onCalendar);
    expect(await t.ctx.db.select().from(meetLinks).where(eq(meetLinks.requestId, request.id))).toEqual([]);
  });

  it('deletes the meeting even while Calendar fails, and a job deletes the event later', async () => {
    const { patient, doctor, id, eventId } = await withMeeting();
    google.behaviour.failNext = { method: 'DELETE', status: 503 };
    const res = await call('DELETE', `/appointment/googlemeet/${id}`, doctor);

    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MEET_MESSAGES.deleted);
    expect((await call('GET', `/appointment/googlemeet/${id}`, patient)).statusCode).toBe(404);
    expect(google.events.has(eventId)).toBe(true);
    const [retry] = await retriesOf(eventId);
    expect(retry?.doneAt).toBeNull();
    expect(retry?.runAt.getTime()).toBeGreaterThan(Date.now());

    await runRetry(retry?.id ?? '');

    expect(google.events.has(eventId)).toBe(false);
    const [done] = await retriesOf(eventId);
    expect(done?.doneAt).not.toBeNull();
    expect(done?.attempts).toBe(1);
  });

  it('keeps an edit while Calendar fails; the job sends the meeting as it is by then', async () => {
    const { doctor, id, eventId } = await withMeeting();
    google.behaviour.failNext = { method: 'PATCH', status: 503 };
    const first = change();
    const res = await call('PUT', `/appointment/googlemeet/${id}`, doctor, first);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ startTime: first.startTime, endTime: first.endTime });
    expect(google.events.get(eventId)).not.toMatchObject(eventTimes(first));
    const [retry] = await retriesOf(eventId);
    expect(retry?.payload).toMatchObject({ action: 'update', id });

    // The doctor edits again while Calendar still fails: the first retry sends these times, not the first.
    google.behaviour.failNext = { method: 'PATCH', status: 503 };
    const startTime = first.startTime + HOUR;
    const later = { ...first, title: 'Knee review (moved again)', startTime, endTime: startTime + HOUR };
    expect((await call('PUT', `/appointment/googlemeet/${id}`, doctor, later)).statusCode).toBe(200);
    expect(await retriesOf(eventId)).toHaveLength(2);
    await runRetry(retry?.id ?? '');

    expect(google.events.get(eventId)).toMatchObject(eventTimes(later));
  });
});
