import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEET_MESSAGES, type MeetLinkDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { activityLog, requestDoctors } from '../../platform/db/schema';

const t = useTestApp({ MEET_BASE_URL: 'https://meet.carenet.test/rooms' });

const HOUR = 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

/** A patient's approved request that `doctor` has accepted. */
async function acceptedRequest() {
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, patient);
  const accepted = await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 });
  expect(accepted.statusCode).toBe(200);
  return { patient, doctor, request };
}

function meeting(requestId: string, overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 24 * HOUR;
  return {
    title: 'Knee review',
    description: 'Bring your last X-ray.',
    startTime: start,
    endTime: start + HOUR / 2,
    requestId,
    ...overrides,
  };
}

describe('POST /appointment/googlemeet', () => {
  it('creates an unguessable room for the accepting doctor and says so in the SPEC words', async () => {
    const { doctor, request } = await acceptedRequest();
    const body = meeting(request.id);
    const res = await call('POST', '/appointment/googlemeet', doctor, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Meet link was created successfully',
      data: {
        title: 'Knee review',
        description: 'Bring your last X-ray.',
        startTime: body.startTime,
        endTime: body.endTime,
        donationRequestId: request.id,
        createdBy: doctor.user.id,
      },
    });
    const link: string = res.json().data.meetLink;
    expect(link).toMatch(/^https:\/\/meet\.carenet\.test\/rooms\/CareNet-[A-Za-z0-9_-]{22}$/);
    const second = await call('POST', '/appointment/googlemeet', doctor, body);
    expect(second.json().data.meetLink).not.toBe(link);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'meetLink.created'), eq(activityLog.subjectId, res.json().data._id)));
    expect(logged).toEqual([
      expect.objectContaining({ category: 'Donation Request', userId: doctor.user.id }),
    ]);
    // The log keeps when, not what: a consultation's title may say something about health.
    expect(logged[0].details).toEqual({
      requestId: request.id,
      startTime: body.startTime,
      endTime: body.endTime,
    });
  });

  it.each([
    ['title', { title: '' }, MEET_MESSAGES.titleRequired],
    ['title', { title: 'x'.repeat(51) }, MEET_MESSAGES.titleTooLong],
    ['description', { description: '  ' }, MEET_MESSAGES.descriptionRequired],
    ['description', { description: 'x'.repeat(101) }, MEET_MESSAGES.descriptionTooLong],
    ['startTime', { startTime: undefined }, 'Please select a fromDate'],
    ['endTime', { endTime: undefined }, 'Please select a endDate'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const { doctor, request } = await acceptedRequest();
    const res = await call('POST', '/appointment/googlemeet', doctor, meeting(request.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it("refuses an end before the start ('Please select a valid date') and a start in the past", async () => {
    const { doctor, request } = await acceptedRequest();
    const start = Date.now() + HOUR;
    const backwards = await call(
      'POST',
      '/appointment/googlemeet',
      doctor,
      meeting(request.id, { startTime: start, endTime: start - 1 }),
    );
    expect(backwards.json().errors).toContainEqual({
      path: 'endTime',
      message: 'Please select a valid date',
    });
    const past = await call(
      'POST',
      '/appointment/googlemeet',
      doctor,
      meeting(request.id, { startTime: Date.now() - HOUR, endTime: Date.now() + HOUR }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toContainEqual({ path: 'startTime', message: MEET_MESSAGES.startInPast });
  });

  it('refuses the patient (403), a doctor not on the request and another patient (404), and visitors (401)', async () => {
    const { patient, request } = await acceptedRequest();
    const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
    const otherPatient = await createUser(t.ctx, { roles: ['patient'] });
    const body = meeting(request.id);

    const byPatient = await call('POST', '/appointment/googlemeet', patient, body);
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe(MEET_MESSAGES.onlyAcceptedDoctor);
    for (const outsider of [otherDoctor, otherPatient]) {
      expect((await call('POST', '/appointment/googlemeet', outsider, body)).statusCode).toBe(404);
    }
    expect((await call('POST', '/appointment/googlemeet', undefined, body)).statusCode).toBe(401);
  });

  it("answers SPEC's 'Failed to create the google meet link' when the meeting service fails", async () => {
    const { doctor, request } = await acceptedRequest();
    const working = t.ctx.meet;
    t.ctx.meet = {
      driver: 'jitsi',
      createRoom: () => Promise.reject(new Error('down')),
      updateRoom: () => Promise.resolve(),
      deleteRoom: () => Promise.resolve(),
    };
    try {
      const res = await call('POST', '/appointment/googlemeet', doctor, meeting(request.id));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Failed to create the google meet link');
    } finally {
      t.ctx.meet = working;
    }
  });
});

describe('reading, changing and deleting meet links', () => {
  async function withMeeting() {
    const parties = await acceptedRequest();
    const created = await call(
      'POST',
      '/appointment/googlemeet',
      parties.doctor,
      meeting(parties.request.id),
    );
    return { ...parties, link: created.json().data as { _id: string; meetLink: string } };
  }

  it("shows a request's meetings, soonest first, to its patient and doctor only", async () => {
    const { patient, doctor, request, link } = await withMeeting();
    const sooner = meeting(request.id, {
      title: 'First look',
      startTime: Date.now() + HOUR,
      endTime: Date.now() + 2 * HOUR,
    });
    await call('POST', '/appointment/googlemeet', doctor, sooner);

    for (const party of [patient, doctor]) {
      const list = await call('GET', `/appointment/googlemeet?requestId=${request.id}`, party);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ data: { title: string }[] }>().data.map((item) => item.title)).toEqual([
        'First look',
        'Knee review',
      ]);
      expect(list.json().totalCountOfRecords).toBe(2);
      const one = await call('GET', `/appointment/googlemeet/${link._id}`, party);
      expect(one.json().data.meetLink).toBe(link.meetLink);
    }

    const outsiders = [
      await createUser(t.ctx, { roles: ['doctor'] }),
      await createUser(t.ctx, { roles: ['patient'] }),
      await createAdmin(t.ctx),
    ];
    for (const outsider of outsiders) {
      expect(
        (await call('GET', `/appointment/googlemeet?requestId=${request.id}`, outsider)).statusCode,
      ).toBe(404);
      expect((await call('GET', `/appointment/googlemeet/${link._id}`, outsider)).statusCode).toBe(404);
    }
    expect((await call('GET', `/appointment/googlemeet/${link._id}`)).statusCode).toBe(401);
    expect((await call('GET', '/appointment/googlemeet/not-an-id', doctor)).statusCode).toBe(404);
  });

  it('tells each viewer whether they may edit and delete it: the organiser yes, an administrator and the patient no', async () => {
    const { patient, doctor, request, link } = await withMeeting();
    // An administrator who also cares for the patient through the request, so takes part in its meetings.
    const admin = await createUser(t.ctx, { roles: ['doctor', 'admin'] });
    await t.ctx.db
      .insert(requestDoctors)
      .values({ requestId: request.id, doctorId: admin.user.id, acceptance: 1, acceptedAt: new Date() });
    const seenBy = async (user: TestUser) => {
      const res = await call('GET', `/appointment/googlemeet/${link._id}`, user);
      return res.json<{ data: MeetLinkDto }>().data.abilities;
    };

    expect(await seenBy(doctor)).toEqual({ edit: true, delete: true });
    expect(await seenBy(admin)).toEqual({ edit: false, delete: false });
    expect(await seenBy(patient)).toEqual({ edit: false, delete: false });
  });

  it('lets the organising doctor change the times and keeps the room', async () => {
    const { patient, doctor, link } = await withMeeting();
    const start = Date.now() + 48 * HOUR;
    const change = {
      title: 'Knee review (moved)',
      description: 'Same room.',
      startTime: start,
      endTime: start + HOUR,
    };
    const res = await call('PUT', `/appointment/googlemeet/${link._id}`, doctor, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Meet link was updated successfully',
      data: { ...change, meetLink: link.meetLink },
    });

    const byPatient = await call('PUT', `/appointment/googlemeet/${link._id}`, patient, change);
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe(MEET_MESSAGES.onlyOrganiser);
    const stranger = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await call('PUT', `/appointment/googlemeet/${link._id}`, stranger, change)).statusCode).toBe(404);
    const backwards = await call('PUT', `/appointment/googlemeet/${link._id}`, doctor, {
      ...change,
      endTime: change.startTime,
    });
    expect(backwards.json().errors).toContainEqual({
      path: 'endTime',
      message: 'Please select a valid date',
    });
  });

  it('lets the organising doctor delete it; then nobody finds it', async () => {
    const { patient, doctor, link } = await withMeeting();
    expect((await call('DELETE', `/appointment/googlemeet/${link._id}`, patient)).statusCode).toBe(403);
    const res = await call('DELETE', `/appointment/googlemeet/${link._id}`, doctor);
    expect(res.json()).toMatchObject({ status: 'success', message: MEET_MESSAGES.deleted });
    expect((await call('GET', `/appointment/googlemeet/${link._id}`, patient)).statusCode).toBe(404);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'meetLink.deleted'), eq(activityLog.subjectId, link._id)));
    expect(logged).toHaveLength(1);
  });
});
