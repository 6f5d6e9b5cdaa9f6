import {
  RECORD_FILE_FIELD,
  RECORD_MESSAGES,
  type MyVerificationDto,
  type VerificationDocumentDto,
  type VerificationKind,
  type VerificationState,
  type VerificationSubmissionDto,
  type VerificationSubmissionInput,
} from '@carenet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshSession } from '../../lib/refreshSession';
import { useSession } from '../../lib/session';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';

export const verificationKeys = {
  mine: (kind: VerificationKind, orgId?: string) => ['verification', 'mine', kind, orgId ?? ''] as const,
  queue: (status: VerificationState, page: number) => ['verification', 'queue', status, page] as const,
  all: ['verification'] as const,
};

/** Where the caller's verification stands (a facility's, with orgId). */
export function useMyVerification(kind: VerificationKind, orgId?: string) {
  return useQuery({
    queryKey: verificationKeys.mine(kind, orgId),
    queryFn: async ({ signal }) =>
      (await api<MyVerificationDto>('/verification', { query: { kind, orgId }, signal })).data,
    enabled: kind !== 'organization' || Boolean(orgId),
    retry: false,
  });
}

export function useSubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationSubmissionInput) =>
      api<VerificationSubmissionDto>('/verification', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** Uploads one licence or registration document; it is read only by its uploader and administrators. */
export async function uploadVerificationDocument(
  file: File,
  onProgress: (percent: number) => void,
): Promise<VerificationDocumentDto> {
  const body = new FormData();
  body.append(RECORD_FILE_FIELD, file);
  const envelope = await uploadForm<VerificationDocumentDto>(
    '/verification/documents',
    body,
    onProgress,
    RECORD_MESSAGES.uploadFailed,
  );
  return envelope.data;
}

export const QUEUE_PAGE_SIZE = 10;

/** The administrators' review queue: submissions in one state, a page at a time. */
export function useVerificationQueue(status: VerificationState, page: number) {
  return useQuery({
    queryKey: verificationKeys.queue(status, page),
    queryFn: async ({ signal }) => {
      const result = await api<VerificationSubmissionDto[]>('/verification/queue', {
        query: { status, limit: QUEUE_PAGE_SIZE, offset: (page - 1) * QUEUE_PAGE_SIZE },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? api<VerificationSubmissionDto>(`/verification/${decision.id}/approve`, { method: 'POST' })
        : api<VerificationSubmissionDto>(`/verification/${decision.id}/reject`, {
            method: 'POST',
            body: { reason: decision.reason },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** When the server says the caller's verification changed, the stored user is read again. */
export function useSessionVerificationInStep(status: number | undefined) {
  const session = useSession();
  const stale = status !== undefined && session !== null && session.profileVerificationStatus !== status;
  const userId = session?._id;
  useEffect(() => {
    if (stale && userId) refreshSession(userId);
  }, [stale, userId]);
}
