import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DirectoryClaimDto,
  DirectoryDoctorDto,
  DirectoryImportResultDto,
  DoctorPracticeDto,
  FindDoctorsFilters,
  FindDoctorsPageDto,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { msg } from '../../lib/i18n';

export const PAGE_SIZE = 12;

/** The filters and an optional point to sort by distance from. */
export type DoctorSearch = FindDoctorsFilters & { near?: string };

export const findDoctorKeys = {
  search: (search: DoctorSearch) => ['findDoctors', search] as const,
  directoryDoctor: (id: string) => ['directoryDoctor', id] as const,
};

/** GET /findDoctors, a page at a time: CareNet's verified doctors, then the directory's. */
export function useFindDoctors(search: DoctorSearch) {
  return useInfiniteQuery({
    queryKey: findDoctorKeys.search(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<FindDoctorsPageDto>('/findDoctors', {
        query: { ...search, limit: PAGE_SIZE, offset: pageParam },
        signal,
      });
      return {
        ...result.data,
        total: result.totalCountOfRecords ?? result.data.doctors.length,
        offset: pageParam,
      };
    },
    getNextPageParam: (last) =>
      last.doctors.length && last.offset + last.doctors.length < last.total
        ? last.offset + last.doctors.length
        : undefined,
  });
}

/** GET /directory/doctors/{id}: an AI doctor profile, with what the viewer may do about it. */
export function useDirectoryDoctor(id: string) {
  return useQuery({
    queryKey: findDoctorKeys.directoryDoctor(id),
    queryFn: async ({ signal }) =>
      (await api<DirectoryDoctorDto>(`/directory/doctors/${encodeURIComponent(id)}`, { signal })).data,
  });
}

/** POST /directory/doctors/{id}/claim: the answer is the profile as it now is. */
export function useClaimDirectoryDoctor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<DirectoryDoctorDto>(`/directory/doctors/${encodeURIComponent(id)}/claim`, { method: 'POST' }),
    onSuccess: (result) => client.setQueryData(findDoctorKeys.directoryDoctor(id), result.data),
  });
}

/** GET /doctors/{id}/practice: a verified doctor's facilities and their services (the public profile). */
export function useDoctorPractice(doctorId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['doctorPractice', doctorId] as const,
    queryFn: async ({ signal }) =>
      (await api<DoctorPracticeDto>(`/doctors/${encodeURIComponent(doctorId)}/practice`, { signal })).data,
    enabled,
  });
}

export const directoryAdminKeys = {
  claims: ['directoryClaims', 'pending'] as const,
};

/** GET /directory/claims: the claims waiting for an administrator, oldest first. */
export function usePendingClaims() {
  return useQuery({
    queryKey: directoryAdminKeys.claims,
    queryFn: async ({ signal }) =>
      (await api<DirectoryClaimDto[]>('/directory/claims', { query: { limit: 50 }, signal })).data,
  });
}

/** POST /directory/doctors/{id}/claim/confirm or /reject; the list is read again after. */
export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'reject' }) =>
      api<DirectoryDoctorDto>(`/directory/doctors/${encodeURIComponent(id)}/claim/${action}`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: directoryAdminKeys.claims }),
  });
}

/** POST /directory/doctors/import: a CSV file; the answer counts the imported rows and lists the refused ones. */
export function useImportDirectory() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadForm<DirectoryImportResultDto>(
        '/directory/doctors/import',
        body,
        () => undefined,
        msg('The file could not be uploaded. Please try again.'),
      );
    },
  });
}
