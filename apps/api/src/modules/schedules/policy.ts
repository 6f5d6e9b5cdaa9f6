import { SCHEDULE_MESSAGES } from '@carenet/shared';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { DoctorScheduleRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** docs/roles-and-permissions.md#who-may-do-what: doctors publish their own availability; nobody writes another's. */
export function assertIsDoctor(principal: Principal): void {
  if (!viewerMay(principal, 'publishAvailability')) throw AppError.forbidden(SCHEDULE_MESSAGES.onlyDoctors);
}

/** A schedule is deleted by its doctor; to anyone else, by id, it does not exist. */
export function assertOwnSchedule(
  principal: Principal,
  schedule: DoctorScheduleRow | null,
): DoctorScheduleRow {
  if (!schedule || schedule.doctorId !== principal.userId)
    throw AppError.notFound(SCHEDULE_MESSAGES.notFound);
  return schedule;
}
