import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { createUser, type TestUser } from '../../../test/factories';

// The fake Google starts first, so the app below is configured with its address and key.
const env: Record<string, string> = {};
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  Object.assign(env, google.env);
});
afterAll(() => google.close());
const t = useTestApp(env);

const DAY = 24 * 60 * 60 * 1000;
const call = (url: string, user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });

it("books the appointment's video room on Google Meet, named after the doctor and never the patient", async () => {
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
  const schedule = await call('/schedule', doctor, {
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
    weeklyHours,
  });
  expect(schedule.statusCode).toBe(200);
  const from = Date.now() + DAY;
  const slots = await call(`/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
    from,
    to: from + 2 * DAY,
  });
  const slot = slots.json<{ data: { slots: { startTime: number; endTime: number }[] } }>().data.slots[0];
  if (!slot) throw new Error('the doctor offers no slot');

  const res = await call('/appointment', patient, { doctorId: doctor.user.id, startTime: slot.startTime });

  expect(res.statusCode).toBe(201);
  expect(res.json().data.meetLink).toBe(google.rooms.at(-1));
  expect(google.calendarCalls.at(-1)?.body).toMatchObject({
    summary: 'CareNet appointment with Arjun Rao',
    start: { dateTime: new Date(slot.startTime).toISOString() },
    end: { dateTime: new Date(slot.endTime).toISOString() },
  });
});
