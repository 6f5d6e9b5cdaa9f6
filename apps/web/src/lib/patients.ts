import type {
  PatientConsentDto,
  PatientConsentInput,
  PatientRegistrationDto,
  PatientRegistrationInput,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

const registrationKey = (userId: string) => ['patient-registration', userId] as const;

/**
 * A patient's registration; null when they have not registered yet (the API's empty answer to a reader
 * it allows). A 404 is a patient the reader may not reach.
 */
export function usePatientRegistration(userId: string) {
  return useQuery({
    queryKey: registrationKey(userId),
    queryFn: async ({ signal }) =>
      (await api<PatientRegistrationDto | null>('/getpatientRegistration', { query: { userId }, signal }))
        .data,
    retry: false,
  });
}

export function useSaveRegistration(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientRegistrationInput) =>
      api<PatientRegistrationDto>('/patientRegistration', { method: 'POST', body: input }),
    onSuccess: ({ data }) => client.setQueryData(registrationKey(userId), data),
  });
}

const consentsKey = (userId: string) => ['patient-consents', userId] as const;

/** A patient's consents, newest first, withdrawn ones included (the record keeps both). */
export function usePatientConsents(userId: string, enabled = true) {
  return useQuery({
    queryKey: consentsKey(userId),
    queryFn: async ({ signal }) =>
      (await api<PatientConsentDto[]>('/getPatientConsents', { query: { userId }, signal })).data,
    enabled: enabled && Boolean(userId),
    retry: false,
  });
}

export function useGiveConsent(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientConsentInput) =>
      api<PatientConsentDto>('/patientConsent', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey(userId) }),
  });
}

export function useWithdrawConsent(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (consentId: string) =>
      api<PatientConsentDto>(`/patientConsent/${consentId}/withdraw`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey(userId) }),
  });
}
