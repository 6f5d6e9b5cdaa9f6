import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderPage, renderRoutes } from '../../test/utils';
import { HomeCarousels } from '../home/components/HomeCarousels';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { FakeIntersectionObserver } from '../test/harness';
import { FacilityLink } from '../../features/organizations/components/FacilityLink';
import { organizationRoutes } from '../routes/organizations';
import {
  LAZY,
  NO_ABILITIES,
  failure,
  makeFacilityDoctor,
  makeOrganization,
} from '../../features/organizations/test/fixtures';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("'Our Hospitals' carousel", () => {
  it('asks for 10 verified facilities and opens each one on its own page in a new tab', async () => {
    const fetchMock = mockApi(({ path }) => (path === '/organization' ? ok([makeOrganization()]) : ok([])));
    renderPage(<HomeCarousels />);
    const hospitals = await screen.findByRole('region', { name: 'Our Hospitals' });
    const card = await within(hospitals).findByRole('link', { name: /Sunrise Hospital/ }, { timeout: 5000 });
    expect(card.getAttribute('href')).toBe('/organization/0190a6c4-1f7e-7b3c-9d2e-00000000aa01');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Multi-speciality hospital')).toBeTruthy();
    expect(within(card).getByText('Hyderabad, Telangana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find more doctors' }).getAttribute('href')).toBe('/finddoctors');

    const call = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.pathname.endsWith('/organization'));
    expect(Object.fromEntries(call!.searchParams)).toEqual({ limit: '10', offset: '0', status: '1' });
  });

  it("says 'No hospitals found' when there are none", async () => {
    mockApi(() => ok([]));
    renderPage(<HomeCarousels />);
    const hospitals = await screen.findByRole('region', { name: 'Our Hospitals' });
    expect(within(hospitals).getByText('Loading...')).toBeTruthy();
    expect(await within(hospitals).findByText('No hospitals found', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('/organization/{id}', () => {
  it("shows the facility's details and its public requests", async () => {
    const organization = makeOrganization();
    const fetchMock = mockApi(({ path }) => {
      if (path === `/organization/${organization._id}`) return ok(organization);
      if (path === '/donationRequest') return listPage([makeRequest({ title: 'Free eye camp' })], 1);
      return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
    });
    renderRoutes(organizationRoutes, `/organization/${organization._id}`);

    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified facility' })).toBeTruthy();
    expect(screen.getByText('12 Road No. 1, Hyderabad, Telangana, India')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sunrise.example' }).getAttribute('href')).toBe(
      'http://sunrise.example',
    );
    expect(screen.getByText('Cardiology')).toBeTruthy();
    expect(screen.getByText('15% discount')).toBeTruthy();
    expect(screen.getByText('Free care')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Free eye camp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find doctors at Sunrise Hospital' }).getAttribute('href')).toBe(
      '/finddoctors?facility=Sunrise+Hospital',
    );

    const list = apiCalls(fetchMock).findIndex((call) => call.path === '/donationRequest');
    const url = fetchMock.mock.calls[list][0];
    expect(url.searchParams.get('orgId')).toBe(organization._id);
  });

  it("shows its managers the facility's doctors, Edit and Delete, and the way to verification", async () => {
    const organization = makeOrganization({
      status: 0,
      myRole: 'owner',
      abilities: { edit: true, delete: true, manageMembers: true, leave: false },
    });
    mockApi(({ path }) => {
      if (path === `/organization/${organization._id}`) return ok(organization);
      if (path === `/organization/${organization._id}/doctors`)
        return ok([makeFacilityDoctor('u-2', 'Vikram')]);
      return listPage([], 0);
    });
    renderRoutes(organizationRoutes, `/organization/${organization._id}`);

    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Awaiting verification')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Have it verified' }).getAttribute('href')).toBe(
      `/organizationVerification?orgId=${organization._id}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    const doctors = await screen.findByRole('heading', { name: 'Doctors' });
    const doctor = within(doctors.closest('.mantine-Card-root') as HTMLElement).getByRole('link');
    expect(doctor).toBe(screen.getByRole('link', { name: 'Vikram Rao' }));
    expect(doctor.getAttribute('href')).toBe('/DoctorProfile/u-2');
  });

  it("offers a visitor no actions, and shows them the facility's doctors without asking for its members", async () => {
    const organization = makeOrganization({ abilities: NO_ABILITIES, myRole: null });
    const fetchMock = mockApi(({ path }) => {
      if (path === `/organization/${organization._id}`) return ok(organization);
      if (path === `/organization/${organization._id}/doctors`)
        return ok([
          makeFacilityDoctor('u-2', 'Anil', {
            salutation: 'dr',
            specialities: ['Cardiologist', 'Physician'],
            yearsOfExperience: 12,
          }),
          makeFacilityDoctor('u-3', 'Zara'),
        ]);
      return listPage([], 0);
    });
    renderRoutes(organizationRoutes, `/organization/${organization._id}`);

    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Have it verified' })).toBeNull();

    const section = (await screen.findByRole('heading', { name: 'Doctors' })).closest('.mantine-Card-root');
    const cards = await within(section as HTMLElement).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/DoctorProfile/u-2',
      '/DoctorProfile/u-3',
    ]);
    expect(within(cards[0]).getByText('Dr Anil Rao')).toBeTruthy();
    expect(within(cards[0]).getByText('Cardiologist, Physician · 12 years of experience')).toBeTruthy();
    expect(within(cards[1]).getByText('Zara Rao')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.path.endsWith('/users'))).toBe(false);
  });

  it("says 'No doctors listed yet.' when the facility lists none, and offers a retry when they cannot be read", async () => {
    const organization = makeOrganization({ abilities: NO_ABILITIES, myRole: null });
    let doctorsAnswer: { status: number; body: Record<string, unknown> } = failure(
      500,
      'Something went wrong',
    );
    mockApi(({ path }) => {
      if (path === `/organization/${organization._id}`) return ok(organization);
      if (path === `/organization/${organization._id}/doctors`) return doctorsAnswer;
      return listPage([], 0);
    });
    renderRoutes(organizationRoutes, `/organization/${organization._id}`);

    expect(await screen.findByText('We could not load the doctors', {}, LAZY)).toBeTruthy();
    doctorsAnswer = ok([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No doctors listed yet.')).toBeTruthy();
  });

  it('says the facility is not found when the API answers 404', async () => {
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'Facility not found' },
    }));
    renderRoutes(organizationRoutes, '/organization/unknown');
    expect(await screen.findByRole('heading', { name: 'Facility not found' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('FacilityLink', () => {
  it("names the request's facility and links to its page", async () => {
    const organization = makeOrganization();
    mockApi(() => ok(organization));
    renderPage(<FacilityLink orgId={organization._id} />);
    const link = await screen.findByRole('link', { name: 'Sunrise Hospital' });
    expect(link.getAttribute('href')).toBe(`/organization/${organization._id}`);
  });

  it('says a facility is assigned without naming one the reader may not see', async () => {
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'Facility not found' },
    }));
    renderPage(<FacilityLink orgId="0190a6c4-1f7e-7b3c-9d2e-00000000aa02" />);
    expect(await screen.findByText('Facility assigned')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
