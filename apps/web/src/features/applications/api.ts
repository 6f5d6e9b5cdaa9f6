import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_MESSAGES,
  RESUME_FIELD,
  type ApplicationBody,
  type ApplicationDto,
  type UploadedFileDto,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';

/** How many applications the owner's list shows at a time. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const applicationKeys = {
  all: ['applications'] as const,
  ofRequest: (requestId: string) => ['applications', 'request', requestId] as const,
};

/**
 * POST /donationRequestResponses: the apply form's fields for one request. A signed-in applicant gets
 * the application back; a guest gets none, and an e-mail to confirm it with.
 */
export function useApply(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<ApplicationBody, 'donationRequestId'>) =>
      api<ApplicationDto | null>('/donationRequestResponses', {
        method: 'POST',
        body: { ...fields, donationRequestId: requestId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.ofRequest(requestId) }),
  });
}

/**
 * POST /donationRequestResponses/confirm with the token of a guest's e-mailed link. The link works
 * once, so this is a query kept for the page's life: a remount or re-render never sends it twice.
 */
export function useConfirmApplication(token: string) {
  return useQuery({
    queryKey: [...applicationKeys.all, 'confirm', token],
    queryFn: async () =>
      (
        await api<ApplicationDto>('/donationRequestResponses/confirm', {
          method: 'POST',
          body: { token },
          anonymous: true,
        })
      ).data,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
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
 * PUT /donationRequestResponses/{id}/decision or /complete: the request's owner accepts, declines or
 * marks an application completed; the list is read again for the server's new abilities.
 */
export function useApplicationAction(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { id: string; to: 'accepted' | 'declined' | 'completed' }) => {
      const path = `/donationRequestResponses/${encodeURIComponent(action.id)}`;
      return action.to === 'completed'
        ? api<ApplicationDto>(`${path}/complete`, { method: 'PUT' })
        : api<ApplicationDto>(`${path}/decision`, { method: 'PUT', body: { decision: action.to } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.ofRequest(requestId) }),
  });
}
