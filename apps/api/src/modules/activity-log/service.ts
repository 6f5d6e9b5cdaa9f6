import type { ActivityLogEntryDto, ActivityLogQuery } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { activityLogCsv } from './csv';
import { presentEntry } from './presenter';
import { countEntries, selectEntries } from './repository';

/** An export holds at most this many of the newest matching rows: narrow the filters for older ones. */
export const ACTIVITY_LOG_EXPORT_LIMIT = 10_000;

/**
 * GET /userActivityLog: one page of the log, newest first. Reading the log is not itself logged: every
 * page, filter change and export would add rows to the log being read, burying what people did.
 */
export async function listActivityLog(
  ctx: AppContext,
  query: ActivityLogQuery,
): Promise<{ entries: ActivityLogEntryDto[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectEntries(ctx.db, query, { limit: query.limit, offset: query.offset }),
    countEntries(ctx.db, query),
  ]);
  return { entries: rows.map(presentEntry), total };
}

/** GET /userActivityLog?isDownload=true: the matching rows as CSV. */
export async function exportActivityLog(ctx: AppContext, query: ActivityLogQuery): Promise<string> {
  const rows = await selectEntries(ctx.db, query, { limit: ACTIVITY_LOG_EXPORT_LIMIT, offset: 0 });
  return activityLogCsv(rows.map(presentEntry));
}
