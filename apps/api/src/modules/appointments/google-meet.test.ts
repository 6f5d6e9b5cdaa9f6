import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { createUser, type TestUser } from '../../../test/factories';
import { appointments, jobs } from '../../platform/db/schema';

// The fake Google starts first, so the app below is configured with its address and key.
const env: Record<string, string> = {};
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  Object.assign(env, google.env);
});
afterAll(() => google.close());
afterEach(() => {
  Object.assign(google.behaviour, { conferenceFails: false, failNext: null });
});
const t = useTestApp(env);

const DAY = 24 * 60 * 60 * 1000;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.auth, payload });

interface Slot {
  startTime: number;
  endTime: number;
}

/** A doctor who sees patients for half an hour, all day every day in Kolkata, and a patient. */
async function doctorAndPatient() {
  const doctor = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
  });
  const patient = await createUser(t.ctx, {
    roles: ['patient'],
    name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
  });
  const weeklyHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    startTime: '09:00',
    endTime: '17:00',
  }));
  const schedule = await call('POST', '/schedule', doctor, {
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
    weeklyHours,
  });
  expect(schedule.statusCode).toBe(200);
  const from = Date.now() + DAY;
  const res = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
    from,
    to: from + 2 * DAY,
  });
  const { slots } = res.json<{ data: { slots: Slot[] } }>().data;
  if (slots.length < 2) throw new Error('the doctor offers too few slots');
  return { doctor, patient, slots };
}

/** A booked appointment and its Calendar event's id. */
async function booked() {
  const parties = await doctorAndPatient();
  const [slot] = parties.slots;
  const res = await call('POST', '/appointment', parties.patient, {
    doctorId: parties.doctor.user.id,
    startTime: slot.startTime,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json<{ data: { _id: string } }>().data._id;
  const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row?.meetProviderRef) throw new Error('the appointment keeps no Calendar event id');
  expect(google.events.has(row.meetProviderRef)).toBe(true);
  return { ...parties, id, eventId: row.meetProviderRef };
}

const eventAt = (slot: Slot) => ({
  summary: 'CareNet appointment with Arjun Rao',
  start: { dateTime: new Date(slot.startTime).toISOString() },
  end: { dateTime: new Date(slot.endTime).toISOString() },
});

it("books the appointment's video room on Google Meet, named after the doctor and never the patient", async () => {
  const { doctor, patient, slots } = await doctorAndPatient();
  const [slot] = slots;

  const res = await call('POST', '/appointment', patient, {
    doctorId: doctor.user.id,
    startTime: slot.startTime,
  });

  expect(res.statusCode).toBe(201);
  expect(res.json().data.meetLink).toBe(google.rooms.at(-1));
  expect(google.calendarCalls.at(-1)?.body).toMatchObject(eventAt(slot));
});

it("moves the room's event when the appointment moves", async () => {
  const { doctor, id, eventId, slots } = await booked();
  const target = slots[1];
  const res = await call('PUT', `/appointment/${id}`, doctor, { startTime: target.startTime });

  expect(res.statusCode).toBe(200);
  const patch = google.calendarCalls.at(-1);
  expect(patch?.method).toBe('PATCH');
  expect(patch?.path).toMatch(new RegExp(`/events/${eventId}$`));
  expect(patch?.body).toEqual(eventAt(target));
  expect(google.events.get(eventId)).toMatchObject(eventAt(target));
});

it("deletes the room's event when the appointment is cancelled", async () => {
  const { patient, id, eventId } = await booked();
  const res = await call('DELETE', `/appointment/${id}`, patient);

  expect(res.statusCode).toBe(200);
  expect(google.calendarCalls.at(-1)).toMatchObject({ method: 'DELETE' });
  expect(google.events.has(eventId)).toBe(false);
});

it('books nothing and leaves no event behind when Google cannot make the conference', async () => {
  const { doctor, patient, slots } = await doctorAndPatient();
  google.behaviour.conferenceFails = true;
  const onCalendar = google.events.size;
  const res = await call('POST', '/appointment', patient, {
    doctorId: doctor.user.id,
    startTime: slots[0].startTime,
  });

  expect(res.statusCode).toBe(502);
  expect(google.calendarCalls.at(-1)).toMatchObject({ method: 'DELETE' });
  expect(google.events.size).toBe(onCalendar);
  const kept = await t.ctx.db.select().from(appointments).where(eq(appointments.doctorId, doctor.user.id));
  expect(kept).toEqual([]);
});

it('leaves one event for a slot two patients book at the same moment: the loser’s room goes', async () => {
  const { doctor, patient, slots } = await doctorAndPatient();
  const other = await createUser(t.ctx, { roles: ['patient'] });
  const slot = slots[0];
  const before = new Set(google.events.keys());
  const answers = await Promise.all(
    [patient, other].map((who) =>
      call('POST', '/appointment', who, { doctorId: doctor.user.id, startTime: slot.startTime }),
    ),
  );

  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.doctorId, doctor.user.id));
  const made = [...google.events.keys()].filter((id) => !before.has(id));
  expect(made).toEqual([row?.meetProviderRef]);
});

it('cancels even while Calendar fails; a job deletes the event later', async () => {
  const { patient, id, eventId } = await booked();
  google.behaviour.failNext = { method: 'DELETE', status: 503 };
  const res = await call('DELETE', `/appointment/${id}`, patient);

  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe('cancelled');
  expect(google.events.has(eventId)).toBe(true);
  const retries = () =>
    t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'appointment.room'), sql`${jobs.payload}->>'ref' = ${eventId}`));
  const [retry] = await retries();
  expect(retry?.runAt.getTime()).toBeGreaterThan(Date.now());

  // The retry's wait passes.
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(eq(jobs.id, retry?.id ?? ''));
  await t.ctx.jobs.drain();

  expect(google.events.has(eventId)).toBe(false);
  expect((await retries())[0]?.doneAt).not.toBeNull();
  const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, id));
  expect(row?.status).toBe('cancelled');
});
