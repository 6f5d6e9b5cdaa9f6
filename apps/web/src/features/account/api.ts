import {
  type EraseAccountInput,
  type LinkedIdentityDto,
  type PaymentAccountDto,
  type PaymentAccountInput,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { downloadFromApi } from '../../lib/privateFiles';

export const accountKeys = {
  paymentAccounts: (userId: string) => ['account', 'paymentAccounts', userId] as const,
  identities: (userId: string) => ['account', 'identities', userId] as const,
};

/** POST /disband/user: erases the signed-in person's account once their password confirms it. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountInput) => api<null>('/disband/user', { method: 'POST', body: input }),
  });
}

/** 'Download my data': GET /user/{id}/export, saved as the ZIP the server names. */
export const downloadMyData = (userId: string) =>
  downloadFromApi(`/user/${userId}/export`, { fallbackName: 'carenet-data.zip' });

/** A doctor's or facility's payment accounts; a 404 for anyone who has none to have. */
export function usePaymentAccounts(userId: string) {
  return useQuery({
    queryKey: accountKeys.paymentAccounts(userId),
    queryFn: async ({ signal }) =>
      (await api<PaymentAccountDto[]>(`/user/${userId}/payment/account`, { signal })).data,
    retry: false,
  });
}

/** Adds an account (no accountId) or changes one. */
export function useSavePaymentAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, input }: { accountId?: string; input: PaymentAccountInput }) =>
      api<PaymentAccountDto>(`/user/${userId}/payment/account${accountId ? `/${accountId}` : ''}`, {
        method: accountId ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.paymentAccounts(userId) }),
  });
}

/** The outside accounts (Google…) linked to the signed-in person's own account. */
export function useLinkedIdentities(userId: string) {
  return useQuery({
    queryKey: accountKeys.identities(userId),
    queryFn: async ({ signal }) =>
      (await api<LinkedIdentityDto[]>(`/user/${userId}/identities`, { signal })).data,
  });
}

/** Unlinks one: it no longer signs the person in. */
export function useUnlinkIdentity(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identityId: string) =>
      api<null>(`/user/${userId}/identities/${identityId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.identities(userId) }),
  });
}
