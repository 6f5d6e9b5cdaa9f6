import type {
  MyOrganizationInvitationDto,
  OrganizationInvitationDto,
  OrganizationInviteInput,
  OrganizationMemberDto,
  OrganizationMemberRole,
  PendingInvitationDto,
  UserOrganizationDto,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { organizationKeys } from './keys';

const orgPath = (orgId: string) => `/org/${encodeURIComponent(orgId)}`;

export const memberKeys = {
  list: (orgId: string) => ['organizations', 'members', orgId] as const,
  invitation: (token: string) => ['organizations', 'invitation', token] as const,
  pending: (orgId: string) => ['organizations', 'invitations', orgId] as const,
  mine: ['organizations', 'myInvitations'] as const,
};

/** GET /org/{id}/users: the people who act for a facility, with their roles. */
export function useOrganizationMembers(orgId: string) {
  return useQuery({
    queryKey: memberKeys.list(orgId),
    queryFn: async ({ signal }) =>
      (await api<OrganizationMemberDto[]>(`${orgPath(orgId)}/users`, { signal })).data,
    retry: false,
  });
}

/**
 * Members, the facility (its member count, the viewer's role and abilities) and 'My Facilities' change
 * together. An invitation's preview is not refetched: it is the page of the one accepting it, which
 * would then say 'already accepted' and replace itself before its success message and redirect.
 */
function useRefreshMembership() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      queryKey: organizationKeys.all,
      predicate: (query) => query.queryKey[1] !== memberKeys.invitation('')[1],
    });
}

/** GET /org/{id}/invitations: invitations not yet accepted nor expired (for those who manage members). */
export function usePendingInvitations(orgId: string, enabled = true) {
  return useQuery({
    queryKey: memberKeys.pending(orgId),
    queryFn: async ({ signal }) =>
      (await api<PendingInvitationDto[]>(`${orgPath(orgId)}/invitations`, { signal })).data,
    enabled,
    retry: false,
  });
}

/** A new invitation joins the pending list at once. */
function useRefreshPending(orgId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: memberKeys.pending(orgId) });
}

export function useInviteMember(orgId: string) {
  const refresh = useRefreshPending(orgId);
  return useMutation({
    mutationFn: (input: OrganizationInviteInput) =>
      api<OrganizationInvitationDto>(`${orgPath(orgId)}/inviteUser`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** DELETE /org/{id}/invitations/{invitationId}: its link stops working. */
export function useWithdrawInvitation(orgId: string) {
  const refresh = useRefreshPending(orgId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<null>(`${orgPath(orgId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useChangeMemberRole(orgId: string) {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: OrganizationMemberRole }) =>
      api<OrganizationMemberDto>(`${orgPath(orgId)}/user/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: { role },
      }),
    onSuccess: refresh,
  });
}

/** DELETE /org/{id}/user/{userId}: removes a member, or (one's own id) leaves the facility. */
export function useRemoveMember(orgId: string) {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (userId: string) =>
      api<null>(`${orgPath(orgId)}/user/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** GET /org/invitations/{token}: which facility an invitation is for, and the role it gives. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: memberKeys.invitation(token),
    queryFn: async ({ signal }) =>
      (await api<OrganizationInvitationDto>(`/org/invitations/${encodeURIComponent(token)}`, { signal }))
        .data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAcceptInvitation() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (token: string) =>
      api<UserOrganizationDto>('/org/invitations/accept', { method: 'POST', body: { token } }),
    onSuccess: refresh,
  });
}

/** GET /org/invitations: the facilities that invited the signed-in user and wait for their answer. */
export function useMyInvitations() {
  return useQuery({
    queryKey: memberKeys.mine,
    queryFn: async ({ signal }) =>
      (await api<MyOrganizationInvitationDto[]>('/org/invitations', { signal })).data,
    retry: false,
  });
}

/** POST /org/invitations/{id}/accept: the signed-in user joins the facility with the role offered. */
export function useAcceptMyInvitation() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<UserOrganizationDto>(`/org/invitations/${encodeURIComponent(invitationId)}/accept`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** POST /org/invitations/{id}/decline: the invitation is gone, and nothing else changes. */
export function useDeclineMyInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<null>(`/org/invitations/${encodeURIComponent(invitationId)}/decline`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.mine }),
  });
}
