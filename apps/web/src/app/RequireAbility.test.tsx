import { screen } from '@testing-library/react';
import type { ViewerAbility } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityLogRoutes } from '../features/activity-log/routes';
import { settingsRoutes } from '../features/settings/routes';
import { appointmentRoutes } from '../features/appointments/routes';
import { bulkImportRoutes } from '../features/bulk-import/routes';
import { catalogueRoutes } from '../features/catalogues/routes';
import { eventRoutes } from '../features/events/routes';
import { findDoctorRoutes } from '../features/find-doctors/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { patientRoutes } from '../features/patients/routes';
import { podcastRoutes } from '../features/podcasts/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { verificationRoutes } from '../features/verification/routes';
import { msg } from '../lib/i18n';
import { SIGNED_IN, type RouteHandle } from '../lib/routeHandle';
import { sessionStore } from '../lib/session';
import { abilitiesFor, apiCalls, makeUser, mockApi, ok, renderRoutes } from '../test/utils';
import { adminRoutes } from './routes/admin';
import { organizationRoutes } from './routes/organizations';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

/** A screen that needs viewStatistics, behind the sign-in guard as the app's are. */
const statisticsScreen: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/numbers',
        element: <p>The numbers</p>,
        handle: {
          title: msg('Statistics of hospitals'),
          ability: 'viewStatistics',
          refusal: () =>
            Promise.resolve({
              text: msg(
                'Statistics are for administrators. If you need access, ask an administrator of CareNet.',
              ),
            }),
        } satisfies RouteHandle,
      },
    ],
  },
  { path: '/login', element: <p>Login page</p> },
];

const noAbilities = abilitiesFor([]);

describe('the ability guard', () => {
  it('shows the screen to a viewer whose session holds its ability, whatever their roles', async () => {
    // No role that would once have let them in: only the ability the API sent counts.
    sessionStore.signIn(makeUser(['patient'], { abilities: { ...noAbilities, viewStatistics: true } }));
    renderRoutes(statisticsScreen, '/numbers');
    expect(await screen.findByText('The numbers')).toBeTruthy();
  });

  it("shows the route's refusal instead to anyone whose session lacks it, an administrator's roles too", async () => {
    sessionStore.signIn(makeUser(['admin'], { abilities: noAbilities }));
    renderRoutes(statisticsScreen, '/numbers');
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to view this page' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Statistics are for administrators. If you need access, ask an administrator of CareNet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('The numbers')).toBeNull();
  });

  it('refuses a session stored before abilities were sent, until it is read again', async () => {
    const { abilities: _none, ...stored } = makeUser(['admin']);
    localStorage.setItem('user', JSON.stringify(stored));
    sessionStore.signIn(stored as ReturnType<typeof makeUser>);
    renderRoutes(statisticsScreen, '/numbers');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
  });

  it('sends a visitor to sign in first', async () => {
    renderRoutes(statisticsScreen, '/numbers');
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("guards the app's own screens: a patient on /statistics reads why, and no statistics are asked for", async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(statisticsRoutes, '/statistics');
    expect(
      await screen.findByText(
        'Statistics are for administrators. If you need access, ask an administrator of CareNet.',
      ),
    ).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('tells someone holding the other ability of a refusal where they can do it', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => ok(null));
    renderRoutes(patientRoutes, '/patientInformation');
    expect(await screen.findByRole('heading', { name: 'Patient registration is for patients' })).toBeTruthy();
    expect(
      screen.getByText(
        'Patients fill in their own registration here. To read or complete a patient’s, open it from Manage Users or from their request.',
      ),
    ).toBeTruthy();
  });
});

/** Every route path with the ability its handle names (null: none), the routes under it included. */
function abilitiesOfRoutes(routes: RouteObject[]): Record<string, ViewerAbility | null> {
  const entries = routes.flatMap((route): [string, ViewerAbility | null][] => [
    ...(route.path
      ? [
          [route.path, (route.handle as RouteHandle | undefined)?.ability ?? null] as [
            string,
            ViewerAbility | null,
          ],
        ]
      : []),
    ...Object.entries(abilitiesOfRoutes(route.children ?? [])),
  ]);
  return Object.fromEntries(entries);
}

describe("the app's screens", () => {
  it('each name the ability their endpoints are refused by', () => {
    const named = abilitiesOfRoutes([
      ...adminRoutes,
      ...statisticsRoutes,
      ...activityLogRoutes,
      ...settingsRoutes,
      ...bulkImportRoutes,
      ...catalogueRoutes,
      ...eventRoutes,
      ...findDoctorRoutes,
      ...onboardingRoutes,
      ...podcastRoutes,
      ...verificationRoutes,
      ...appointmentRoutes,
      ...organizationRoutes,
      ...patientRoutes,
    ]);
    expect(Object.fromEntries(Object.entries(named).filter(([, ability]) => ability))).toEqual({
      '/admin/donationRequests': 'moderateRequests',
      '/admin/manageUserLists': 'manageUsers',
      '/admin/userList': 'manageUsers',
      '/viewUserDetails/:id': 'manageUsers',
      '/admin/manageFacilities': 'manageFacilities',
      '/admin/organization': 'manageFacilities',
      '/statistics': 'viewStatistics',
      '/admin/userActivityLog': 'viewActivityLog',
      '/admin/settings': 'viewSettings',
      '/uploaddata': 'importData',
      '/facilitiesOrgDetails': 'importData',
      '/manageservices': 'manageCatalogues',
      '/managespecialization': 'manageCatalogues',
      '/admin/manageEvents': 'manageEvents',
      '/admin/manageCoupons': 'manageCoupons',
      '/admin/eventCheckin': 'checkInEvents',
      '/admin/manageDirectory': 'manageDirectory',
      '/add-doctor': 'onboardUsers',
      '/add-patient': 'onboardUsers',
      '/add-hospital': 'onboardUsers',
      '/admin/managePodcast': 'managePodcasts',
      '/admin/verifications': 'verifyAccounts',
      '/profileverification': 'submitDoctorVerification',
      '/facilityverification': 'submitFacilityVerification',
      '/doctorscheduling': 'publishAvailability',
      '/addOrg': 'createFacility',
      '/add-organization': 'createFacility',
      '/patientInformation': 'keepPatientFile',
      '/PatientConsent': 'keepPatientFile',
    });
  });
});
