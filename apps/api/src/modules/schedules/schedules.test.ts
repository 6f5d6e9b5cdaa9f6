import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, SCHEDULE_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const WEEKDAY_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
const schedule = (overrides: Record<string, unknown> = {}) => ({
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  weeklyHours: WEEKDAY_HOURS,
  daysOff: ['2026-12-25'],
  ...overrides,
});

describe('POST /schedule', () => {
  it("publishes the doctor's weekly hours, then replaces them whole; the log records each save", async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const first = await call('POST', '/schedule', doctor, schedule());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Your schedule is saved',
      data: {
        doctorId: doctor.user.id,
        timeZone: 'Asia/Kolkata',
        slotMinutes: 30,
        weeklyHours: WEEKDAY_HOURS,
        daysOff: ['2026-12-25'],
      },
    });
    const id: string = first.json().data._id;

    const changed = schedule({
      timeZone: 'America/New_York',
      slotMinutes: 60,
      weeklyHours: [{ weekday: 6, startTime: '10:00', endTime: '12:00' }],
      daysOff: [],
    });
    const second = await call('POST', '/schedule', doctor, changed);
    expect(second.json().data).toMatchObject({ ...changed, _id: id });

    const own = await call('GET', '/schedule', doctor);
    expect(own.json().data).toMatchObject({ _id: id, timeZone: 'America/New_York', slotMinutes: 60 });

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'schedule.saved'), eq(activityLog.subjectId, id)));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ category: 'Doctor Schedule', userId: doctor.user.id });
  });

  it.each([
    [
      'overlapping hours',
      {
        weeklyHours: [
          { weekday: 1, startTime: '09:00', endTime: '12:00' },
          { weekday: 1, startTime: '11:30', endTime: '13:00' },
        ],
      },
      'weeklyHours.1.startTime',
      SCHEDULE_MESSAGES.overlap,
    ],
    [
      'an end before the start',
      { weeklyHours: [{ weekday: 2, startTime: '17:00', endTime: '09:00' }] },
      'weeklyHours.0.endTime',
      SCHEDULE_MESSAGES.endBeforeStart,
    ],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, 'timeZone', SCHEDULE_MESSAGES.unknownTimeZone],
    ['an odd slot length', { slotMinutes: 7 }, 'slotMinutes', SCHEDULE_MESSAGES.slotLengthRequired],
    ['no hours', { weeklyHours: [] }, 'weeklyHours', SCHEDULE_MESSAGES.hoursRequired],
    [
      'a day off that does not exist',
      { daysOff: ['2026-02-30'] },
      'daysOff.0',
      SCHEDULE_MESSAGES.invalidDayOff,
    ],
  ])('refuses %s with its message beside the field', async (_, change, path, message) => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await call('POST', '/schedule', doctor, schedule(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect((await call('GET', '/schedule', doctor)).json().data).toBeNull();
  });

  it('is for doctors only: a patient or an administrator gets 403, a visitor 401', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const byPatient = await call('POST', '/schedule', patient, schedule());
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe('Only doctors can publish a schedule.');
    expect((await call('POST', '/schedule', await createAdmin(t.ctx), schedule())).statusCode).toBe(403);
    expect((await call('POST', '/schedule', undefined, schedule())).statusCode).toBe(401);
  });
});

describe('GET /schedule', () => {
  it("shows a doctor's availability to anyone signed in; a member who is not a doctor is a 404", async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    await call('POST', '/schedule', doctor, schedule());

    const seen = await call('GET', `/schedule?doctorId=${doctor.user.id}`, patient);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ doctorId: doctor.user.id, weeklyHours: WEEKDAY_HOURS });

    const notDoctor = await call('GET', `/schedule?doctorId=${patient.user.id}`, doctor);
    expect(notDoctor.statusCode).toBe(404);
    expect(notDoctor.json().message).toBe(APPOINTMENT_MESSAGES.doctorNotFound);
    expect((await call('GET', `/schedule?doctorId=${doctor.user.id}`)).statusCode).toBe(401);

    const newcomer = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await call('GET', '/schedule', newcomer)).json()).toMatchObject({ statusCode: 200, data: null });
  });
});

describe('DELETE /schedule/{id}', () => {
  it('lets only its doctor delete it (404 to others); then the doctor offers no slots', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const id: string = (await call('POST', '/schedule', doctor, schedule())).json().data._id;

    const outsiders = [
      await createUser(t.ctx, { roles: ['doctor'] }),
      await createUser(t.ctx, { roles: ['patient'] }),
      await createAdmin(t.ctx),
    ];
    for (const outsider of outsiders) {
      const res = await call('DELETE', `/schedule/${id}`, outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SCHEDULE_MESSAGES.notFound);
    }
    expect((await call('DELETE', `/schedule/${id}`)).statusCode).toBe(401);

    const deleted = await call('DELETE', `/schedule/${id}`, doctor);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(SCHEDULE_MESSAGES.deleted);
    expect((await call('GET', '/schedule', doctor)).json().data).toBeNull();
    expect((await call('DELETE', `/schedule/${id}`, doctor)).statusCode).toBe(404);

    const from = Date.now();
    const slots = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, outsiders[1], {
      from,
      to: from + 7 * 24 * 60 * 60 * 1000,
    });
    expect(slots.json().data).toEqual({
      doctorId: doctor.user.id,
      timeZone: null,
      slotMinutes: null,
      slots: [],
    });
  });
});
