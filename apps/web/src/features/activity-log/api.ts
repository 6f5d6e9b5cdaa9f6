import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityLogCategory, type ActivityLogEntryDto } from '@carenet/shared';
import { api } from '../../lib/api';
import { downloadFromApi } from '../../lib/privateFiles';

export const ACTIVITY_LOG_PAGE_SIZE = 20;

export interface ActivityLogFilters {
  /** Part of the person's name or e-mail address. */
  user: string;
  /** Part of the action, such as 'medicalRecord' or 'login'. */
  action: string;
  category: ActivityLogCategory | null;
  startDate: string;
  endDate: string;
}

export const NO_ACTIVITY_FILTERS: ActivityLogFilters = {
  user: '',
  action: '',
  category: null,
  startDate: '',
  endDate: '',
};

/** The query of GET /userActivityLog for these filters; empty ones are left out. */
export function activityLogQuery(filters: ActivityLogFilters): Record<string, string | undefined> {
  return {
    user: filters.user.trim() || undefined,
    action: filters.action.trim() || undefined,
    category: filters.category ?? undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
}

export const activityLogKeys = {
  page: (filters: ActivityLogFilters, page: number) => ['activityLog', filters, page] as const,
};

/** One page of the log, newest first; the previous page stays on screen while the next loads. */
export function useActivityLog(filters: ActivityLogFilters, page: number, enabled: boolean) {
  return useQuery({
    queryKey: activityLogKeys.page(filters, page),
    queryFn: async ({ signal }) => {
      const result = await api<ActivityLogEntryDto[]>('/userActivityLog', {
        query: {
          ...activityLogQuery(filters),
          limit: ACTIVITY_LOG_PAGE_SIZE,
          offset: (page - 1) * ACTIVITY_LOG_PAGE_SIZE,
        },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** 'Export CSV': GET /userActivityLog?isDownload=true with the same filters. */
export const downloadActivityLogCsv = (filters: ActivityLogFilters) =>
  downloadFromApi('/userActivityLog', {
    query: { ...activityLogQuery(filters), isDownload: 'true' },
    fallbackName: `user-activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
  });
