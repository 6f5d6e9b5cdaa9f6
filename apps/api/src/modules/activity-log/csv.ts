import type { ActivityLogEntryDto } from '@carenet/shared';
import { toCsv } from '../../platform/csv';

export const ACTIVITY_LOG_CSV_HEADER = [
  'date',
  'userId',
  'name',
  'email',
  'category',
  'action',
  'subjectType',
  'subjectId',
  'ip',
  'healthData',
] as const;

/** GET /userActivityLog?isDownload=true: the presented rows, so the file holds no more than the screen. */
export function activityLogCsv(entries: readonly ActivityLogEntryDto[]): string {
  return toCsv(
    ACTIVITY_LOG_CSV_HEADER,
    entries.map((entry) => [
      entry.createdAt,
      entry.user?.id,
      entry.user?.name,
      entry.user?.email,
      entry.category,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.ip,
      entry.healthData ? 'yes' : 'no',
    ]),
  );
}
