import { DIRECTORY_MESSAGES, type NearbyFacilityDto } from '@carenet/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createOrganization, createUser, uniqueWord, type TestUser } from '../../../test/factories';

const t = useTestApp();

// Alaska's towns, far from every other test's facilities (the test files share the database); each
// test asks from its own town, so the facilities another test made there are not nearest.
const ALASKA = { state: 'Alaska', country: 'United States' };
const NOME = '64.50111,-165.40639';
const BARROW = '71.29058,-156.78872';
const KETCHIKAN = '55.3418,-131.64757';

const nearest = (query: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1/organization/nearest?${query}`, headers: user?.auth ?? {} });
const listed = (body: { data: NearbyFacilityDto[] }) => body.data;

const facilityIn = (city: string, overrides: Parameters<typeof createOrganization>[2] = {}) =>
  createOrganization(t.ctx, undefined, {
    orgName: `${city} ${uniqueWord()} Hospital`,
    orgAddress: { line1: '1 Front Street', city, ...ALASKA },
    ...overrides,
  });

describe('GET /organization/nearest', () => {
  it("lists verified facilities nearest first by their city's coordinates, to guests", async () => {
    const kodiak = await facilityIn('Kodiak');
    const nome = await facilityIn('Nome', { orgType: 'multiSpeciaityHospital', orgEmail: 'er@nome.example' });
    const bethel = await facilityIn('Bethel');
    const unverified = await facilityIn('Nome', { status: 0 });
    const unplaced = await facilityIn('Atlantis');
    const noCity = await createOrganization(t.ctx, undefined, { orgAddress: { country: 'United States' } });

    const res = await nearest(`near=${NOME}&limit=20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const facilities = listed(res.json());
    const ids = facilities.map((facility) => facility._id);
    expect(ids.filter((id) => [kodiak.id, nome.id, bethel.id].includes(id))).toEqual([
      nome.id,
      bethel.id,
      kodiak.id,
    ]);
    expect(ids).not.toContain(unverified.id);
    expect(ids).not.toContain(unplaced.id);
    expect(ids).not.toContain(noCity.id);
    const distances = facilities.map((facility) => facility.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    expect(facilities[0]).toEqual({
      _id: nome.id,
      orgName: nome.orgName,
      orgType: 'multiSpeciaityHospital',
      address: { line1: '1 Front Street', city: 'Nome', state: 'Alaska', country: 'United States' },
      orgEmail: 'er@nome.example',
      distanceKm: 0,
      directionsUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent('1 Front Street, Nome, Alaska, United States')}`,
    });
    // Nome to Bethel is some 450 km as the crow flies, given to one decimal.
    const toBethel = facilities.find((facility) => facility._id === bethel.id)?.distanceKm ?? 0;
    expect(toBethel).toBeGreaterThan(420);
    expect(toBethel).toBeLessThan(480);
    expect(Math.round(toBethel * 10) / 10).toBe(toBethel);
  });

  it('answers signed-in people the same way', async () => {
    const here = await facilityIn('Nome');
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await nearest(`near=${NOME}&limit=20`, patient);
    expect(res.statusCode).toBe(200);
    expect(listed(res.json()).map((facility) => facility._id)).toContain(here.id);
  });

  it('keeps to the limit, nearest first, ties by name', async () => {
    await facilityIn('Barrow', { orgName: `C ${uniqueWord()} Barrow` });
    const first = await facilityIn('Barrow', { orgName: `A ${uniqueWord()} Barrow` });
    const second = await facilityIn('Barrow', { orgName: `B ${uniqueWord()} Barrow` });

    const res = await nearest(`near=${BARROW}&limit=2`);
    expect(res.statusCode).toBe(200);
    expect(listed(res.json()).map((facility) => facility._id)).toEqual([first.id, second.id]);
  });

  it('lists 10 facilities when no limit is asked', async () => {
    for (let i = 0; i < 11; i++) await facilityIn('Ketchikan');
    const facilities = listed((await nearest(`near=${KETCHIKAN}`)).json());
    expect(facilities).toHaveLength(10);
    expect(facilities.every((facility) => facility.address.city === 'Ketchikan')).toBe(true);
  });

  it('refuses a missing or malformed point and a limit out of 1 to 20, in the envelope', async () => {
    for (const query of ['', 'near=north-of-here', 'near=91,10', 'near=10,181', 'near=10']) {
      const res = await nearest(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        status: 'error',
        statusCode: 400,
        errors: [{ path: 'near', message: DIRECTORY_MESSAGES.badNear }],
      });
    }
    for (const limit of ['0', '21', 'many']) {
      const res = await nearest(`near=${NOME}&limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().errors[0].path).toBe('limit');
    }
  });
});
