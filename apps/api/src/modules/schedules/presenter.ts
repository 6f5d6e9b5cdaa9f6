import type { ScheduleDto } from '@carenet/shared';
import type { DoctorScheduleRow } from '../../platform/db/schema';

export function presentSchedule(row: DoctorScheduleRow): ScheduleDto {
  return {
    _id: row.id,
    doctorId: row.doctorId,
    timeZone: row.timeZone,
    slotMinutes: row.slotMinutes,
    weeklyHours: row.weeklyHours.map((hours) => ({ ...hours })),
    daysOff: [...row.daysOff],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
