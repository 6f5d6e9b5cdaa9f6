import { LOCATION_MESSAGES, LOCATION_PAGE_MESSAGES as M, type RegionDto } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserLocation, setUserLocation } from '../../../lib/userLocation';
import { sessionStore } from '../../../lib/session';
import { makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { locationRoutes } from '../routes';
import { fakeGeolocation } from '../../../test/geolocation';

/** The first screen of a lazily loaded route can take a moment to import in a test run. */
const LAZY_ROUTE = { timeout: 5000 };

const REGION: RegionDto = { region: 'US', detectedCountry: 'US', isDefault: false, source: 'address' };

/** GET /region as the server answers it, or its failure. */
function serveRegion(failure?: string) {
  return mockApi(({ path }) =>
    path === '/region' && !failure
      ? ok(REGION, LOCATION_MESSAGES.regionFromAddress)
      : { status: 503, body: { status: 'error', statusCode: 503, message: failure ?? 'unexpected call' } },
  );
}

beforeEach(() => {
  serveRegion();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  sessionStore.clear();
  localStorage.clear();
});

async function open() {
  renderRoutes(locationRoutes, '/locationaccept');
  expect(await screen.findByRole('heading', { name: M.title }, LAZY_ROUTE)).toBeTruthy();
}

describe('/locationaccept', () => {
  it('says why, asks the browser, and stores the position as a Point, longitude first', async () => {
    const browser = fakeGeolocation();
    await open();
    expect(screen.getByText(M.why)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: M.share }));
    expect(browser.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    browser.answer(19.076, 72.8777);
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual({
      type: 'Point',
      coordinates: [72.8777, 19.076],
    });
    expect(screen.getByText('Saved location: 19.0760, 72.8777')).toBeTruthy();
  });

  it('says plainly when the user denies the permission, storing nothing', async () => {
    const browser = fakeGeolocation();
    await open();
    await userEvent.click(screen.getByRole('button', { name: M.share }));
    browser.refuse(1);
    expect((await screen.findByRole('alert')).textContent).toContain(M.denied);
    expect(getUserLocation()).toBeNull();
  });

  it('says when the position cannot be found', async () => {
    const browser = fakeGeolocation();
    await open();
    await userEvent.click(screen.getByRole('button', { name: M.share }));
    browser.refuse(3);
    expect((await screen.findByRole('alert')).textContent).toContain(M.unavailable);
  });

  it('says when the browser cannot share a location, offering no button', async () => {
    await open();
    expect(screen.getByText(M.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.share })).toBeNull();
  });

  it('forgets the stored location on request, and logout forgets it too', async () => {
    fakeGeolocation();
    setUserLocation(40.7128, -74.006);
    await open();
    expect(screen.getByText('Saved location: 40.7128, -74.0060')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: M.clear }));
    expect(await screen.findByText(M.cleared)).toBeTruthy();
    expect(getUserLocation()).toBeNull();

    sessionStore.signIn(makeUser(['patient']));
    setUserLocation(40.7128, -74.006);
    sessionStore.clear();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('names the region used without a location, from the network address', async () => {
    fakeGeolocation();
    await open();
    expect(
      await screen.findByText(`${M.regionIntro} United States. ${LOCATION_MESSAGES.regionFromAddress}`),
    ).toBeTruthy();
  });

  it("says 'Error fetching regions:' with the reason when the region cannot be read", async () => {
    serveRegion('The server is busy');
    fakeGeolocation();
    await open();
    expect(await screen.findByText(`${LOCATION_MESSAGES.regionsFailed} The server is busy`)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.share })).toBeTruthy();
  });
});
