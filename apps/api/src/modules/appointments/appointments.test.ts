import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, type AppointmentDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, lastMailTo, type TestUser } from '../../../test/factories';
import { activityLog, appointments, jobs, mailOutbox, users } from '../../platform/db/schema';
import { REMINDER_LEAD_MS, REMINDER_QUEUE } from './reminders';
import { SLOT_TAKEN, insertAppointment } from './repository';

const t = useTestApp({ MEET_BASE_URL: 'https://meet.carenet.test/rooms' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

/** A doctor who takes 30-minute video appointments 09:00-17:00 every day in Kolkata. */
async function doctorWithSchedule(overrides: Record<string, unknown> = {}) {
  const doctor = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
  });
  const res = await call('POST', '/schedule', doctor, {
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
    weeklyHours: EVERY_DAY,
    ...overrides,
  });
  expect(res.statusCode).toBe(200);
  return doctor;
}

const newPatient = (first_name = 'Priya') =>
  createUser(t.ctx, { roles: ['patient'], name: { first_name, last_name: 'Sharma', middle_name: '' } });

interface Slot {
  startTime: number;
  endTime: number;
}

/** The doctor's free slots from a day ahead (reminders of those are never due at once), two days long. */
async function freeSlotsOf(doctor: TestUser, viewer: TestUser, from = Date.now() + DAY): Promise<Slot[]> {
  const res = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, viewer, {
    from,
    to: from + 2 * DAY,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { slots: Slot[] } }>().data.slots;
}

async function book(patient: TestUser, doctor: TestUser, startTime: number, extra: object = {}) {
  return call('POST', '/appointment', patient, { doctorId: doctor.user.id, startTime, ...extra });
}

/** A booked appointment between a new patient and a new doctor, a day or more ahead. */
async function booked() {
  const doctor = await doctorWithSchedule();
  const patient = await newPatient();
  const [slot] = await freeSlotsOf(doctor, patient);
  const res = await book(patient, doctor, slot.startTime, { note: 'Chest pain when climbing stairs' });
  expect(res.statusCode).toBe(201);
  return { doctor, patient, slot, appointment: res.json().data as AppointmentDto };
}

const kolkataClock = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

describe('POST /appointmentSlotsAvailability/{id}', () => {
  it("answers the free half hours of the doctor's Kolkata day as UTC instants, none in the past", async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const from = Date.now() - 2 * DAY;
    const res = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
      from,
      to: from + 4 * DAY,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { timeZone: string; slotMinutes: number; slots: Slot[] };
    expect(data).toMatchObject({ doctorId: doctor.user.id, timeZone: 'Asia/Kolkata', slotMinutes: 30 });
    expect(data.slots.length).toBeGreaterThan(16);
    expect(data.slots.every((slot) => slot.startTime > Date.now())).toBe(true);
    expect(data.slots.every((slot) => slot.endTime - slot.startTime === 30 * MINUTE)).toBe(true);
    const clocks = new Set(data.slots.map((slot) => kolkataClock(slot.startTime)));
    expect([...clocks].sort()).toEqual(
      Array.from(
        { length: 16 },
        (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      ),
    );
  });

  it('leaves out booked slots and days off', async () => {
    const { doctor, patient, slot } = await booked();
    const slots = await freeSlotsOf(doctor, patient);
    expect(slots.map((s) => s.startTime)).not.toContain(slot.startTime);

    const dayOff = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(slot.startTime);
    await call('POST', '/schedule', doctor, {
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      weeklyHours: EVERY_DAY,
      daysOff: [dayOff],
    });
    const afterDayOff = await freeSlotsOf(doctor, patient);
    expect(
      afterDayOff.some(
        (s) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(s.startTime) === dayOff,
      ),
    ).toBe(false);
  });

  it('limits the range to 31 days, and answers 404 for a member who is not a doctor and 401 to visitors', async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const from = Date.now();
    const long = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
      from,
      to: from + 32 * DAY,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({
      path: 'to',
      message: 'Please look at most 31 days at a time',
    });
    const notDoctor = await call('POST', `/appointmentSlotsAvailability/${patient.user.id}`, doctor, {
      from,
      to: from + DAY,
    });
    expect(notDoctor.statusCode).toBe(404);
    expect(notDoctor.json().message).toBe(APPOINTMENT_MESSAGES.doctorNotFound);
    const visitor = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, undefined, {
      from,
      to: from + DAY,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /appointment', () => {
  it('books a free slot with its own video room, e-mails both parties and queues a reminder an hour before', async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const [slot] = await freeSlotsOf(doctor, patient);
    const res = await book(patient, doctor, slot.startTime, { note: 'Chest pain when climbing stairs' });
    expect(res.statusCode).toBe(201);
    const appointment: AppointmentDto = res.json().data;
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Your appointment is booked',
    });
    expect(appointment).toMatchObject({
      appointmentFromUserId: patient.user.id,
      appointmentToUserId: doctor.user.id,
      createdBy: patient.user.id,
      patient: { _id: patient.user.id, fullName: 'Priya Sharma' },
      doctor: { _id: doctor.user.id, fullName: 'Arjun Rao' },
      startTime: slot.startTime,
      endTime: slot.startTime + 30 * MINUTE,
      timeZone: 'Asia/Kolkata',
      status: 'booked',
      note: 'Chest pain when climbing stairs',
      requestId: null,
      cancelledAt: null,
    });
    expect(appointment.meetLink).toMatch(/^https:\/\/meet\.carenet\.test\/rooms\/CareNet-[A-Za-z0-9_-]{22}$/);

    for (const party of [patient, doctor]) {
      const mail = await lastMailTo(t.ctx, party.user.email);
      expect(mail?.subject).toMatch(/^Appointment booked: \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} [AP]M$/);
      expect(mail?.text).toContain(appointment.meetLink);
      expect(mail?.text).toContain('(Asia/Kolkata time)');
      // E-mail is not a private channel: the patient's note stays in CareNet.
      expect(mail?.text).not.toContain('Chest pain');
    }
    expect((await lastMailTo(t.ctx, doctor.user.email))?.text).toContain(
      'Priya Sharma booked a video appointment',
    );

    const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    const [reminder] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, row.reminderJobId ?? ''));
    expect(reminder).toMatchObject({ queue: REMINDER_QUEUE, doneAt: null });
    expect(reminder.runAt.getTime()).toBe(slot.startTime - REMINDER_LEAD_MS);

    await t.ctx.events.settled();
    const [logged] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'appointment.booked'), eq(activityLog.subjectId, appointment._id)));
    expect(logged).toMatchObject({ category: 'Medical Record', userId: patient.user.id });
    expect(logged.details).toEqual({
      doctorId: doctor.user.id,
      patientId: patient.user.id,
      startTime: slot.startTime,
      endTime: slot.endTime,
    });
  });

  it('refuses a time the schedule does not offer, a past one and a long note, beside the field', async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const [slot] = await freeSlotsOf(doctor, patient);
    const cases: [object, string, string][] = [
      [{ startTime: slot.startTime + 10 * MINUTE }, 'startTime', APPOINTMENT_MESSAGES.slotNotOffered],
      [{ startTime: slot.startTime - 2 * DAY }, 'startTime', APPOINTMENT_MESSAGES.slotInPast],
      [{ startTime: slot.startTime, note: 'x'.repeat(501) }, 'note', APPOINTMENT_MESSAGES.noteTooLong],
      [{ startTime: undefined }, 'startTime', 'Please choose a time slot'],
    ];
    for (const [change, path, message] of cases) {
      const res = await call('POST', '/appointment', patient, { doctorId: doctor.user.id, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const noDoctor = await call('POST', '/appointment', patient, { startTime: slot.startTime });
    expect(noDoctor.json().errors).toContainEqual({ path: 'doctorId', message: 'Please choose a doctor' });
  });

  it("books about the patient's own request only", async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const other = await newPatient('Kavya');
    const [first, second] = await freeSlotsOf(doctor, patient);
    const othersRequest = await createRequest(t.ctx, other);
    const refused = await book(patient, doctor, first.startTime, { requestId: othersRequest.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'requestId',
      message: APPOINTMENT_MESSAGES.invalidRequest,
    });

    const own = await createRequest(t.ctx, patient);
    const res = await book(patient, doctor, second.startTime, { requestId: own.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requestId).toBe(own.id);
  });

  it('is for patients: a doctor gets 403, an unknown doctor is a 404 and a visitor 401', async () => {
    const doctor = await doctorWithSchedule();
    const [slot] = await freeSlotsOf(doctor, doctor);
    const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
    const byDoctor = await book(otherDoctor, doctor, slot.startTime);
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json().message).toBe(APPOINTMENT_MESSAGES.onlyPatients);

    const patient = await newPatient();
    const notDoctor = await call('POST', '/appointment', patient, {
      doctorId: (await newPatient()).user.id,
      startTime: slot.startTime,
    });
    expect(notDoctor.statusCode).toBe(404);
    expect(
      (await call('POST', '/appointment', undefined, { doctorId: doctor.user.id, startTime: slot.startTime }))
        .statusCode,
    ).toBe(401);
  });

  it('books only doctors an administrator verified: an unverified one is not found, and offers no slots', async () => {
    const doctor = await doctorWithSchedule();
    const [slot] = await freeSlotsOf(doctor, doctor);
    await t.ctx.db.update(users).set({ profileVerificationStatus: 0 }).where(eq(users.id, doctor.user.id));
    const patient = await newPatient();
    const refused = await book(patient, doctor, slot.startTime);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(APPOINTMENT_MESSAGES.doctorNotFound);
    const slots = await call('POST', `/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
      from: Date.now() + DAY,
      to: Date.now() + 2 * DAY,
    });
    expect(slots.statusCode).toBe(404);
  });

  it('lets exactly one of two patients booking one slot at the same moment have it; the other gets 409', async () => {
    const doctor = await doctorWithSchedule();
    const [first, second] = [await newPatient('Asha'), await newPatient('Kavya')];
    const slots = await freeSlotsOf(doctor, first);
    // Three rounds, each two bookings of one slot sent together to the real database.
    for (const slot of slots.slice(0, 3)) {
      const results = await Promise.all([
        book(first, doctor, slot.startTime),
        book(second, doctor, slot.startTime),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const refused = results.find((res) => res.statusCode === 409);
      expect(refused?.json()).toMatchObject({
        status: 'error',
        statusCode: 409,
        message: 'This slot has just been booked by someone else. Please choose another time.',
      });
      const rows = await t.ctx.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctor.user.id),
            eq(appointments.startTime, new Date(slot.startTime)),
          ),
        );
      expect(rows).toHaveLength(1);
    }
  });

  it("has the database refuse a second booking of a slot even past the service's check", async () => {
    const { doctor, patient, appointment } = await booked();
    const again = {
      doctorId: doctor.user.id,
      patientId: patient.user.id,
      createdBy: patient.user.id,
      startTime: new Date(appointment.startTime),
      endTime: new Date(appointment.endTime),
      timeZone: 'Asia/Kolkata',
      meetLink: 'https://meet.carenet.test/rooms/other',
      meetProvider: 'jitsi',
    };
    expect(await insertAppointment(t.ctx.db, again)).toBe(SLOT_TAKEN);
    await t.ctx.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, appointment._id));
    expect(await insertAppointment(t.ctx.db, again)).toMatchObject({ status: 'booked' });
  });
});

describe('GET /appointment', () => {
  it("shows members only their own appointments, by SPEC's filters; administrators any", async () => {
    const { doctor, patient, appointment } = await booked();
    const ids = (res: { json: () => { data: AppointmentDto[] } }) => res.json().data.map((a) => a._id);

    const mine = await call('GET', '/appointment', patient);
    expect(mine.statusCode).toBe(200);
    expect(ids(mine)).toEqual([appointment._id]);
    expect(mine.json().totalCountOfRecords).toBe(1);
    expect(ids(await call('GET', `/appointment?createdBy=${patient.user.id}`, patient))).toEqual([
      appointment._id,
    ]);
    expect(ids(await call('GET', `/appointment?appointmentToUserId=${doctor.user.id}`, doctor))).toEqual([
      appointment._id,
    ]);
    expect(ids(await call('GET', `/appointment?appointmentFromUserId=${patient.user.id}`, doctor))).toEqual([
      appointment._id,
    ]);
    // The doctor is not the patient in this appointment.
    expect(ids(await call('GET', `/appointment?appointmentFromUserId=${doctor.user.id}`, doctor))).toEqual(
      [],
    );

    const stranger = await newPatient('Kavya');
    for (const query of [
      '',
      `?appointmentFromUserId=${patient.user.id}`,
      `?appointmentToUserId=${doctor.user.id}`,
      `?createdBy=${patient.user.id}`,
    ]) {
      const res = await call('GET', `/appointment${query}`, stranger);
      expect(res.json()).toMatchObject({ statusCode: 200, data: [], totalCountOfRecords: 0 });
    }
    const admin = await createAdmin(t.ctx);
    expect(ids(await call('GET', `/appointment?appointmentFromUserId=${patient.user.id}`, admin))).toEqual([
      appointment._id,
    ]);
    expect((await call('GET', '/appointment')).statusCode).toBe(401);

    await t.ctx.events.settled();
    const reads = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'appointment.read'), eq(activityLog.userId, patient.user.id)));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((row) => row.category === 'Medical Record')).toBe(true);
  });

  it('splits upcoming (soonest first) from past and cancelled (latest first)', async () => {
    const doctor = await doctorWithSchedule();
    const patient = await newPatient();
    const slots = await freeSlotsOf(doctor, patient);
    const [a, b, c] = [slots[0], slots[2], slots[4]];
    const made: AppointmentDto[] = [];
    for (const slot of [c, a, b]) made.push((await book(patient, doctor, slot.startTime)).json().data);
    const cancelled = made[0];
    await call('DELETE', `/appointment/${cancelled._id}`, patient);
    // One that has taken place: moved into yesterday in the database (the API books only the future).
    const past = made[1];
    await t.ctx.db
      .update(appointments)
      .set({ startTime: new Date(a.startTime - 3 * DAY), endTime: new Date(a.endTime - 3 * DAY) })
      .where(eq(appointments.id, past._id));

    const startsOf = (res: { json: () => { data: AppointmentDto[] } }) => res.json().data.map((x) => x._id);
    expect(startsOf(await call('GET', '/appointment?when=upcoming', patient))).toEqual([made[2]._id]);
    expect(startsOf(await call('GET', '/appointment?when=past', patient))).toEqual([cancelled._id, past._id]);
  });
});

describe('DELETE /appointment/{id}', () => {
  it('lets either party cancel: the slot is free for another patient and the reminder is called off', async () => {
    const { doctor, patient, appointment, slot } = await booked();
    const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointment._id));

    const res = await call('DELETE', `/appointment/${appointment._id}`, patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The appointment is cancelled',
      data: { status: 'cancelled', cancelledBy: patient.user.id },
    });
    const [reminder] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, row.reminderJobId ?? ''));
    expect(reminder.doneAt).not.toBeNull();
    expect(reminder.attempts).toBe(0);
    expect((await lastMailTo(t.ctx, doctor.user.email))?.text).toContain(
      'Priya Sharma cancelled your video appointment.',
    );
    expect((await lastMailTo(t.ctx, patient.user.email))?.subject).toMatch(/^Appointment cancelled: /);

    const again = await call('DELETE', `/appointment/${appointment._id}`, doctor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPOINTMENT_MESSAGES.alreadyCancelled);

    const next = await newPatient('Kavya');
    expect((await freeSlotsOf(doctor, next)).map((s) => s.startTime)).toContain(slot.startTime);
    expect((await book(next, doctor, slot.startTime)).statusCode).toBe(201);
  });

  it('lets the doctor cancel too', async () => {
    const { doctor, appointment } = await booked();
    const res = await call('DELETE', `/appointment/${appointment._id}`, doctor);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelledBy: doctor.user.id });
  });

  it('is a 404 for another patient and another doctor, a 403 for administrators, a 401 for visitors', async () => {
    const { appointment } = await booked();
    for (const outsider of [await newPatient('Kavya'), await createUser(t.ctx, { roles: ['doctor'] })]) {
      const res = await call('DELETE', `/appointment/${appointment._id}`, outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPOINTMENT_MESSAGES.notFound);
      expect(
        (await call('PUT', `/appointment/${appointment._id}`, outsider, { startTime: appointment.startTime }))
          .statusCode,
      ).toBe(404);
    }
    const byAdmin = await call('DELETE', `/appointment/${appointment._id}`, await createAdmin(t.ctx));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(APPOINTMENT_MESSAGES.onlyParties);
    expect((await call('DELETE', `/appointment/${appointment._id}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/appointment/not-an-id', await newPatient())).statusCode).toBe(404);
  });
});

describe('PUT /appointment/{id}', () => {
  it('moves the appointment to another free slot, frees the old one and replaces the reminder', async () => {
    const { doctor, patient, appointment, slot } = await booked();
    const [before] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    const target = (await freeSlotsOf(doctor, patient))[3];

    const res = await call('PUT', `/appointment/${appointment._id}`, doctor, { startTime: target.startTime });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The appointment is moved to the new time',
      data: { startTime: target.startTime, endTime: target.endTime, meetLink: appointment.meetLink },
    });
    const [after] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    const [oldJob] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, before.reminderJobId ?? ''));
    const [newJob] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, after.reminderJobId ?? ''));
    expect(oldJob.doneAt).not.toBeNull();
    expect(newJob.runAt.getTime()).toBe(target.startTime - REMINDER_LEAD_MS);
    expect((await lastMailTo(t.ctx, patient.user.email))?.subject).toMatch(/^Appointment moved: /);

    const slots = (await freeSlotsOf(doctor, patient)).map((s) => s.startTime);
    expect(slots).toContain(slot.startTime);
    expect(slots).not.toContain(target.startTime);
  });

  it('refuses a slot someone else holds (409) and one the schedule does not offer (400)', async () => {
    const { doctor, patient, appointment } = await booked();
    const taken = (await freeSlotsOf(doctor, patient))[1];
    expect((await book(await newPatient('Kavya'), doctor, taken.startTime)).statusCode).toBe(201);
    const clash = await call('PUT', `/appointment/${appointment._id}`, patient, {
      startTime: taken.startTime,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(APPOINTMENT_MESSAGES.slotTaken);
    const offGrid = await call('PUT', `/appointment/${appointment._id}`, patient, {
      startTime: taken.startTime + 5 * MINUTE,
    });
    expect(offGrid.json().errors).toContainEqual({
      path: 'startTime',
      message: APPOINTMENT_MESSAGES.slotNotOffered,
    });
  });
});

describe('reminders', () => {
  /** Makes the appointment's reminder due now, as if the hour before it had come, and runs due jobs. */
  async function hourBefore(appointmentId: string) {
    const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, row.reminderJobId ?? ''));
    await t.ctx.jobs.drain();
    return row;
  }

  it('reminds both parties, with the room, when the hour before comes', async () => {
    const { doctor, patient, appointment } = await booked();
    await hourBefore(appointment._id);
    for (const party of [patient, doctor]) {
      const mail = await lastMailTo(t.ctx, party.user.email);
      expect(mail?.subject).toMatch(/^Reminder: your appointment starts soon: /);
      expect(mail?.text).toContain(appointment.meetLink);
    }
  });

  it('sends nothing for an appointment cancelled or moved after its reminder was queued', async () => {
    const { patient, appointment } = await booked();
    const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, appointment._id));
    // A reminder already running when the appointment changed: the handler looks again before sending.
    const stale = await t.ctx.jobs.enqueue(REMINDER_QUEUE, {
      appointmentId: appointment._id,
      startTime: row.startTime.getTime() - DAY,
    });
    await t.ctx.jobs.drain();
    await call('DELETE', `/appointment/${appointment._id}`, patient);
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, row.reminderJobId ?? ''));
    await t.ctx.jobs.drain();
    const reminders = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, patient.user.email));
    expect(reminders.filter((mail) => mail.subject.startsWith('Reminder'))).toEqual([]);
    const [staleJob] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, stale));
    expect(staleJob.doneAt).not.toBeNull();
  });
});
