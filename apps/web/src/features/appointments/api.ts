import type {
  AppointmentDto,
  AppointmentPeriod,
  BookAppointmentInput,
  RescheduleAppointmentInput,
  ScheduleDto,
  ScheduleInput,
  SlotAvailabilityDto,
} from '@carenet/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How many appointments a list shows at a time. */
export const APPOINTMENTS_PAGE_SIZE = 10;

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (when: AppointmentPeriod) => ['appointments', when] as const,
  slots: ['appointment-slots'] as const,
  slotsOf: (doctorId: string, from: number, to: number) => ['appointment-slots', doctorId, from, to] as const,
  ownSchedule: ['schedule', 'own'] as const,
};

/** GET /schedule: the signed-in doctor's own schedule; null until they publish one. */
export function useOwnSchedule() {
  return useQuery({
    queryKey: appointmentKeys.ownSchedule,
    queryFn: async ({ signal }) => (await api<ScheduleDto | null>('/schedule', { signal })).data,
  });
}

/** POST /schedule: publishes the doctor's hours, replacing the ones before. */
export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => api<ScheduleDto>('/schedule', { method: 'POST', body: input }),
    onSuccess: ({ data }) => {
      client.setQueryData(appointmentKeys.ownSchedule, data);
      return client.invalidateQueries({ queryKey: appointmentKeys.slots });
    },
  });
}

/** DELETE /schedule/{id}: the doctor stops taking new appointments. */
export function useDeleteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/schedule/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData(appointmentKeys.ownSchedule, null);
      return client.invalidateQueries({ queryKey: appointmentKeys.slots });
    },
  });
}

/** POST /appointmentSlotsAvailability/{id}: a doctor's free slots starting in [from, to) (epoch ms). */
export function useFreeSlots(doctorId: string, range: { from: number; to: number }, enabled: boolean) {
  return useQuery({
    queryKey: appointmentKeys.slotsOf(doctorId, range.from, range.to),
    queryFn: async ({ signal }) =>
      (
        await api<SlotAvailabilityDto>(`/appointmentSlotsAvailability/${encodeURIComponent(doctorId)}`, {
          method: 'POST',
          body: range,
          signal,
        })
      ).data,
    enabled,
  });
}

/** POST /appointment: books a free slot; the lists and the free slots are fetched again. */
export function useBookAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookAppointmentInput) =>
      (await api<AppointmentDto>('/appointment', { method: 'POST', body: input })).data,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentKeys.all }),
        client.invalidateQueries({ queryKey: appointmentKeys.slots }),
      ]),
  });
}

const nextOffset = (last: { items: unknown[]; total: number }, pages: { items: unknown[] }[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
};

/** GET /appointment?when: the caller's upcoming (soonest first) or past and cancelled (latest first) appointments. */
export function useAppointments(when: AppointmentPeriod) {
  return useInfiniteQuery({
    queryKey: appointmentKeys.list(when),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<AppointmentDto[]>('/appointment', {
        query: { when, limit: APPOINTMENTS_PAGE_SIZE, offset: pageParam },
        signal,
      });
      return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    getNextPageParam: nextOffset,
  });
}

/** PUT /appointment/{id}: either party moves it to another free slot; the lists and the free slots are fetched again. */
export function useRescheduleAppointment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleAppointmentInput) =>
      api<AppointmentDto>(`/appointment/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    // Settled, not only succeeded: after a 409 the slot taken meanwhile must leave the list.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentKeys.all }),
        client.invalidateQueries({ queryKey: appointmentKeys.slots }),
      ]),
  });
}

/** DELETE /appointment/{id}: either party cancels; its slot is free again. */
export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AppointmentDto>(`/appointment/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appointmentKeys.all }),
        client.invalidateQueries({ queryKey: appointmentKeys.slots }),
      ]),
  });
}
