import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE_PATH, type Envelope } from '@carenet/shared';
import { ApiError } from '../../lib/api';
import { sessionStore } from '../auth/session';
import { fetchRequestPage, listQuery, requestKeys, type RequestListParams } from '../requests/api';

/** SPEC §9: request lists page 15 at a time by default. */
export const ADMIN_PAGE_SIZE = 15;

export const adminKeys = {
  requests: (params: RequestListParams, page: number) => [...requestKeys.all, 'admin', params, page] as const,
};

/** One page of /admin/donationRequests; the previous page stays on screen while the next loads. */
export function useAdminRequests(params: RequestListParams, page: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.requests(params, page),
    queryFn: ({ signal }) =>
      fetchRequestPage(params, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The file name the server proposes in content-disposition, or ours. */
function fileNameOf(response: Response): string {
  const match = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `requests-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /donationRequest?isDownload=true with the same filters, as the signed-in administrator, saved
 * as a file. The shared client reads JSON envelopes, so the CSV is fetched here and handed to the
 * browser as a blob.
 */
export async function downloadRequestsCsv(params: RequestListParams): Promise<void> {
  const url = new URL(`${API_BASE_PATH}/donationRequest`, window.location.origin);
  for (const [key, value] of Object.entries(listQuery(params))) {
    if (value !== undefined) url.searchParams.set(key, String(value));
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
