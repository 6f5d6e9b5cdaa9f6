import { createRequire } from 'node:module';
import type * as CountryStateCity from 'country-state-city';
import type { ICity, ICountry, IState } from 'country-state-city';
import {
  LOCATION_COUNTRY_CODES,
  type CityDto,
  type CountryDto,
  type LocationCountryCode,
  type StateDto,
} from '@carenet/shared';

/** The countries, states and cities CareNet serves (docs/validation-and-limits.md#addresses), indexed once. */
export interface PlaceIndex {
  countries: CountryDto[];
  statesByCountry: Map<LocationCountryCode, StateDto[]>;
  statesById: Map<string, StateDto>;
  citiesByState: Map<string, CityDto[]>;
}

const require = createRequire(import.meta.url);
const PACKAGE_DIR = `${require.resolve('country-state-city').split('/country-state-city/')[0]}/country-state-city/`;

const coordinate = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'en');

/** A state's id: its country's and its own codes ('IN-MH'), unique across both countries. */
export const stateIdOf = (countryCode: string, stateCode: string): string => `${countryCode}-${stateCode}`;

function buildIndex(
  Country: { getCountryByCode(code: string): ICountry | undefined },
  State: { getStatesOfCountry(code: string): IState[] },
  City: { getCitiesOfState(country: string, state: string): ICity[] },
): PlaceIndex {
  const index: PlaceIndex = {
    countries: [],
    statesByCountry: new Map(),
    statesById: new Map(),
    citiesByState: new Map(),
  };
  for (const code of LOCATION_COUNTRY_CODES) {
    const country = Country.getCountryByCode(code);
    if (!country) continue;
    index.countries.push({
      _id: code,
      isoCode: code,
      name: country.name,
      phoneCode: country.phonecode,
      latitude: coordinate(country.latitude),
      longitude: coordinate(country.longitude),
    });
    const states = State.getStatesOfCountry(code)
      .map((state): StateDto => ({
        _id: stateIdOf(code, state.isoCode),
        isoCode: state.isoCode,
        countryId: code,
        name: state.name,
        latitude: coordinate(state.latitude),
        longitude: coordinate(state.longitude),
      }))
      .sort(byName);
    index.statesByCountry.set(code, states);
    for (const state of states) {
      index.statesById.set(state._id, state);
      // The dataset repeats a few names within a state; one entry per name keeps ids unique.
      const seen = new Set<string>();
      const cities: CityDto[] = [];
      for (const city of City.getCitiesOfState(code, state.isoCode)) {
        if (seen.has(city.name)) continue;
        seen.add(city.name);
        cities.push({
          _id: `${state._id}-${city.name}`,
          name: city.name,
          stateId: state._id,
          countryId: code,
          latitude: coordinate(city.latitude),
          longitude: coordinate(city.longitude),
        });
      }
      index.citiesByState.set(state._id, cities.sort(byName));
    }
  }
  return index;
}

let loading: Promise<PlaceIndex> | null = null;

/**
 * The index of India and the United States, built at first use. The package parses every country's
 * cities (about 100 MB once in memory), so it is loaded only then, the two countries are copied out,
 * and its modules are dropped from the require cache for the collector to take back: the API's idle
 * memory stays what it was at start.
 */
export function places(): Promise<PlaceIndex> {
  loading ??= Promise.resolve().then(() => {
    const { Country, State, City } = require('country-state-city') as typeof CountryStateCity;
    const index = buildIndex(Country, State, City);
    for (const key of Object.keys(require.cache)) {
      if (key.startsWith(PACKAGE_DIR)) delete require.cache[key];
    }
    return index;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
