import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, MESSAGES, type CityDto, type CountryDto, type StateDto } from '@carenet/shared';
import { createTestApp, useTestApp } from '../../../test/app';
import { cityCoordinates } from '.';

const t = useTestApp();

const get = (url: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, remoteAddress, headers });

async function expectRefused(res: Awaited<ReturnType<typeof get>>, statusCode: number, message: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ status: 'error', statusCode, message });
}

describe('GET /country', () => {
  it('answers India first (the default) and the United States, and may be cached', async () => {
    const res = await get('/country');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const countries = res.json<{ data: CountryDto[] }>().data;
    expect(countries).toEqual([
      { _id: 'IN', isoCode: 'IN', name: 'India', phoneCode: '91', latitude: 20, longitude: 77 },
      { _id: 'US', isoCode: 'US', name: 'United States', phoneCode: '1', latitude: 38, longitude: -97 },
    ]);
  });
});

describe('GET /state', () => {
  it("answers a country's states by name, each with an id GET /city takes", async () => {
    const res = await get('/state?countryId=IN');
    expect(res.statusCode).toBe(200);
    const states = res.json<{ data: StateDto[] }>().data;
    expect(states.map((state) => state.name)).toEqual(
      [...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(states.find((state) => state.name === 'Maharashtra')).toMatchObject({
      _id: 'IN-MH',
      isoCode: 'MH',
      countryId: 'IN',
    });
    expect(states.every((state) => state.countryId === 'IN')).toBe(true);

    const us = (await get('/state?countryId=us')).json<{ data: StateDto[] }>().data;
    expect(us.find((state) => state.name === 'California')?._id).toBe('US-CA');
  });

  it('refuses a missing, foreign or malformed country with a clear message', async () => {
    await expectRefused(await get('/state'), 400, LOCATION_MESSAGES.countryIdRequired);
    await expectRefused(await get('/state?countryId=FR'), 404, LOCATION_MESSAGES.unknownCountry);
    await expectRefused(await get('/state?countryId=%00IN'), 400, MESSAGES.disallowedCharacters);
    // Bytes that are not UTF-8 reach the route as written, and name no country.
    await expectRefused(await get('/state?countryId=%ED%A0%80'), 404, LOCATION_MESSAGES.unknownCountry);
    await expectRefused(await get('/state?countryId=I%C3%91'), 400, LOCATION_MESSAGES.countryIdRequired);
  });
});

describe('GET /city', () => {
  it("answers a state's cities by name with their coordinates", async () => {
    const res = await get('/city?stateId=IN-MH');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const cities = res.json<{ data: CityDto[] }>().data;
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const mumbai = cities.find((city) => city.name === 'Mumbai');
    expect(mumbai).toMatchObject({ _id: 'IN-MH-Mumbai', stateId: 'IN-MH', countryId: 'IN' });
    expect(mumbai?.latitude).toBeCloseTo(19.07, 1);
    expect(mumbai?.longitude).toBeCloseTo(72.88, 1);
    expect(cities.every((city) => city.stateId === 'IN-MH')).toBe(true);
  });

  it('refuses a missing or unknown state, and a state of another country', async () => {
    await expectRefused(await get('/city'), 400, LOCATION_MESSAGES.stateIdRequired);
    await expectRefused(await get('/city?stateId=IN-ZZ'), 404, LOCATION_MESSAGES.unknownState);
    await expectRefused(await get('/city?stateId=FR-IDF'), 404, LOCATION_MESSAGES.unknownState);
    await expectRefused(await get('/city?stateId=MH'), 404, LOCATION_MESSAGES.unknownState);
  });
});

describe('GET /region', () => {
  it('answers IN for an Indian address and US for an American one', async () => {
    const india = await get('/region', '49.36.0.1');
    expect(india.statusCode).toBe(200);
    expect(india.json()).toMatchObject({
      message: LOCATION_MESSAGES.regionFromAddress,
      data: { region: 'IN', detectedCountry: 'IN', isDefault: false, source: 'address' },
    });
    const us = await get('/region', '8.8.8.8');
    expect(us.json()).toMatchObject({
      data: { region: 'US', detectedCountry: 'US', isDefault: false, source: 'address' },
    });
    const usV6 = await get('/region', '2001:4860:4860::8888');
    expect(usV6.json()).toMatchObject({ data: { region: 'US', isDefault: false } });
  });

  it('answers the default IN for a loopback or private address, saying it is a default', async () => {
    for (const address of ['127.0.0.1', '::1', '192.168.1.20', '::ffff:10.0.0.7']) {
      const res = await get('/region', address);
      expect(res.json()).toMatchObject({
        message: LOCATION_MESSAGES.regionDefaultLocal,
        data: { region: 'IN', detectedCountry: null, isDefault: true, source: 'local-address' },
      });
    }
  });

  it('answers the default IN for another country, naming the country it found', async () => {
    const res = await get('/region', '81.2.69.142');
    expect(res.json()).toMatchObject({
      message: LOCATION_MESSAGES.regionDefaultOutside,
      data: { region: 'IN', detectedCountry: 'GB', isDefault: true, source: 'outside-region' },
    });
  });

  it('reads the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/region',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(res.json()).toMatchObject({ data: { region: 'US', isDefault: false } });
    } finally {
      await proxied.close();
    }
    const direct = await get('/region', '10.0.0.2', { 'x-forwarded-for': '8.8.8.8' });
    expect(direct.json()).toMatchObject({ data: { region: 'IN', isDefault: true, source: 'local-address' } });
  });
});

describe('cityCoordinates', () => {
  it('finds a city from the names or codes a stored address holds', async () => {
    const mumbai = await cityCoordinates('India', 'Maharashtra', 'Mumbai');
    expect(mumbai?.lat).toBeCloseTo(19.07, 1);
    expect(mumbai?.lng).toBeCloseTo(72.88, 1);
    expect(await cityCoordinates('IN', 'MH', ' mumbai ')).toEqual(mumbai);
    expect(await cityCoordinates('in', 'IN-MH', 'MUMBAI')).toEqual(mumbai);

    const austin = await cityCoordinates('United States', 'Texas', 'Austin');
    expect(austin?.lat).toBeCloseTo(30.27, 1);
    expect(austin?.lng).toBeCloseTo(-97.74, 1);
    expect(await cityCoordinates('USA', 'TX', 'Austin')).toEqual(austin);
  });

  it('answers null for a place it does not know', async () => {
    expect(await cityCoordinates('France', 'Ile-de-France', 'Paris')).toBeNull();
    expect(await cityCoordinates('India', 'Atlantis', 'Mumbai')).toBeNull();
    expect(await cityCoordinates('India', 'Maharashtra', 'My village')).toBeNull();
    expect(await cityCoordinates('United States', 'Maharashtra', 'Mumbai')).toBeNull();
  });
});
