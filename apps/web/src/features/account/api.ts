import {
  API_BASE_PATH,
  type EraseAccountInput,
  type PaymentAccountDto,
  type PaymentAccountInput,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { sessionStore } from '../auth/session';

export const accountKeys = {
  paymentAccounts: (userId: string) => ['account', 'paymentAccounts', userId] as const,
};

/** POST /disband/user: erases the signed-in person's account once their password confirms it. */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (input: EraseAccountInput) => api<null>('/disband/user', { method: 'POST', body: input }),
  });
}

/**
 * GET /user/{id}/export, saved as the ZIP the server names. The shared client reads JSON envelopes, so
 * the archive is fetched here and handed to the browser as a blob.
 */
export async function downloadMyData(userId: string): Promise<void> {
  const token = sessionStore.token();
  const response = await fetch(new URL(`${API_BASE_PATH}/user/${userId}/export`, window.location.origin), {
    headers: { accept: 'application/zip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(envelope?.message ?? `Download failed (${response.status}).`, response.status);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? 'carenet-data.zip';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

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
