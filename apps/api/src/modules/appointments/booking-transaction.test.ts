import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, testDatabase, useTestApp } from '../../../test/app';
import { crashAfterNextCommit } from '../../../test/crashing-database';
import { createUser, type TestUser } from '../../../test/factories';
import { restartUntil } from '../../../test/restart';
import {
  activityLog,
  appointments,
  eventOutbox,
  jobs,
  mailOutbox,
  notifications,
} from '../../platform/db/schema';
import { APPOINTMENT_EVENTS } from './events';
import { REMINDER_QUEUE } from './reminders';

const MEET = { MEET_BASE_URL: 'https://meet.carenet.test/rooms' };
const t = useTestApp(MEET);

const DAY = 24 * 60 * 60 * 1000;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

/** A doctor with a schedule, a patient, and the doctor's first free slot a day or more ahead. */
async function doctorAndPatient(): Promise<{ doctor: TestUser; patient: TestUser; startTime: number }> {
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  const schedule = await t.app.inject({
    method: 'POST',
    url: '/api/v1/schedule',
    headers: doctor.auth,
    payload: { timeZone: 'Asia/Kolkata', slotMinutes: 30, weeklyHours: EVERY_DAY },
  });
  expect(schedule.statusCode).toBe(200);
  const from = Date.now() + DAY;
  const slots = await t.app.inject({
    method: 'POST',
    url: `/api/v1/appointmentSlotsAvailability/${doctor.user.id}`,
    headers: patient.auth,
    payload: { from, to: from + 2 * DAY },
  });
  const [slot] = slots.json<{ data: { slots: { startTime: number }[] } }>().data.slots;
  return { doctor, patient, startTime: slot.startTime };
}

it("delivers the doctor's in-app notification of a booking committed just before its instance crashed", async () => {
  const { doctor, patient, startTime } = await doctorAndPatient();
  const crashing = crashAfterNextCommit(await testDatabase());
  const first = await createTestApp(MEET, { database: crashing.handle });
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/v1/appointment',
    headers: patient.auth,
    payload: { doctorId: doctor.user.id, startTime },
  });
  expect(res.statusCode).toBe(201);
  expect(crashing.crashed()).toBe(true);
  await first.close();

  const inbox = () =>
    t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, doctor.user.id), eq(notifications.title, 'Appointment booked')));
  expect(await inbox()).toEqual([]);
  await restartUntil(async () => (await inbox()).length === 1);
  expect(await inbox()).toHaveLength(1);
});

it('leaves no appointment, reminder, e-mail nor event of a booking whose transaction fails', async () => {
  const { doctor, patient, startTime } = await doctorAndPatient();
  const failing = await createTestApp(MEET);
  let appointmentId: string | undefined;
  // The last write of the booking's transaction fails.
  failing.ctx.events.writeWith(APPOINTMENT_EVENTS.booked, async (_tx, event) => {
    appointmentId = event.subjectId;
    throw new Error('the activity log is unavailable');
  });
  try {
    const res = await failing.app.inject({
      method: 'POST',
      url: '/api/v1/appointment',
      headers: patient.auth,
      payload: { doctorId: doctor.user.id, startTime },
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  expect(appointmentId).toBeDefined();
  const db = t.ctx.db;
  expect(await db.select().from(appointments).where(eq(appointments.patientId, patient.user.id))).toEqual([]);
  const reminders = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, REMINDER_QUEUE), sql`${jobs.payload}->>'appointmentId' = ${appointmentId}`));
  expect(reminders).toEqual([]);
  for (const party of [patient, doctor]) {
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, party.user.email))).toEqual([]);
  }
  expect(await db.select().from(eventOutbox).where(eq(eventOutbox.subjectId, appointmentId!))).toEqual([]);
  expect(await db.select().from(activityLog).where(eq(activityLog.subjectId, appointmentId!))).toEqual([]);
});
