import { APPOINTMENT_MESSAGES, type ScheduleBody } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { DoctorScheduleRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { SCHEDULE_EVENTS } from './events';
import { assertIsDoctor, assertOwnSchedule } from './policy';
import {
  deleteScheduleRow,
  findDoctor,
  findSchedule,
  findScheduleOfDoctor,
  upsertSchedule,
} from './repository';

/** Writes a change of a schedule and its domain event in one transaction. */
function changeSchedule(
  ctx: AppContext,
  type: (typeof SCHEDULE_EVENTS)[keyof typeof SCHEDULE_EVENTS],
  principal: Principal,
  ip: string | undefined,
  change: (tx: Database) => Promise<DoctorScheduleRow>,
): Promise<DoctorScheduleRow> {
  return ctx.events.transaction(async (tx, emit) => {
    const schedule = await change(tx);
    await emit(
      type,
      { timeZone: schedule.timeZone, slotMinutes: schedule.slotMinutes },
      { actorId: principal.userId, subjectType: 'schedule', subjectId: schedule.id, ip },
    );
    return schedule;
  });
}

/** POST /schedule: the doctor's weekly hours, slot length, time zone and days off, replaced whole. */
export async function saveSchedule(
  ctx: AppContext,
  principal: Principal,
  body: ScheduleBody,
  ip?: string,
): Promise<DoctorScheduleRow> {
  assertIsDoctor(principal);
  return changeSchedule(ctx, SCHEDULE_EVENTS.saved, principal, ip, (tx) =>
    upsertSchedule(tx, {
      doctorId: principal.userId,
      timeZone: body.timeZone,
      slotMinutes: body.slotMinutes,
      weeklyHours: body.weeklyHours,
      daysOff: body.daysOff,
    }),
  );
}

/**
 * GET /schedule: a doctor's schedule (the caller's own without doctorId), or null when they have
 * not published one; a 404 when the id is not a doctor's.
 */
export async function getSchedule(
  ctx: AppContext,
  principal: Principal,
  doctorId: string | undefined,
): Promise<DoctorScheduleRow | null> {
  const doctor = await findDoctor(ctx.db, doctorId ?? principal.userId);
  if (!doctor) throw AppError.notFound(APPOINTMENT_MESSAGES.doctorNotFound);
  return findScheduleOfDoctor(ctx.db, doctor.id);
}

/** DELETE /schedule/{id}: the doctor stops offering slots; booked appointments stay as they are. */
export async function deleteSchedule(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const schedule = assertOwnSchedule(principal, await findSchedule(ctx.db, id));
  await changeSchedule(ctx, SCHEDULE_EVENTS.deleted, principal, ip, async (tx) => {
    await deleteScheduleRow(tx, schedule.id);
    return schedule;
  });
}
