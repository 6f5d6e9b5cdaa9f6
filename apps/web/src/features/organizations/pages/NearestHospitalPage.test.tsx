import { NEAREST_HOSPITAL_PATH, type NearbyFacilityDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUserLocation } from '../../../lib/userLocation';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, ok, queriesTo, renderRoutes } from '../../../test/utils';
import { organizationRoutes } from '../routes';
import { LAZY } from '../test/fixtures';
import { fakeGeolocation } from '../../../test/geolocation';

const facility = (overrides: Partial<NearbyFacilityDto>): NearbyFacilityDto => ({
  _id: 'f-1',
  orgName: 'Ruby Hall Clinic',
  orgType: 'multiSpeciaityHospital',
  address: { line1: '40 Sassoon Road', city: 'Pune', state: 'Maharashtra', country: 'India' },
  orgEmail: 'er@rubyhall.example',
  distanceKm: 1.2,
  directionsUrl: 'https://www.openstreetmap.org/search?query=40%20Sassoon%20Road%2C%20Pune',
  ...overrides,
});

const NEAREST = [
  facility({}),
  facility({
    _id: 'f-2',
    orgName: 'Lonavala Clinic',
    orgType: 'clinic',
    address: { line1: '', city: 'Lonavala', state: 'Maharashtra', country: 'India' },
    orgEmail: null,
    distanceKm: 54.3,
    directionsUrl: 'https://www.openstreetmap.org/search?query=Lonavala%2C%20Maharashtra%2C%20India',
  }),
];

/** GET /organization/nearest answering `facilities`. */
function serveNearest(facilities: NearbyFacilityDto[]) {
  return mockApi(({ path }) =>
    path === '/organization/nearest'
      ? ok(facilities)
      : { status: 404, body: { status: 'error', statusCode: 404, message: `unexpected ${path}` } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
});

/** Opens the page and waits until it has asked the browser (the page asks once it is on screen). */
async function open(browser: ReturnType<typeof fakeGeolocation>) {
  renderRoutes(organizationRoutes, NEAREST_HOSPITAL_PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nearest hospitals' }, LAZY)).toBeTruthy();
  await waitFor(() => expect(browser.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
}

function expectEmergencyNumbers() {
  const strip = screen.getByRole('region', { name: 'In an emergency, call now' });
  const calls = within(strip)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(calls).toEqual(['tel:112', 'tel:108', 'tel:911']);
}

describe('/nearest-hospital', () => {
  it('shows the emergency numbers, locates the person and lists the nearest facilities in order', async () => {
    const browser = fakeGeolocation();
    const fetchMock = serveNearest(NEAREST);
    await open(browser);
    expectEmergencyNumbers();
    expect(screen.getByRole('status').textContent).toContain('Finding where you are…');

    browser.answer(18.52043, 73.85674);
    const list = await screen.findByRole('list', { name: 'Hospitals near you' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0].textContent)).toEqual([
      'Ruby Hall Clinic',
      'Lonavala Clinic',
    ]);
    expect(queriesTo(fetchMock, '/organization/nearest')).toEqual([{ near: '18.5204,73.8567', limit: '10' }]);

    const first = within(items[0]);
    expect(first.getByText('1.2 km away')).toBeTruthy();
    expect(first.getByText('Multi-speciality hospital')).toBeTruthy();
    expect(first.getByText('40 Sassoon Road, Pune, Maharashtra, India')).toBeTruthy();
    const directions = first.getByRole('link', {
      name: 'Directions to Ruby Hall Clinic (opens in a new tab)',
    });
    expect(directions.getAttribute('href')).toBe(NEAREST[0].directionsUrl);
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(first.getByRole('link', { name: 'E-mail Ruby Hall Clinic' }).getAttribute('href')).toBe(
      'mailto:er@rubyhall.example',
    );
    const second = within(items[1]);
    expect(second.getByText('54.3 km away')).toBeTruthy();
    expect(second.getByText('Lonavala, Maharashtra, India')).toBeTruthy();
    expect(second.queryByRole('link', { name: /^E-mail/ })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says plainly when location is refused, keeps the numbers and tries again on request', async () => {
    const browser = fakeGeolocation();
    const fetchMock = serveNearest(NEAREST);
    await open(browser);
    browser.refuse(1);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not find where you are')).toBeTruthy();
    expect(alert.textContent).toContain('Location access is blocked for this page.');
    expectEmergencyNumbers();
    expect(queriesTo(fetchMock, '/organization/nearest')).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(browser.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2));
    browser.answer(18.52, 73.85);
    expect(await screen.findByRole('list', { name: 'Hospitals near you' })).toBeTruthy();
  });

  it('says when the device cannot find its position', async () => {
    const browser = fakeGeolocation();
    serveNearest(NEAREST);
    await open(browser);
    browser.refuse(2);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your device could not tell where you are.',
    );
  });

  it('says when no facility is known nearby, the numbers still there', async () => {
    const browser = fakeGeolocation();
    serveNearest([]);
    await open(browser);
    browser.answer(64.5, -165.4);
    expect(await screen.findByText('No hospital near you is listed on CareNet yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Hospitals near you' })).toBeNull();
    expectEmergencyNumbers();
  });

  it('starts from the location saved on this device while the browser answers, and keeps it when refused', async () => {
    setUserLocation(19.076, 72.8777);
    const browser = fakeGeolocation();
    const fetchMock = serveNearest(NEAREST);
    await open(browser);
    expect(await screen.findByRole('list', { name: 'Hospitals near you' })).toBeTruthy();
    expect(screen.getByText(/Near the location saved on this device/)).toBeTruthy();
    expect(queriesTo(fetchMock, '/organization/nearest')).toEqual([{ near: '19.0760,72.8777', limit: '10' }]);

    browser.refuse(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Hospitals near you' })).toBeTruthy();
  });
});
