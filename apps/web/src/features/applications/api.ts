import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE_PATH,
  APPLICATION_MESSAGES,
  RESUME_FIELD,
  type ApplicationBody,
  type ApplicationDto,
  type ErrorEnvelope,
  type SuccessEnvelope,
  type UploadedFileDto,
} from '@carenet/shared';
import { ApiError, api } from '../../lib/api';
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

/**
 * POST /donationRequestResponses/resume as multipart/form-data. XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function uploadResume(file: File, onProgress: (percent: number) => void): Promise<UploadedFileDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}/donationRequestResponses/resume`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionStore.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: SuccessEnvelope<UploadedFileDto> | ErrorEnvelope | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as SuccessEnvelope<UploadedFileDto> | ErrorEnvelope;
      } catch {
        envelope = null;
      }
      if (envelope?.status === 'success') resolve(envelope.data);
      else if (envelope) reject(new ApiError(envelope.message, envelope.statusCode, envelope.errors ?? []));
      else reject(new ApiError(APPLICATION_MESSAGES.resumeUploadFailed, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(APPLICATION_MESSAGES.resumeUploadFailed, 0));
    const body = new FormData();
    body.append(RESUME_FIELD, file);
    xhr.send(body);
  });
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
