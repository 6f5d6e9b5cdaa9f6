import type { InvitationEmailInput, ReferralsDto, ReferrerDto } from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const referralKeys = {
  all: ['referrals'] as const,
  mine: () => [...referralKeys.all, 'mine'] as const,
  referrer: (code: string) => [...referralKeys.all, 'referrer', code] as const,
};

/** GET /referrals: the viewer's code, who joined through their invitations, and whether they may invite. */
export function useReferrals() {
  return useQuery({
    queryKey: referralKeys.mine(),
    queryFn: async () => (await api<ReferralsDto>('/referrals')).data,
  });
}

/** POST /notifications/email: CareNet's invitation, carrying the sender's referral code. */
export function useSendReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationEmailInput) => api<null>('/notifications/email', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: referralKeys.mine() }),
  });
}

/** GET /referrals/code/{code}: who invites, for the /invitation page (asked signed out too). */
export function useReferrer(code: string) {
  return useQuery({
    queryKey: referralKeys.referrer(code),
    queryFn: async () =>
      (await api<ReferrerDto>(`/referrals/code/${encodeURIComponent(code)}`, { anonymous: true })).data,
    retry: false,
  });
}
