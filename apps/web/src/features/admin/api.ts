import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountStatus,
  type AdminUserDetailDto,
  type AdminUserDto,
  type OrganizationDto,
  type ReportedRequestDto,
  type RequestDto,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { downloadFromApi } from '../../lib/privateFiles';
import { fetchRequestPage, listQuery, requestKeys, type RequestListParams } from '../../lib/requests';

/** docs/screens-and-flows.md#formats: request lists page 15 at a time by default. */
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

/** The reported requests waiting for review: under the request lists, so a change to a request reloads it too. */
export const reportQueueKeys = {
  all: [...requestKeys.all, 'reportQueue'] as const,
  page: (page: number) => [...requestKeys.all, 'reportQueue', page] as const,
};

/**
 * GET /donationRequest/reports (docs/request-states.md#reviewing-reports): one page of the report queue
 * and how many requests wait in all. The API answers it to administrators only; each entry says what
 * the viewer may decide.
 */
export function useReportQueue(page: number) {
  return useQuery({
    queryKey: reportQueueKeys.page(page),
    queryFn: async ({ signal }) => {
      const result = await api<ReportedRequestDto[]>('/donationRequest/reports', {
        query: { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** Restore: the reports are dismissed and the request stays as it was. Confirm: the request is marked as spam. */
export type ReportDecision = 'restore' | 'confirm';

/** POST /donationRequest/{id}/reports/{decision}; the queue and the request lists read again after. */
export function useReportDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReportDecision }) =>
      api<RequestDto>(`/donationRequest/${encodeURIComponent(id)}/reports/${decision}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** 'Download CSV' of Manage Requests: GET /donationRequest?isDownload=true with the same filters. */
export const downloadRequestsCsv = (params: RequestListParams) =>
  downloadFromApi('/donationRequest', {
    query: { ...listQuery(params), isDownload: 'true' },
    fallbackName: `requests-${new Date().toISOString().slice(0, 10)}.csv`,
  });

/** The filters of /admin/manageUserLists, as GET /users reads them (docs/api-contract.md Users). */
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

/** An administrators' CSV export: the list's route with its filters and isDownload=true. */
const downloadCsv = (path: string, query: Record<string, string | number | undefined>, name: string) =>
  downloadFromApi(path, {
    query: { ...query, isDownload: 'true' },
    fallbackName: `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
  });

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
