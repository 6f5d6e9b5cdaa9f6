import { useEffect, useState } from 'react';
import { getUserLocation } from '../../../lib/userLocation';

export interface Point {
  lat: number;
  lng: number;
}

/** Where the person is, as far as the page knows yet. */
export type Whereabouts =
  | { state: 'locating' }
  /** `saved`: the location /locationaccept kept on this device, used until the browser answers. */
  | { state: 'located'; point: Point; source: 'device' | 'saved' }
  | { state: 'failed'; reason: 'denied' | 'unavailable' | 'unsupported' };

/** In an emergency a position a few minutes old answers at once and is near enough. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

function firstWhereabouts(): Whereabouts {
  const saved = getUserLocation();
  if (saved) {
    const [lng, lat] = saved.coordinates;
    return { state: 'located', point: { lat, lng }, source: 'saved' };
  }
  return hasGeolocation() ? { state: 'locating' } : { state: 'failed', reason: 'unsupported' };
}

/**
 * Asks the browser where the person is as soon as the page opens. A location saved on this device
 * stands in meanwhile, and stays when the browser cannot answer. `retry` asks the browser again.
 */
export function useCurrentPosition() {
  const [whereabouts, setWhereabouts] = useState<Whereabouts>(firstWhereabouts);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasGeolocation()) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!current) return;
        const { latitude: lat, longitude: lng } = position.coords;
        setWhereabouts({ state: 'located', point: { lat, lng }, source: 'device' });
      },
      (error) => {
        if (!current) return;
        const reason = error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
        setWhereabouts((known) => (known.state === 'located' ? known : { state: 'failed', reason }));
      },
      POSITION_OPTIONS,
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setWhereabouts({ state: 'locating' });
    setAttempt((count) => count + 1);
  };
  return { whereabouts, retry };
}
