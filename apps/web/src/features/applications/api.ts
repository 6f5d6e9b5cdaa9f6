import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_MESSAGES,
  RESUME_FIELD,
  type ApplicationBody,
  type ApplicationDto,
  type ErrorEnvelope,
  type UploadedFileDto,
} from '@carenet/shared';
import { ApiError, api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { sessionStore } from '../auth/session';

/** How many applications the owner's list shows at a time. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const applicationKeys = {
  all: ['applications'] as const,
  ofRequest: (requestId: string) => ['applications', 'request', requestId] as const,
};

/** POST /donationRequestResponses: the apply form's fields for one request. */
export function useApply(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<ApplicationBody, 'donationRequestId'>) =>
      api<ApplicationDto>('/donationRequestResponses', {
        method: 'POST',
        body: { ...fields, donationRequestId: requestId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.ofRequest(requestId) }),
  });
}

/** POST /donationRequestResponses/resume as multipart/form-data, reporting its progress. */
export async function uploadResume(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFileDto> {
  const body = new FormData();
  body.append(RESUME_FIELD, file);
  const envelope = await uploadForm<UploadedFileDto>(
    '/donationRequestResponses/resume',
    body,
    onProgress,
    APPLICATION_MESSAGES.resumeUploadFailed,
  );
  return envelope.data;
}

/** GET /donationRequestResponses?donationRequestId: a request's applications, for its owner and administrators. */
export function useRequestApplications(requestId: string) {
  return useInfiniteQuery({
    queryKey: applicationKeys.ofRequest(requestId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<ApplicationDto[]>('/donationRequestResponses', {
        query: { donationRequestId: requestId, limit: APPLICATIONS_PAGE_SIZE, offset: pageParam },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/**
 * Saves a private file (a resume under /files/…): it is served only with the reader's token, which
 * a plain link cannot send, so it is fetched and handed to the browser as a download.
 */
export async function downloadPrivateFile(url: string, fileName: string): Promise<void> {
  const token = sessionStore.token();
  const response = await fetch(new URL(url, window.location.origin), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(envelope?.message ?? APPLICATION_MESSAGES.resumeDownloadFailed, response.status);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
