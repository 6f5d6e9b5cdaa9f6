import type { CreatePrescription, PrescriptionDto, PrescriptionSummaryDto } from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  ofRequest: (requestId: string) => ['prescriptions', 'request', requestId] as const,
  own: (page: number) => ['prescriptions', 'own', page] as const,
};

/** A request's prescriptions, newest first; only its patient, its accepted doctors and admins may ask. */
export function useRequestPrescriptions(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: prescriptionKeys.ofRequest(requestId),
    queryFn: async ({ signal }) =>
      (await api<PrescriptionDto[]>('/getPrescription', { query: { requestId }, signal })).data,
    enabled,
  });
}

/** docs/api-contract.md POST /cretePrescription; the request's list and one's own list are fetched again afterwards. */
export function useWritePrescription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePrescription) =>
      api<PrescriptionDto>('/cretePrescription', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}

export const OWN_PAGE_SIZE = 10;

/** The prescriptions the signed-in user wrote or was given, a page at a time (1-based). */
export function useOwnPrescriptions(page: number) {
  return useQuery({
    queryKey: prescriptionKeys.own(page),
    queryFn: async ({ signal }) => {
      const result = await api<PrescriptionSummaryDto[]>('/prescriptions', {
        query: { limit: OWN_PAGE_SIZE, offset: (page - 1) * OWN_PAGE_SIZE },
        signal,
      });
      return { rows: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: (previous) => previous,
  });
}
