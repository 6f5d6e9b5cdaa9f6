import {
  RECORD_FILE_FIELD,
  RECORD_MESSAGES,
  type FacilityDoctorDto,
  type OrganizationDto,
  type OrganizationFormInput,
  type OrganizationUpdateInput,
  type OrganizationUploadDto,
  type UserOrganizationDto,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { organizationKeys } from './keys';

const organizationPath = (id: string) => `/organization/${encodeURIComponent(id)}`;

export function useOrganization(id: string) {
  return useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) => (await api<OrganizationDto>(organizationPath(id), { signal })).data,
    // A facility the viewer may not see answers 404; asking again will not change that.
    retry: false,
  });
}

/** GET /organization/{id}/doctors: the facility's verified doctors, for everyone who may see the facility. */
export function useFacilityDoctors(id: string) {
  return useQuery({
    queryKey: organizationKeys.doctors(id),
    queryFn: async ({ signal }) =>
      (await api<FacilityDoctorDto[]>(`${organizationPath(id)}/doctors`, { signal })).data,
  });
}

/** GET /org/user/{userId}: the facilities a user acts for, with their role in each ('My Facilities'). */
export function useMyFacilities(userId: string) {
  return useQuery({
    queryKey: organizationKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (await api<UserOrganizationDto[]>(`/org/user/${encodeURIComponent(userId)}`, { signal })).data,
  });
}

/** Whether a facility name is free (the form's uniqueness check); `excludeId` is the facility being edited. */
export function useOrganizationNameAvailable(orgName: string, excludeId: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.nameAvailable(orgName, excludeId),
    queryFn: async ({ signal }) =>
      (
        await api<{ available: boolean }>('/organization/nameAvailable', {
          query: { orgName, excludeId },
          signal,
        })
      ).data,
    enabled: orgName.length > 0,
    staleTime: 30_000,
    retry: false,
  });
}

/** After any change to a facility, every list and page that shows facilities reads it again. */
function useRefreshOrganizations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organizationKeys.all });
}

/** POST /organization: step 1 of the 'Facility Information' form. */
export function useCreateOrganization() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (input: OrganizationFormInput) =>
      api<OrganizationDto>('/organization', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PUT /organization/{id}: the edit form, and step 2's logo and documents. */
export function useUpdateOrganization(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (input: OrganizationUpdateInput) =>
      api<OrganizationDto>(organizationPath(id), { method: 'PUT', body: input }),
    onSuccess: async ({ data }) => {
      client.setQueryData(organizationKeys.detail(id), data);
      await refresh();
    },
  });
}

export function useDeleteOrganization(id: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: () => api<null>(organizationPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * GET /organization/verify/{id}?token=: confirms the facility's e-mail address once. A query rather
 * than a mutation so a remount does not spend the link twice.
 */
export function useConfirmOrganizationEmail(orgId: string, token: string) {
  return useQuery({
    queryKey: ['organizations', 'verifyEmail', orgId, token],
    queryFn: async ({ signal }) =>
      api<OrganizationDto>(`/organization/verify/${encodeURIComponent(orgId)}`, {
        query: { token },
        signal,
      }),
    enabled: Boolean(orgId && token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

async function uploadOrganizationFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<OrganizationUploadDto> {
  const body = new FormData();
  body.append(RECORD_FILE_FIELD, file);
  return (await uploadForm<OrganizationUploadDto>(path, body, onProgress, RECORD_MESSAGES.uploadFailed)).data;
}

/** POST /organization/logo: a public image; it becomes the logo once saved as the facility's defaultImageUrl. */
export const uploadOrganizationLogo = (file: File, onProgress: (percent: number) => void) =>
  uploadOrganizationFile('/organization/logo', file, onProgress);

/** POST /organization/documents: a private document; it is attached once saved in the facility's documentKeys. */
export const uploadOrganizationDocument = (file: File, onProgress: (percent: number) => void) =>
  uploadOrganizationFile('/organization/documents', file, onProgress);
