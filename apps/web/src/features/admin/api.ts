import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE_PATH,
  type AccountStatus,
  type AdminUserDetailDto,
  type AdminUserDto,
  type Envelope,
  type OrganizationDto,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import { ApiError, api } from '../../lib/api';
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

/** The filters of /admin/manageUserLists, as GET /users reads them (SPEC §7 Users). */
export interface UserListParams {
  keyword: string;
  /** One role, or every role when absent. */
  roles?: string;
  profileVerificationStatus?: number;
  status?: AccountStatus;
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: UserListParams, page: number) => [...adminUserKeys.all, 'list', params, page] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

function usersQuery(params: UserListParams): Record<string, string | number | undefined> {
  return {
    keyword: params.keyword || undefined,
    roles: params.roles,
    profileVerificationStatus: params.profileVerificationStatus,
    status: params.status,
  };
}

/** One page of the administrators' user list, newest first; the previous page stays while the next loads. */
export function useAdminUsers(params: UserListParams, page: number) {
  return useQuery({
    queryKey: adminUserKeys.list(params, page),
    queryFn: async ({ signal }) => {
      const result = await api<AdminUserDto[]>('/users', {
        query: { ...usersQuery(params), limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Fetches a CSV export as the signed-in administrator and hands it to the browser as a file (the
 * shared client reads JSON envelopes only).
 */
async function downloadCsv(path: string, query: Record<string, string | number | undefined>, name: string) {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
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
  const proposed = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = proposed ?? `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** 'Export CSV': GET /users?isDownload=true with the list's filters. */
export const downloadUsersCsv = (params: UserListParams) =>
  downloadCsv('/users', usersQuery(params), 'users');

/** GET /user/{id} as an administrator: the /viewUserDetails/{id} screen. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api<AdminUserDetailDto>(`/user/${encodeURIComponent(id)}`, { signal })).data,
    // An unknown id answers 404; asking again will not change that.
    retry: false,
  });
}

/** Suspend, reactivate or send a password reset link; the user's detail and the lists read it again after. */
export function useUserAction(id: string) {
  const client = useQueryClient();
  const path = `/user/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (action: UserAction) =>
      action.kind === 'suspend'
        ? api<AdminUserDto>(`${path}/suspend`, { method: 'POST', body: { reason: action.reason } })
        : api<AdminUserDto | null>(`${path}/${action.kind}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export type UserAction =
  { kind: 'suspend'; reason: string } | { kind: 'reactivate' } | { kind: 'passwordResetLink' };

/** The filters of /admin/manageFacilities, as GET /organization reads them. */
export interface FacilityListParams {
  keyword: string;
  /** 1 verified, 0 not yet verified; every facility when absent. */
  status?: number;
}

export const adminFacilityKeys = {
  all: ['admin', 'facilities'] as const,
  list: (params: FacilityListParams, page: number) =>
    [...adminFacilityKeys.all, 'list', params, page] as const,
  pendingReviews: ['admin', 'facilities', 'pendingReviews'] as const,
};

/** 'Export CSV': GET /organization?isDownload=true with the list's filters. */
export const downloadFacilitiesCsv = (params: FacilityListParams) =>
  downloadCsv('/organization', { keyword: params.keyword || undefined, status: params.status }, 'facilities');

export function useAdminFacilities(params: FacilityListParams, page: number) {
  return useQuery({
    queryKey: adminFacilityKeys.list(params, page),
    queryFn: async ({ signal }) => {
      const result = await api<OrganizationDto[]>('/organization', {
        query: {
          keyword: params.keyword || undefined,
          status: params.status,
          limit: ADMIN_PAGE_SIZE,
          offset: (page - 1) * ADMIN_PAGE_SIZE,
        },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** The most submissions the verification queue answers in one page. */
const QUEUE_PAGE_MAX = 100;

/**
 * The facilities waiting in the verification queue, by facility id: approving or rejecting one happens
 * there, where the documents are.
 */
export function usePendingFacilityReviews() {
  return useQuery({
    queryKey: adminFacilityKeys.pendingReviews,
    queryFn: async ({ signal }) => {
      const { data } = await api<VerificationSubmissionDto[]>('/verification/queue', {
        query: { kind: 'organization', status: 'pending', limit: QUEUE_PAGE_MAX },
        signal,
      });
      return data.flatMap((submission) => (submission.orgId ? [submission.orgId] : []));
    },
  });
}

/** DELETE /organization/{id}; the server's message is shown when it refuses. */
export function useDeleteFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/organization/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminFacilityKeys.all }),
  });
}
