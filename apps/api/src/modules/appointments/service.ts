import type { z } from 'zod';
import {
  APPOINTMENT_MESSAGES,
  type SlotAvailabilityDto,
  type appointmentListQuerySchema,
  type bookAppointmentSchema,
  type rescheduleAppointmentSchema,
  type slotAvailabilitySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { deleteRoomOf, openRoom, updateRoomOf } from '../../platform/meet/room-sync';
import { isVerifiedDoctorUser } from '../care-team/relationship';
import { findDoctor, findScheduleOfDoctor } from '../schedules/repository';
import { APPOINTMENT_EVENTS } from './events';
import { appointmentMails, type AppointmentNews } from './mails';
import { assertCanBook, assertCanChange, isChangeable, partyScopeOf } from './policy';
import { queueReminder } from './reminders';
import {
  SLOT_TAKEN,
  cancelAppointmentRow,
  findAppointmentView,
  insertAppointment,
  isRequestOf,
  moveAppointmentRow,
  selectAppointmentPage,
  selectBookedOverlapping,
  setReminderJob,
  type AppointmentView,
  type Party,
} from './repository';
import { APPOINTMENT_ROOMS, appointmentTitle, roomOf } from './rooms';
import { freeSlots, slotStartingAt, type TimeSpan } from './slots';

export type SlotRange = z.output<typeof slotAvailabilitySchema>;
export type BookBody = z.output<typeof bookAppointmentSchema>;
export type RescheduleBody = z.output<typeof rescheduleAppointmentSchema>;
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;

const MINUTE_MS = 60_000;

const partyOf = (user: UserRow): Party => ({
  id: user.id,
  name: user.name,
  profileImageUrl: user.profileImageUrl,
  email: user.email,
});

type AppointmentChangeEvent =
  | typeof APPOINTMENT_EVENTS.booked
  | typeof APPOINTMENT_EVENTS.rescheduled
  | typeof APPOINTMENT_EVENTS.cancelled;

/**
 * Records a change of an appointment as a domain event: when and between whom, never the note. It is
 * written right after the change and its e-mails, which a booking's slot check and video room keep
 * out of one transaction.
 */
function emit(
  ctx: AppContext,
  type: AppointmentChangeEvent,
  principal: Principal,
  view: AppointmentView,
  ip?: string,
): Promise<void> {
  const { appointment } = view;
  return ctx.events.emit(
    type,
    {
      doctorId: appointment.doctorId,
      patientId: appointment.patientId,
      startTime: appointment.startTime.getTime(),
      endTime: appointment.endTime.getTime(),
    },
    { actorId: principal.userId, subjectType: 'appointment', subjectId: appointment.id, ip },
  );
}

async function mailParties(ctx: AppContext, view: AppointmentView, news: AppointmentNews, actorId: string) {
  for (const mail of appointmentMails(view, news, { actorId, appUrl: ctx.config.publicUrl })) {
    await ctx.mailer.send(mail);
  }
}

/** A doctor patients may book: verified by an administrator (care-team rules); anyone else is not found. */
async function findBookableDoctor(ctx: AppContext, doctorId: string) {
  const doctor = await findDoctor(ctx.db, doctorId);
  if (!doctor || !isVerifiedDoctorUser(doctor)) throw AppError.notFound(APPOINTMENT_MESSAGES.doctorNotFound);
  return doctor;
}

/** POST /appointmentSlotsAvailability/{id}: the doctor's free slots starting in [from, to), none in the past. */
export async function slotAvailability(
  ctx: AppContext,
  doctorId: string,
  range: SlotRange,
): Promise<SlotAvailabilityDto> {
  const doctor = await findBookableDoctor(ctx, doctorId);
  const schedule = await findScheduleOfDoctor(ctx.db, doctor.id);
  if (!schedule) return { doctorId: doctor.id, timeZone: null, slotMinutes: null, slots: [] };
  // A slot starting just before `to` ends up to one slot length after it.
  const booked = await selectBookedOverlapping(ctx.db, doctor.id, {
    from: new Date(range.from),
    to: new Date(range.to + schedule.slotMinutes * MINUTE_MS),
  });
  const spans = booked.map((b) => ({ startTime: b.startTime.getTime(), endTime: b.endTime.getTime() }));
  return {
    doctorId: doctor.id,
    timeZone: schedule.timeZone,
    slotMinutes: schedule.slotMinutes,
    slots: freeSlots(schedule, range, spans, Date.now()),
  };
}

/**
 * The slot of the doctor's schedule starting at `startTime` when it is in the future and free (but
 * for the appointment `except`, which is moving out of it). The database's unique index still has
 * the last word: two bookings may both pass this check at the same moment.
 */
async function freeSlotAt(
  ctx: AppContext,
  doctorId: string,
  startTime: number,
  except?: string,
): Promise<{ slot: TimeSpan; timeZone: string }> {
  if (startTime <= Date.now()) throw AppError.field('startTime', APPOINTMENT_MESSAGES.slotInPast);
  const schedule = await findScheduleOfDoctor(ctx.db, doctorId);
  const slot = schedule && slotStartingAt(schedule, startTime);
  if (!schedule || !slot) throw AppError.field('startTime', APPOINTMENT_MESSAGES.slotNotOffered);
  const range = { from: new Date(slot.startTime), to: new Date(slot.endTime) };
  if ((await selectBookedOverlapping(ctx.db, doctorId, range, except)).length) {
    throw AppError.conflict(APPOINTMENT_MESSAGES.slotTaken);
  }
  return { slot, timeZone: schedule.timeZone };
}

/** POST /appointment: a patient books a free slot; it gets a video room, e-mails and a reminder. */
export async function bookAppointment(
  ctx: AppContext,
  principal: Principal,
  body: BookBody,
  ip?: string,
): Promise<AppointmentView> {
  assertCanBook(principal, body.doctorId);
  const doctor = await findBookableDoctor(ctx, body.doctorId);
  if (body.requestId && !(await isRequestOf(ctx.db, body.requestId, principal.userId))) {
    throw AppError.field('requestId', APPOINTMENT_MESSAGES.invalidRequest);
  }
  const { slot, timeZone } = await freeSlotAt(ctx, doctor.id, body.startTime);
  const room = await openRoom(ctx, APPOINTMENT_ROOMS, {
    title: appointmentTitle(doctor.name),
    startTime: slot.startTime,
    endTime: slot.endTime,
  });
  if (!room) throw new AppError('INTERNAL', APPOINTMENT_MESSAGES.roomFailed, undefined, 502);
  const inserted = await insertAppointment(ctx.db, {
    doctorId: doctor.id,
    patientId: principal.userId,
    createdBy: principal.userId,
    requestId: body.requestId ?? null,
    note: body.note,
    startTime: new Date(slot.startTime),
    endTime: new Date(slot.endTime),
    timeZone,
    meetLink: room.url,
    meetProvider: ctx.meet.driver,
    meetProviderRef: room.ref,
  });
  if (inserted === SLOT_TAKEN) {
    // Another booking took the slot while this room was made: the room has no meeting.
    await deleteRoomOf(ctx, APPOINTMENT_ROOMS, { provider: ctx.meet.driver, ref: room.ref });
    throw AppError.conflict(APPOINTMENT_MESSAGES.slotTaken);
  }
  const reminderJobId = await queueReminder(ctx, inserted);
  await setReminderJob(ctx.db, inserted.id, reminderJobId);
  const view = {
    appointment: { ...inserted, reminderJobId },
    doctor: partyOf(doctor),
    patient: partyOf(principal.user),
  };
  await mailParties(ctx, view, 'booked', principal.userId);
  await emit(ctx, APPOINTMENT_EVENTS.booked, principal, view, ip);
  return view;
}

/** GET /appointment: the caller's appointments (any, for administrators), narrowed by docs/api-contract.md's filters. */
export async function listAppointments(
  ctx: AppContext,
  principal: Principal,
  query: AppointmentListQuery,
  ip?: string,
): Promise<{ views: AppointmentView[]; total: number }> {
  const filter = {
    createdBy: query.createdBy,
    doctorId: query.appointmentToUserId,
    patientId: query.appointmentFromUserId,
    when: query.when,
  };
  const page = await selectAppointmentPage(ctx.db, {
    ...filter,
    partyId: partyScopeOf(principal),
    now: new Date(),
    limit: query.limit,
    offset: query.offset,
  });
  await ctx.events.emit(
    APPOINTMENT_EVENTS.listRead,
    { ...filter, appointmentIds: page.views.map((view) => view.appointment.id) },
    { actorId: principal.userId, subjectType: 'appointment', ip },
  );
  return page;
}

/** A booked, not yet finished appointment the caller may change; 404 to anyone not a party. */
async function changeableAppointment(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<AppointmentView> {
  const view = await findAppointmentView(ctx.db, id);
  if (!view) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  assertCanChange(principal, view.appointment);
  if (!isChangeable(view.appointment, Date.now())) {
    if (view.appointment.status !== 'booked') throw AppError.conflict(APPOINTMENT_MESSAGES.alreadyCancelled);
    throw AppError.badRequest(APPOINTMENT_MESSAGES.alreadyOver);
  }
  return view;
}

/**
 * DELETE /appointment/{id}: either party cancels; the slot is free again, the reminder is called off
 * and the room goes (room-sync.ts: the cancel stands even while the provider fails).
 */
export async function cancelAppointment(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<AppointmentView> {
  const view = await changeableAppointment(ctx, principal, id);
  const cancelled = await cancelAppointmentRow(ctx.db, view.appointment.id, principal.userId);
  if (!cancelled) throw AppError.conflict(APPOINTMENT_MESSAGES.alreadyCancelled);
  if (view.appointment.reminderJobId) await ctx.jobs.cancel(view.appointment.reminderJobId);
  await deleteRoomOf(ctx, APPOINTMENT_ROOMS, roomOf(cancelled));
  const updated = { ...view, appointment: cancelled };
  await mailParties(ctx, updated, 'cancelled', principal.userId);
  await emit(ctx, APPOINTMENT_EVENTS.cancelled, principal, updated, ip);
  return updated;
}

/**
 * PUT /appointment/{id}: either party moves it to another free slot; the reminder is replaced and the
 * room's calendar event moves too (room-sync.ts: the move stands even while the provider fails).
 */
export async function rescheduleAppointment(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: RescheduleBody,
  ip?: string,
): Promise<AppointmentView> {
  const view = await changeableAppointment(ctx, principal, id);
  const { appointment } = view;
  const { slot, timeZone } = await freeSlotAt(ctx, appointment.doctorId, body.startTime, appointment.id);
  const moved = await moveAppointmentRow(ctx.db, appointment.id, {
    startTime: new Date(slot.startTime),
    endTime: new Date(slot.endTime),
    timeZone,
  });
  if (moved === SLOT_TAKEN) throw AppError.conflict(APPOINTMENT_MESSAGES.slotTaken);
  if (!moved) throw AppError.conflict(APPOINTMENT_MESSAGES.alreadyCancelled);
  if (appointment.reminderJobId) await ctx.jobs.cancel(appointment.reminderJobId);
  const reminderJobId = await queueReminder(ctx, moved);
  await setReminderJob(ctx.db, moved.id, reminderJobId);
  await updateRoomOf(ctx, APPOINTMENT_ROOMS, moved.id, roomOf(moved));
  const updated = { ...view, appointment: { ...moved, reminderJobId } };
  await mailParties(ctx, updated, 'rescheduled', principal.userId);
  await emit(ctx, APPOINTMENT_EVENTS.rescheduled, principal, updated, ip);
  return updated;
}
