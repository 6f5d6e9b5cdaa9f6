import { z } from 'zod';
import { UUID_PATTERN, pagingQuerySchema } from '../schemas/common';
import { APPOINTMENT_MESSAGES, APPOINTMENT_NOTE_MAX, MAX_SLOT_RANGE_DAYS } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC instant as epoch milliseconds, like the meet links' times (docs/api-contract.md#entities-and-field-names Meet link). */
const epochMs = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage);

const userId = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, message);

/**
 * POST /appointmentSlotsAvailability/{id}: the instants [from, to) to look in, epoch ms. A patient's
 * day is their own local midnight to the next, whatever the doctor's time zone.
 */
export const slotAvailabilitySchema = z
  .object({
    from: epochMs(APPOINTMENT_MESSAGES.rangeRequired),
    to: epochMs(APPOINTMENT_MESSAGES.rangeRequired),
  })
  .superRefine((range, ctx) => {
    if (range.to <= range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: APPOINTMENT_MESSAGES.rangeBackwards });
    } else if (range.to - range.from > MAX_SLOT_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: APPOINTMENT_MESSAGES.rangeTooLong });
    }
  });
export type SlotAvailabilityInput = z.input<typeof slotAvailabilitySchema>;

/** POST /appointment: a patient books one of a doctor's free slots, optionally about one of their requests. */
export const bookAppointmentSchema = z.object({
  doctorId: userId(APPOINTMENT_MESSAGES.doctorRequired),
  startTime: epochMs(APPOINTMENT_MESSAGES.slotRequired),
  requestId: userId(APPOINTMENT_MESSAGES.invalidRequest).nullish(),
  note: z.string().trim().max(APPOINTMENT_NOTE_MAX, APPOINTMENT_MESSAGES.noteTooLong).optional().default(''),
});
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;

/** PUT /appointment/{id}: moves the appointment to another free slot of the same doctor. */
export const rescheduleAppointmentSchema = z.object({
  startTime: epochMs(APPOINTMENT_MESSAGES.slotRequired),
});
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentSchema>;

/** Upcoming: booked and not yet over, soonest first. Past: over or cancelled, latest first. */
export const APPOINTMENT_PERIODS = ['upcoming', 'past'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];

/**
 * GET /appointment (docs/api-contract.md): by who booked (createdBy), the doctor (appointmentToUserId) or the
 * patient (appointmentFromUserId). A member only ever sees appointments they are a party to.
 */
export const appointmentListQuerySchema = pagingQuerySchema.extend({
  createdBy: userId(APPOINTMENT_MESSAGES.notFound).optional(),
  appointmentToUserId: userId(APPOINTMENT_MESSAGES.doctorNotFound).optional(),
  appointmentFromUserId: userId(APPOINTMENT_MESSAGES.notFound).optional(),
  when: z.enum(APPOINTMENT_PERIODS).optional(),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

/** GET /schedule: the caller's own schedule, or a doctor's by doctorId. */
export const scheduleQuerySchema = z.object({
  doctorId: userId(APPOINTMENT_MESSAGES.doctorNotFound).optional(),
});
