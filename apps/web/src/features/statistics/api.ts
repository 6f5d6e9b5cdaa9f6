import { useQuery } from '@tanstack/react-query';
import type {
  ActivitySummaryDto,
  AssistantEscalationSummaryDto,
  OrganizationSummaryDto,
  RequestSourceByCreatorDto,
  RequestTypeByStatusDto,
  SignupInterval,
  SignupReportDto,
  UsersSummaryDto,
} from '@carenet/shared';
import { api } from '../../lib/api';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  signups: (range: DateRange, interval: SignupInterval) =>
    [...statisticsKeys.all, 'signups', range, interval] as const,
  users: () => [...statisticsKeys.all, 'users'] as const,
  organizations: () => [...statisticsKeys.all, 'organizations'] as const,
  requestTypes: (range: DateRange) => [...statisticsKeys.all, 'requestTypes', range] as const,
  requestSources: (range: DateRange) => [...statisticsKeys.all, 'requestSources', range] as const,
  activity: (range: DateRange) => [...statisticsKeys.all, 'activity', range] as const,
  escalations: (range: DateRange) => [...statisticsKeys.all, 'escalations', range] as const,
};

const get = async <T>(path: string, query: Record<string, string> | undefined, signal: AbortSignal) =>
  (await api<T>(path, { query, signal })).data;

/** GET /user/signupReportSummary for the range. */
export function useSignupReport(range: DateRange, interval: SignupInterval, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.signups(range, interval),
    queryFn: ({ signal }) =>
      get<SignupReportDto>('/user/signupReportSummary', { ...range, interval }, signal),
    enabled,
  });
}

/** GET /user/summaryofusers: every account, not only the range's. */
export function useUsersSummary() {
  return useQuery({
    queryKey: statisticsKeys.users(),
    queryFn: ({ signal }) => get<UsersSummaryDto[]>('/user/summaryofusers', undefined, signal),
  });
}

/** GET /user/organizationSummary: every facility, not only the range's. */
export function useOrganizationSummary() {
  return useQuery({
    queryKey: statisticsKeys.organizations(),
    queryFn: ({ signal }) => get<OrganizationSummaryDto>('/user/organizationSummary', undefined, signal),
  });
}

/** GET /donationRequest/donationRequestTypeSummary: the range's requests by type, each by status. */
export function useRequestTypeSummary(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.requestTypes(range),
    queryFn: ({ signal }) =>
      get<RequestTypeByStatusDto[]>(
        '/donationRequest/donationRequestTypeSummary',
        { ...range, groupBy: 'status' },
        signal,
      ),
    enabled,
  });
}

/** GET /donationRequest/donationRequestSourceSummary: the range's requests by source, each by creator type. */
export function useRequestSourceSummary(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.requestSources(range),
    queryFn: ({ signal }) =>
      get<RequestSourceByCreatorDto[]>(
        '/donationRequest/donationRequestSourceSummary',
        { ...range, groupBy: 'creatorType' },
        signal,
      ),
    enabled,
  });
}

export function useActivitySummary(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.activity(range),
    queryFn: ({ signal }) => get<ActivitySummaryDto>('/statistics/activitySummary', { ...range }, signal),
    enabled,
  });
}

/** GET /statistics/assistantEscalationSummary: the emergencies the medical assistant escalated, by group. */
export function useAssistantEscalationSummary(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.escalations(range),
    queryFn: ({ signal }) =>
      get<AssistantEscalationSummaryDto>('/statistics/assistantEscalationSummary', { ...range }, signal),
    enabled,
  });
}
