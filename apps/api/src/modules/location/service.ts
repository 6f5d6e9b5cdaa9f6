import {
  LOCATION_MESSAGES,
  type CityDto,
  type CountryDto,
  type LocationCountryCode,
  type RegionDto,
  type RegionSource,
  type StateDto,
} from '@carenet/shared';
import { AppError } from '../../platform/errors';
import { places, stateIdOf } from './dataset';
import { regionOfAddress } from './region';

/** GET /country: India then the United States (India is the default, docs/validation-and-limits.md#addresses). */
export async function listCountries(): Promise<CountryDto[]> {
  return (await places()).countries;
}

/** GET /state?countryId: the country's states by name; a country not served is a 404. */
export async function listStates(countryId: string): Promise<StateDto[]> {
  const states = (await places()).statesByCountry.get(countryId.toUpperCase() as LocationCountryCode);
  if (!states) throw AppError.notFound(LOCATION_MESSAGES.unknownCountry);
  return states;
}

/** GET /city?stateId: the state's cities by name; an unknown state (or one of another country) is a 404. */
export async function listCities(stateId: string): Promise<CityDto[]> {
  const cities = (await places()).citiesByState.get(stateId.toUpperCase());
  if (!cities) throw AppError.notFound(LOCATION_MESSAGES.unknownState);
  return cities;
}

const REGION_MESSAGES: Record<RegionSource, string> = {
  address: LOCATION_MESSAGES.regionFromAddress,
  'local-address': LOCATION_MESSAGES.regionDefaultLocal,
  'unknown-address': LOCATION_MESSAGES.regionDefaultUnknown,
  'outside-region': LOCATION_MESSAGES.regionDefaultOutside,
};

/** GET /region: the caller's region and the sentence that says where it came from. */
export function regionFor(ip: string): { region: RegionDto; message: string } {
  const region = regionOfAddress(ip);
  return { region, message: REGION_MESSAGES[region.source] };
}

/** A place name as people type it: case, accents and spacing do not matter ("São Paulo" = "sao  paulo"). */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Other names an address may give a served country (docs/validation-and-limits.md#addresses). */
const COUNTRY_ALIASES: Record<string, LocationCountryCode> = {
  bharat: 'IN',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
};

/**
 * The coordinates of a city named in a stored address (`users.address`: country, state and city as
 * typed or picked, so names or codes: 'India' or 'IN', 'Maharashtra', 'MH' or 'IN-MH'). Null when
 * the country is not served or the state or city is not in the dataset: free text is allowed there.
 * Used to sort doctors by distance.
 */
export async function cityCoordinates(
  country: string,
  state: string,
  city: string,
): Promise<{ lat: number; lng: number } | null> {
  const index = await places();
  const countryKey = folded(country);
  const served = index.countries.find(
    (entry) => folded(entry.isoCode) === countryKey || folded(entry.name) === countryKey,
  );
  const countryCode = served?._id ?? COUNTRY_ALIASES[countryKey];
  if (!countryCode) return null;
  const stateKey = folded(state);
  const match = (index.statesByCountry.get(countryCode) ?? []).find(
    (entry) =>
      folded(entry.name) === stateKey || folded(entry.isoCode) === stateKey || folded(entry._id) === stateKey,
  );
  if (!match) return null;
  const cityKey = folded(city);
  const found = index.citiesByState
    .get(stateIdOf(countryCode, match.isoCode))
    ?.find((entry) => folded(entry.name) === cityKey);
  if (!found || found.latitude === null || found.longitude === null) return null;
  return { lat: found.latitude, lng: found.longitude };
}
