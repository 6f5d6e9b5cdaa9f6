import { HEALTH_DATA_CATEGORY, fullName, type ActivityLogEntryDto } from '@carenet/shared';
import type { ActivityLogRecord } from './repository';

/** One log row for administrators: who did what to which thing, when and from where, never the details. */
export function presentEntry(row: ActivityLogRecord): ActivityLogEntryDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user:
      row.userId && row.userEmail !== null
        ? { id: row.userId, name: fullName(row.userName), email: row.userEmail }
        : null,
    category: row.category,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    ip: row.ip,
    healthData: row.category === HEALTH_DATA_CATEGORY,
  };
}
