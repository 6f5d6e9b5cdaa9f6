import type {
  CheckInResultDto,
  CouponCheckDto,
  CouponDto,
  CreateCouponInput,
  CreateEventInput,
  EventDonationDto,
  EventDonationInput,
  EventDto,
  EventRegistrationDto,
  EventRegistrationInput,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const eventKeys = {
  all: ['events'] as const,
  one: (slug: string) => [...eventKeys.all, 'one', slug] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  coupons: () => [...eventKeys.all, 'coupons'] as const,
  coupon: (code: string, plan: string) => [...eventKeys.all, 'coupon', code, plan] as const,
  checkedIn: (slug: string) => [...eventKeys.all, 'checkedIn', slug] as const,
  site: () => [...eventKeys.all, 'site'] as const,
};

/** GET /events/{slug}: the public event page. */
export function useEvent(slug: string) {
  return useQuery({
    queryKey: eventKeys.one(slug),
    queryFn: async () => (await api<EventDto>(`/events/${encodeURIComponent(slug)}`)).data,
    retry: false,
  });
}

/** GET /events/site: the configured outside event site, or null. */
export function useEventSite() {
  return useQuery({
    queryKey: eventKeys.site(),
    queryFn: async () =>
      (await api<{ eventSiteUrl: string | null }>('/events/site', { anonymous: true })).data,
  });
}

/** GET /coupon/{code}?packagePlan: asked while the code is typed; a refusal is the query's error. */
export function useCouponCheck(code: string, packagePlan: string) {
  return useQuery({
    queryKey: eventKeys.coupon(code, packagePlan),
    queryFn: async () => {
      const result = await api<CouponCheckDto>(`/coupon/${encodeURIComponent(code)}`, {
        query: { packagePlan },
      });
      return { ...result.data, message: result.message };
    },
    enabled: code.length >= 3,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * POST /healthFestEventRegistration: a signed-in person's own verified address is registered at once;
 * any other address comes back 'unconfirmed', waiting for the link mailed to it.
 */
export function useRegisterForEvent() {
  return useMutation({
    mutationFn: (body: EventRegistrationInput) =>
      api<EventRegistrationDto>('/healthFestEventRegistration', { method: 'POST', body }),
  });
}

/** POST /events/registrations/confirm: the secret from the e-mailed link confirms the address. */
export function useConfirmRegistration() {
  return useMutation({
    mutationFn: (token: string) =>
      api<EventRegistrationDto>('/events/registrations/confirm', {
        method: 'POST',
        body: { token },
        anonymous: true,
      }),
  });
}

export function useDonateToEvent() {
  return useMutation({
    mutationFn: (body: EventDonationInput) =>
      api<EventDonationDto>('/eventDonation', { method: 'POST', body }),
  });
}

export function useAllEvents() {
  return useQuery({
    queryKey: eventKeys.list(),
    queryFn: async () => (await api<EventDto[]>('/events')).data,
  });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventInput) => api<EventDto>('/events', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<CreateEventInput> & { id: string }) =>
      api<EventDto>(`/events/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useAllCoupons() {
  return useQuery({
    queryKey: eventKeys.coupons(),
    queryFn: async () => (await api<CouponDto[]>('/coupons')).data,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponInput) => api<CouponDto>('/coupons', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.coupons() }),
  });
}

export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; active?: boolean }) =>
      api<CouponDto>(`/coupons/${id}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.coupons() }),
  });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<CheckInResultDto>('/events/checkin', { method: 'POST', body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...eventKeys.all, 'checkedIn'] }),
  });
}

export function useCheckedIn(slug: string | null) {
  return useQuery({
    queryKey: eventKeys.checkedIn(slug ?? ''),
    queryFn: async () =>
      (await api<EventRegistrationDto[]>(`/events/${encodeURIComponent(slug ?? '')}/checkedIn`)).data,
    enabled: !!slug,
  });
}
