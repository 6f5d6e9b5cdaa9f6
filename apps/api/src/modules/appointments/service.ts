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
import type { Database } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import type { Emit } from '../../platform/events';
import { AppError } from '../../platform/errors';
import { deleteRoomOf, openRoom, updateRoomOf } from '../../platform/meet/room-sync';
import { isVerifiedDoctorUser } from '../../access';
import { findDoctor, findScheduleOfDoctor } from '../schedules';
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
  locale: user.locale,
});

type AppointmentChangeEvent =
  | typeof APPOINTMENT_EVENTS.booked
  | typeof APPOINTMENT_EVENTS.rescheduled
  | typeof APPOINTMENT_EVENTS.cancelled;

/** Records a change of an appointment as a domain event, in its transaction: when and between whom, never the note. */
function emitChange(
  emit: Emit,
  type: AppointmentChangeEvent,
  principal: Principal,
  view: AppointmentView,
  ip?: string,
): Promise<void> {
  const { appointment } = view;
  return emit(
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

async function mailParties(
  ctx: AppContext,
  tx: Database,
  view: AppointmentView,
  news: AppointmentNews,
  actorId: string,
) {
  for (const mail of appointmentMails(view, news, { actorId, appUrl: ctx.config.publicUrl })) {
    await ctx.mailer.send(mail, tx);
  }
}

/** A doctor patients may book: verified by an administrator (access rules); anyone else is not found. */
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
  const doctor = assertCanBook(principal, body.doctorId, await findDoctor(ctx.db, body.doctorId));
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
  try {
    // The booking, its reminder, its e-mails and its event: all or none.
    return await ctx.events.transaction(async (tx, emit) => {
      const inserted = await insertAppointment(tx, {
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
      // Another booking took the slot while this room was made; PostgreSQL has aborted the transaction.
      if (inserted === SLOT_TAKEN) throw AppError.conflict(APPOINTMENT_MESSAGES.slotTaken);
      const reminderJobId = await queueReminder(ctx, inserted, tx);
      await setReminderJob(tx, inserted.id, reminderJobId);
      const view = {
        appointment: { ...inserted, reminderJobId },
        doctor: partyOf(doctor),
        patient: partyOf(principal.user),
      };
      await mailParties(ctx, tx, view, 'booked', principal.userId);
      await emitChange(emit, APPOINTMENT_EVENTS.booked, principal, view, ip);
      return view;
    });
  } catch (error) {
    // No appointment holds the room: it has no meeting.
    await deleteRoomOf(ctx, APPOINTMENT_ROOMS, { provider: ctx.meet.driver, ref: room.ref });
    throw error;
  }
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
  const updated = await ctx.events.transaction(async (tx, emit) => {
    const cancelled = await cancelAppointmentRow(tx, view.appointment.id, principal.userId);
    if (!cancelled) throw AppError.conflict(APPOINTMENT_MESSAGES.alreadyCancelled);
    if (view.appointment.reminderJobId) await ctx.jobs.cancel(view.appointment.reminderJobId, tx);
    const changed = { ...view, appointment: cancelled };
    await mailParties(ctx, tx, changed, 'cancelled', principal.userId);
    await emitChange(emit, APPOINTMENT_EVENTS.cancelled, principal, changed, ip);
    return changed;
  });
  await deleteRoomOf(ctx, APPOINTMENT_ROOMS, roomOf(updated.appointment));
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
  const updated = await ctx.events.transaction(async (tx, emit) => {
    const moved = await moveAppointmentRow(tx, appointment.id, {
      startTime: new Date(slot.startTime),
      endTime: new Date(slot.endTime),
      timeZone,
    });
    // The slot's unique index refused the move; PostgreSQL has aborted the transaction.
    if (moved === SLOT_TAKEN) throw AppError.conflict(APPOINTMENT_MESSAGES.slotTaken);
    if (!moved) throw AppError.conflict(APPOINTMENT_MESSAGES.alreadyCancelled);
    if (appointment.reminderJobId) await ctx.jobs.cancel(appointment.reminderJobId, tx);
    const reminderJobId = await queueReminder(ctx, moved, tx);
    await setReminderJob(tx, moved.id, reminderJobId);
    const changed = { ...view, appointment: { ...moved, reminderJobId } };
    await mailParties(ctx, tx, changed, 'rescheduled', principal.userId);
    await emitChange(emit, APPOINTMENT_EVENTS.rescheduled, principal, changed, ip);
    return changed;
  });
  await updateRoomOf(ctx, APPOINTMENT_ROOMS, appointment.id, roomOf(updated.appointment));
  return updated;
}
