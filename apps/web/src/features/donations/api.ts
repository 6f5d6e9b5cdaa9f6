import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDonationInput,
  CreatedDonationDto,
  DonationDto,
  PaymentDriverName,
  PublicDonationDto,
  RequestDonationsEnvelope,
} from '@carenet/shared';
import { api } from '../../lib/api';

/** How many donations a list shows at a time. */
export const DONATIONS_PAGE_SIZE = 5;

export const donationKeys = {
  all: ['donations'] as const,
  ofRequest: (requestId: string) => ['donations', 'request', requestId] as const,
  ofUser: (userId: string) => ['donations', 'user', userId] as const,
  paymentDriver: ['health', 'payments'] as const,
};

const nextOffset = (last: { items: unknown[]; total: number }, pages: { items: unknown[] }[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

/** POST /donationRequest/{id}/donations: an offline pledge, or a Stripe checkout to send the donor to. */
export function useCreateDonation(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDonationInput) =>
      (
        await api<CreatedDonationDto>(`/donationRequest/${encodeURIComponent(requestId)}/donations`, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: donationKeys.all }),
  });
}

/** GET /donationRequest/{id}/donations: the most recent first, with the totals of all of them. */
export function useRequestDonations(requestId: string) {
  return useInfiniteQuery({
    queryKey: donationKeys.ofRequest(requestId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<PublicDonationDto[], RequestDonationsEnvelope>(
        `/donationRequest/${encodeURIComponent(requestId)}/donations`,
        { query: { limit: DONATIONS_PAGE_SIZE, offset: pageParam }, signal },
      );
      return {
        items: result.data,
        total: result.envelope.totalCountOfRecords,
        totals: result.envelope.totals,
      };
    },
    getNextPageParam: nextOffset,
  });
}

/** GET /user/{id}/donations: a donor's own donations in every state. */
export function useUserDonations(userId: string) {
  return useInfiniteQuery({
    queryKey: donationKeys.ofUser(userId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<DonationDto[]>(`/user/${encodeURIComponent(userId)}/donations`, {
        query: { limit: DONATIONS_PAGE_SIZE, offset: pageParam },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    getNextPageParam: nextOffset,
  });
}

interface HealthDto {
  payments: { driver: PaymentDriverName };
}

/**
 * The active payment driver (GET /health), so the form says before submitting whether a donation
 * is a pledge or a card payment (DESIGN §1: a driver that is not configured never pretends).
 */
export function usePaymentDriver(): PaymentDriverName | undefined {
  const query = useQuery({
    queryKey: donationKeys.paymentDriver,
    queryFn: async ({ signal }) =>
      (await api<HealthDto>('/health', { signal, anonymous: true })).data.payments.driver,
    staleTime: Infinity,
  });
  return query.data;
}
