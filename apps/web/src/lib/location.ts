import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_COUNTRY_CODE,
  LOCATION_COUNTRY_CODES,
  LOCATION_COUNTRY_NAMES,
  type CityDto,
  type LocationCountryCode,
  type RegionDto,
  type StateDto,
} from '@carenet/shared';
import { api } from './api';

/** The dataset changes with a release: a list read once serves the whole visit. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export const locationKeys = {
  region: ['location', 'region'] as const,
  states: (countryId: LocationCountryCode) => ['location', 'states', countryId] as const,
  cities: (stateId: string) => ['location', 'cities', stateId] as const,
};

const isPlaceList = <T extends { _id: string; name: string }>(data: unknown): data is T[] =>
  Array.isArray(data) &&
  data.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as T)._id === 'string' &&
      typeof (item as T).name === 'string',
  );

async function placeList<T extends { _id: string; name: string }>(
  path: string,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<T[]> {
  const { data } = await api<unknown>(path, { query, signal, anonymous: true });
  if (!isPlaceList<T>(data)) throw new Error('the list could not be read');
  return data;
}

/**
 * The served country an address names ('India', 'IN', 'United States', 'US'), or the default (India)
 * when it names none yet (docs/validation-and-limits.md#addresses).
 */
export function countryCodeOf(country: string): LocationCountryCode {
  const wanted = country.trim().toLowerCase();
  return (
    LOCATION_COUNTRY_CODES.find(
      (code) => code.toLowerCase() === wanted || LOCATION_COUNTRY_NAMES[code].toLowerCase() === wanted,
    ) ?? DEFAULT_COUNTRY_CODE
  );
}

/** GET /state?countryId: the country's states by name; read only once `enabled` (the field is used). */
export function useStates(countryId: LocationCountryCode, enabled: boolean) {
  return useQuery({
    queryKey: locationKeys.states(countryId),
    queryFn: ({ signal }) => placeList<StateDto>('/state', { countryId }, signal),
    enabled,
    staleTime: ONE_DAY_MS,
  });
}

/** GET /city?stateId: the state's cities by name; nothing to read without a known state. */
export function useCities(stateId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: locationKeys.cities(stateId ?? ''),
    queryFn: ({ signal }) => placeList<CityDto>('/city', { stateId: stateId ?? '' }, signal),
    enabled: enabled && stateId !== null,
    staleTime: ONE_DAY_MS,
  });
}

/** GET /region: the visitor's region from their network address, and the server's words on how it was found. */
export function useRegion() {
  return useQuery({
    queryKey: locationKeys.region,
    queryFn: async ({ signal }) => {
      const { data, message } = await api<RegionDto>('/region', { signal, anonymous: true });
      return { ...data, message };
    },
    staleTime: ONE_DAY_MS,
  });
}
