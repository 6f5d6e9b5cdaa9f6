import type { StoredLocation } from '@carenet/shared';
import { LOCATION_KEY } from './sessionKeys';

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The browser's location as /locationaccept stored it, on this device only (docs/validation-and-limits.md#regions):
 * a GeoJSON Point, longitude first. Anything else under the key (an older shape, an edit by hand) is no location.
 */
export function getUserLocation(): StoredLocation | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCATION_KEY) ?? 'null') as Partial<StoredLocation> | null;
    const [lng, lat] = Array.isArray(stored?.coordinates) ? stored.coordinates : [];
    if (stored?.type !== 'Point' || !isCoordinate(lng, 180) || !isCoordinate(lat, 90)) return null;
    return { type: 'Point', coordinates: [lng, lat] };
  } catch {
    return null;
  }
}

export function setUserLocation(latitude: number, longitude: number): StoredLocation {
  const location: StoredLocation = { type: 'Point', coordinates: [longitude, latitude] };
  localStorage.setItem(LOCATION_KEY, JSON.stringify(location));
  return location;
}

/** Forgets the location (logout removes it too, by its key: lib/session.ts). */
export function clearUserLocation(): void {
  localStorage.removeItem(LOCATION_KEY);
}
