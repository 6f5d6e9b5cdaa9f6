/** The two countries CareNet serves (docs/validation-and-limits.md#addresses), the default first. */
export const LOCATION_COUNTRY_CODES = ['IN', 'US'] as const;
export type LocationCountryCode = (typeof LOCATION_COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: LocationCountryCode = 'IN';
/** The names addresses store for them (GET /country answers the same). */
export const LOCATION_COUNTRY_NAMES: Record<LocationCountryCode, string> = {
  IN: 'India',
  US: 'United States',
};

/** GET /country: one of the countries served. `_id` is its ISO code. */
export interface CountryDto {
  _id: LocationCountryCode;
  isoCode: LocationCountryCode;
  name: string;
  phoneCode: string;
  latitude: number | null;
  longitude: number | null;
}

/** GET /state?countryId: `_id` is the country and state codes joined ('IN-MH'), the stateId of GET /city. */
export interface StateDto {
  _id: string;
  isoCode: string;
  countryId: LocationCountryCode;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** GET /city?stateId: a city of the state, with its coordinates. `_id` is the state's id and the city's name. */
export interface CityDto {
  _id: string;
  name: string;
  stateId: string;
  countryId: LocationCountryCode;
  latitude: number | null;
  longitude: number | null;
}

/** Why GET /region answered what it did. */
export const REGION_SOURCES = ['address', 'local-address', 'unknown-address', 'outside-region'] as const;
export type RegionSource = (typeof REGION_SOURCES)[number];

/** GET /region: the caller's region (IN or US), from the caller's network address or the default. */
export interface RegionDto {
  region: LocationCountryCode;
  /** The country the address belongs to when it could be placed (any ISO code), else null. */
  detectedCountry: string | null;
  /** True when `region` is the default (IN) rather than the caller's own country. */
  isDefault: boolean;
  source: RegionSource;
}

/** The browser's location kept on the device (docs/api-contract.md#entities-and-field-names Location: a Point). */
export interface StoredLocation {
  type: 'Point';
  /** Longitude first, as GeoJSON has it. */
  coordinates: [number, number];
}

/** The image moderation drivers (IMAGE_MODERATION), named in GET /health. */
export const IMAGE_MODERATION_DRIVERS = ['local', 'off', 'http'] as const;
export type ImageModerationDriverName = (typeof IMAGE_MODERATION_DRIVERS)[number];

/** The classes the classifier tells apart; Porn and Hentai (and strongly Sexy) are refused. */
export const MODERATION_LABELS = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ModerationLabel = (typeof MODERATION_LABELS)[number];

/** POST /obscene/image: the verdict on one image. */
export interface ModerationVerdictDto {
  acceptable: boolean;
  /** The most probable class; null when the driver is off and nothing was checked. */
  topLabel: ModerationLabel | null;
  /** Each class's probability, 0..1 (empty when nothing was checked). */
  probabilities: Partial<Record<ModerationLabel, number>>;
  driver: ImageModerationDriverName;
}
