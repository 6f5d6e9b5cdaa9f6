import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, ScheduleHours } from '@carenet/shared';
import { donationRequests } from './requests';
import { users } from './users';

/** A doctor's weekly availability (docs/api-contract.md#entities-and-field-names Schedule): one a doctor, replaced whole when saved. */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IANA name; the weekly hours and days off are read on this zone's clock. */
    timeZone: text('time_zone').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<ScheduleHours[]>().notNull(),
    /** YYYY-MM-DD dates in the schedule's time zone. */
    daysOff: text('days_off').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_schedules_doctor_unique').on(t.doctorId)],
);

/** docs/api-contract.md#entities-and-field-names Appointment: a patient's booking of one of a doctor's slots, with its video room. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** docs/api-contract.md appointmentToUserId. */
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** docs/api-contract.md appointmentFromUserId. */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** docs/api-contract.md createdBy: who booked it. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => donationRequests.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The doctor's time zone when booked, for e-mails written on the doctor's clock. */
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    /** The room's address; unguessable, since anyone holding it can join. */
    meetLink: text('meet_link').notNull(),
    meetProvider: text('meet_provider').notNull(),
    /** The provider's key to the room (a Google Calendar event id), to move or remove it; null for Jitsi. */
    meetProviderRef: text('meet_provider_ref'),
    /** The pending reminder job, cancelled or replaced when the appointment is. */
    reminderJobId: uuid('reminder_job_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Booking is race-free: of two bookings of one slot, the database lets exactly one in. A
    // cancelled appointment leaves the index, which frees its slot.
    uniqueIndex('appointments_doctor_slot_unique')
      .on(t.doctorId, t.startTime)
      .where(sql`status = 'booked'`),
    index('appointments_doctor_idx').on(t.doctorId, t.startTime),
    index('appointments_patient_idx').on(t.patientId, t.startTime),
  ],
);

export type DoctorScheduleRow = typeof doctorSchedules.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
