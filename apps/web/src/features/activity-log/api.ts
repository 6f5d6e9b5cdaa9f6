import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_BASE_PATH,
  type ActivityLogCategory,
  type ActivityLogEntryDto,
  type Envelope,
} from '@carenet/shared';
import { ApiError, api } from '../../lib/api';
import { sessionStore } from '../auth/session';

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

/** The file name the server proposes in content-disposition, or ours. */
function fileNameOf(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `user-activity-log-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /userActivityLog?isDownload=true with the same filters, saved as a file. The shared client reads
 * JSON envelopes, so the CSV is fetched here and handed to the browser as a blob.
 */
export async function downloadActivityLogCsv(filters: ActivityLogFilters): Promise<void> {
  const url = new URL(`${API_BASE_PATH}/userActivityLog`, window.location.origin);
  for (const [key, value] of Object.entries(activityLogQuery(filters))) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  url.searchParams.set('isDownload', 'true');
  const token = sessionStore.token();
  const response = await fetch(url, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(envelope?.message ?? `Download failed (${response.status}).`, response.status);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
