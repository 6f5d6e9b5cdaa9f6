import { CATALOGUE_MESSAGES, type CatalogueItemDto, type CatalogueKind } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Where each catalogue lives (docs/api-contract.md Facilities). */
export const CATALOGUE_PATHS: Record<CatalogueKind, string> = {
  facilityService: '/facilityServices',
  specialty: '/doctorSpecialization',
};

/** One cache entry per catalogue, shared by every picker and by the admin screens that change them. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  list: (kind: CatalogueKind) => ['catalogues', kind] as const,
};

/** What a failed read says (docs/api-contract.md#messages): 'Failed to load facility services', 'Specialities Failed. ...'. */
export const CATALOGUE_LOAD_FAILED: Record<CatalogueKind, string> = {
  facilityService: CATALOGUE_MESSAGES.failedToLoadFacilityServices,
  specialty: CATALOGUE_MESSAGES.specialitiesFailed,
};

function isCatalogue(data: unknown): data is CatalogueItemDto[] {
  return (
    Array.isArray(data) &&
    data.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as CatalogueItemDto)._id === 'string' &&
        typeof (item as CatalogueItemDto).name === 'string',
    )
  );
}

async function fetchCatalogue(kind: CatalogueKind, signal: AbortSignal): Promise<CatalogueItemDto[]> {
  const { data } = await api<unknown>(CATALOGUE_PATHS[kind], { signal, anonymous: true });
  // docs/api-contract.md#messages 'Specialities Failed. Invalid response format.': the list is checked before anyone picks from it.
  if (!isCatalogue(data)) throw new Error(CATALOGUE_LOAD_FAILED[kind]);
  return data;
}

/** The whole catalogue, sorted by name by the server; it changes rarely, so a minute's staleness is fine. */
export function useCatalogue(kind: CatalogueKind) {
  return useQuery({
    queryKey: catalogueKeys.list(kind),
    queryFn: ({ signal }) => fetchCatalogue(kind, signal),
    staleTime: 60_000,
  });
}

/** GET /facilityServices: the services a facility may offer. */
export function useFacilityServices() {
  return useCatalogue('facilityService');
}

/** GET /doctorSpecialization: the specialties a doctor may hold. */
export function useSpecialties() {
  return useCatalogue('specialty');
}
