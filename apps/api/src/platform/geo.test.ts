import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('measures the great circle', () => {
    // Mumbai to Pune is about 120 km as the crow flies.
    const km = distanceKm({ lat: 19.076, lng: 72.8777 }, { lat: 18.5204, lng: 73.8567 });
    expect(km).toBeGreaterThan(115);
    expect(km).toBeLessThan(125);
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });

  it('rounds to a tenth of a kilometre', () => {
    const km = distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 0.01 });
    expect(km).toBe(1.1);
  });
});
