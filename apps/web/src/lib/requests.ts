import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  REQUEST_STATUS,
  type AcceptanceDecision,
  type CreateRequestInput,
  type CreatorType,
  type FavouriteToggleDto,
  type RequestDto,
  type ReportReason,
  type RequestType,
  type TreatmentStatus,
  type UpdateRequestInput,
} from '@carenet/shared';
import { api } from './api';

/** The filters of GET /donationRequest the screens use (docs/api-contract.md "Requests"). */
export interface RequestListParams {
  status?: readonly number[];
  keyword?: string;
  requestType?: RequestType;
  creatorType?: CreatorType;
  startDate?: string;
  endDate?: string;
  doctorId?: string;
  /** A facility's requests and campaigns. */
  orgId?: string;
  my_search?: boolean;
  fav_search?: boolean;
  /** The feed's JSON filters (a tab of the home feed). */
  filters?: { request_type?: RequestType; creatorType?: CreatorType };
}

export type QueryValue = string | number | boolean | undefined;

/** The query string of GET /donationRequest for these filters. */
export function listQuery(params: RequestListParams): Record<string, QueryValue> {
  return {
    status: params.status?.length ? params.status.join(',') : undefined,
    keyword: params.keyword?.trim() || undefined,
    requestType: params.requestType,
    creatorType: params.creatorType,
    startDate: params.startDate || undefined,
    endDate: params.endDate || undefined,
    doctorId: params.doctorId,
    orgId: params.orgId,
    my_search: params.my_search,
    fav_search: params.fav_search,
    filters:
      params.filters && Object.keys(params.filters).length ? JSON.stringify(params.filters) : undefined,
  };
}

export interface RequestPage {
  items: RequestDto[];
  total: number;
}

interface PageOptions {
  limit: number;
  offset: number;
  signal?: AbortSignal;
  /** Ask as a signed-out visitor: the public list of campaigns (docs/screens-and-flows.md#flows "others see doctors' requests"). */
  anonymous?: boolean;
}

export async function fetchRequestPage(
  params: RequestListParams,
  options: PageOptions,
): Promise<RequestPage> {
  const result = await api<RequestDto[]>('/donationRequest', {
    query: { ...listQuery(params), limit: options.limit, offset: options.offset },
    signal: options.signal,
    anonymous: options.anonymous,
  });
  return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
}

export const requestKeys = {
  all: ['requests'] as const,
  /** Infinite lists (feed, campaigns, favourites, a doctor's requests). */
  pages: ['requests', 'pages'] as const,
  list: (scope: string, params: RequestListParams, anonymous: boolean) =>
    ['requests', 'pages', scope, params, anonymous] as const,
  detail: (idOrName: string) => ['requests', 'detail', idOrName] as const,
};

interface InfiniteOptions {
  pageSize: number;
  anonymous?: boolean;
  enabled?: boolean;
}

/**
 * A list loaded a page at a time (docs/request-states.md#feed-by-role Feed): the next page starts where the loaded ones end, and
 * there is none once the loaded count reaches totalCountOfRecords. One definition for the hook and for
 * a list fetched before its screen renders (prefetchInfiniteQuery), so both share one cache entry.
 */
export function requestPagesOptions(scope: string, params: RequestListParams, options: InfiniteOptions) {
  const anonymous = options.anonymous ?? false;
  return infiniteQueryOptions({
    queryKey: requestKeys.list(scope, params, anonymous),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchRequestPage(params, { limit: options.pageSize, offset: pageParam, signal, anonymous }),
    getNextPageParam: (last: RequestPage, pages: RequestPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: options.enabled,
  });
}

export function useRequestPages(scope: string, params: RequestListParams, options: InfiniteOptions) {
  return useInfiniteQuery(requestPagesOptions(scope, params, options));
}

export function useRequest(idOrName: string) {
  return useQuery({
    queryKey: requestKeys.detail(idOrName),
    queryFn: async ({ signal }) =>
      (await api<RequestDto>(`/donationRequest/${encodeURIComponent(idOrName)}`, { signal })).data,
    // A request the viewer may not see answers 404; asking again will not change that.
    retry: false,
  });
}

type Pages = InfiniteData<RequestPage, number>;

function editPages(client: QueryClient, edit: (page: RequestPage) => RequestPage): void {
  client.setQueriesData<Pages>({ queryKey: requestKeys.pages }, (data) =>
    data ? { ...data, pages: data.pages.map(edit) } : data,
  );
}

/**
 * Other lists may now include or leave out a changed request: they reload when next shown, while the
 * lists on screen keep their place (nothing is refetched now).
 */
function markListsStale(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: requestKeys.all, refetchType: 'none' });
}

/** Keeps every cached list and detail in step after a change, without reloading the lists on screen. */
export const requestCache = {
  replace(client: QueryClient, request: RequestDto): void {
    editPages(client, (page) => ({
      ...page,
      items: page.items.map((item) => (item._id === request._id ? request : item)),
    }));
    client.setQueryData(requestKeys.detail(request._id), request);
    client.setQueryData(requestKeys.detail(request.name), request);
    markListsStale(client);
  },
  /**
   * Takes a request out of every list (reported, or no longer a favourite). The total shrinks with it,
   * so the next page still starts at the loaded count: the server no longer counts it either.
   */
  remove(client: QueryClient, id: string, scope?: string): void {
    client.setQueriesData<Pages>(
      { queryKey: scope ? [...requestKeys.pages, scope] : requestKeys.pages },
      (data) => {
        if (!data) return data;
        const removed = data.pages.reduce(
          (sum, page) => sum + page.items.filter((item) => item._id === id).length,
          0,
        );
        return {
          ...data,
          pages: data.pages.map((page) => ({
            items: page.items.filter((item) => item._id !== id),
            total: page.total - removed,
          })),
        };
      },
    );
    markListsStale(client);
  },
};

export const requestApi = {
  create: (body: CreateRequestInput) => api<RequestDto>('/donationRequest', { method: 'POST', body }),
  update: (idOrName: string, body: UpdateRequestInput) =>
    api<RequestDto>(`/donationRequest/${encodeURIComponent(idOrName)}`, { method: 'PUT', body }),
  remove: (idOrName: string) =>
    api<{ _id: string }>(`/donationRequest/${encodeURIComponent(idOrName)}`, { method: 'DELETE' }),
  toggleFavourite: (requestId: string) =>
    api<FavouriteToggleDto>('/myfavourites', { method: 'POST', body: { requestId } }),
};

/** The one-field changes a card makes (docs/request-states.md#doctors-decision): a doctor's decision, treatment, a report, moderation. */
export type RequestChange =
  { acceptanceStatus: AcceptanceDecision } | { requestStatusByDoctor: TreatmentStatus } | { status: number };

interface UpdateOptions {
  /** Runs when the change is saved, even if the control that asked is gone by then (it often hides itself). */
  onSaved?: (request: RequestDto, message: string) => void;
  onFailed?: (err: Error) => void;
}

/** PUT /donationRequest/{id} with one change; every cached copy of the request follows. */
export function useUpdateRequest(id: string, options: UpdateOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RequestChange) => requestApi.update(id, change as UpdateRequestInput),
    onSuccess: ({ data, message }) => {
      requestCache.replace(client, data);
      options.onSaved?.(data, message);
    },
    onError: (err) => options.onFailed?.(err),
  });
}

/** Favourites are a list of their own: a request taken out of them leaves it at once. */
export const FAVOURITES_SCOPE = 'favourites';

/** POST /myfavourites toggles the request; every cached copy follows. */
export function useToggleFavourite(request: RequestDto, options: UpdateOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestApi.toggleFavourite(request._id),
    onSuccess: ({ data, message }) => {
      const changed = { ...request, isFavourite: data.isFavourite };
      requestCache.replace(client, changed);
      if (!data.isFavourite) requestCache.remove(client, request._id, FAVOURITES_SCOPE);
      options.onSaved?.(changed, message);
    },
    onError: (err) => options.onFailed?.(err),
  });
}

/** A report (status -3 with a docs/api-contract.md#messages reason) takes the request out of every list (docs/request-states.md#reporting). */
export function useReportRequest(id: string, onReported: (request: RequestDto) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flagReason: ReportReason) =>
      requestApi.update(id, { status: REQUEST_STATUS.spam, flagReason }),
    onSuccess: ({ data }) => {
      requestCache.remove(client, id);
      client.setQueryData(requestKeys.detail(data._id), data);
      client.setQueryData(requestKeys.detail(data.name), data);
      onReported(data);
    },
  });
}
