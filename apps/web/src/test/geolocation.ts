import { vi } from 'vitest';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A browser's geolocation that answers what the test says, when the test says. */
export function fakeGeolocation() {
  const pending: { success: Success; failure: Failure }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn(
      (success: Success, failure: Failure) => void pending.push({ success, failure }),
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    geolocation,
    answer(latitude: number, longitude: number) {
      pending.shift()?.success({ coords: { latitude, longitude } } as GeolocationPosition);
    },
    refuse(code: 1 | 2 | 3) {
      pending.shift()?.failure({ code, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    },
  };
}
