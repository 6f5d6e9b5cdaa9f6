import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  PROFILE_VERIFICATION,
  VIEWER_ABILITIES,
  type SignedInUserDto,
  type ViewerAbilities,
  type ViewerAbility,
} from '@carenet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { withRouteGuards } from '../app/routeGuards';
import { theme } from '../components/theme';

/** Renders routes the way App does (signed-in groups and screens naming an ability guarded), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(withRouteGuards(routes), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders one element at `path` inside the providers. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

const ADMINISTRATION: ViewerAbility[] = [
  'moderateRequests',
  'manageUsers',
  'manageFacilities',
  'onboardUsers',
  'importData',
  'verifyAccounts',
  'manageCatalogues',
  'manageDirectory',
  'managePodcasts',
  'viewStatistics',
  'viewActivityLog',
  'viewSettings',
  'manageEvents',
  'manageCoupons',
  'checkInEvents',
  'broadcastNotifications',
  'viewDonationLedger',
  'createCampaign',
  'createFacility',
];
const DOCTOR: ViewerAbility[] = [
  'createCampaign',
  'createFacility',
  'publishAvailability',
  'submitDoctorVerification',
];
const FACILITY: ViewerAbility[] = ['createCampaign', 'createFacility', 'submitFacilityVerification'];
const PATIENT: ViewerAbility[] = ['bookAppointments', 'keepPatientFile'];

/**
 * The abilities the API's session gives someone with these roles (apps/api/src/access/viewer-abilities.ts,
 * whose test pins the same sets), for tests that sign someone in; `granted` adds more. A test about one
 * ability sets it itself. A patient who is also a doctor acts as a doctor: their requests are campaigns.
 */
export function abilitiesFor(roles: readonly string[], granted: ViewerAbility[] = []): ViewerAbilities {
  const has = (role: string) => roles.includes(role);
  const held = new Set<ViewerAbility>(granted);
  const add = (abilities: ViewerAbility[]) => abilities.forEach((ability) => held.add(ability));
  if (has('patient')) add(PATIENT);
  if (has('doctor')) add(DOCTOR);
  if (has('facilities') || has('facility')) add(FACILITY);
  if (has('admin') || has('superAdmin')) add(ADMINISTRATION);
  if (has('talradioAdmin')) add(['managePodcasts']);
  return Object.fromEntries(
    VIEWER_ABILITIES.map((ability) => [ability, held.has(ability)]),
  ) as ViewerAbilities;
}

/** A signed-in user with the given roles, as /login returns it (with their roles' abilities unless given). */
export function makeUser(roles: string[], overrides: Partial<SignedInUserDto> = {}): SignedInUserDto {
  return {
    _id: 'u-1',
    unique_id: 'CN-1',
    username: null,
    name: { first_name: 'Asha', last_name: 'Rao', middle_name: '' },
    roles,
    gender: null,
    occupation: null,
    profile_image_url: null,
    image_url: null,
    summary: null,
    linkedInProfileUrl: null,
    twitterProfileUrl: null,
    experience: [],
    educationTimelines: [],
    conferences: [],
    memberships: [],
    specialities: [],
    languages: [],
    certificates: [],
    achievements: [],
    educationalQualification: null,
    salutation: null,
    yearsOfExperience: null,
    profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted,
    createdAt: '2025-01-01T00:00:00.000Z',
    email: 'asha@example.com',
    email_verified: true,
    phone: null,
    phone_verified: false,
    address: {},
    referral_code: null,
    isTourCompletedForTalHospitals: true,
    locale: 'en',
    sourceOfSignup: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    // In the order the login answer has them: the session, then its token.
    abilities: abilitiesFor(roles),
    firstSignIn: false,
    token_detail: { token: 'test-token', expiresAt: '2099-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

export interface ApiCall {
  /** The path under /api/v1, e.g. '/login'. */
  path: string;
  method: string;
  body: unknown;
}

type Handler = (request: ApiCall & { url: URL }) => { status?: number; body: Record<string, unknown> };

function describeCall(input: URL, init?: RequestInit): ApiCall {
  return {
    path: input.pathname.replace(/^\/api\/v1/, ''),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

/** Replaces fetch with `handler`, which answers each API call with an envelope. */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: URL, init?: RequestInit) => {
    const answer = handler({ ...describeCall(input, init), url: input });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The API calls a mocked fetch received, in order. */
export function apiCalls(fetchMock: ReturnType<typeof mockApi>): ApiCall[] {
  return fetchMock.mock.calls.map(([input, init]) => describeCall(input, init));
}

/** The query strings of the calls a mocked fetch received on one API path (e.g. '/donationRequest'), in order. */
export function queriesTo(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** A success envelope. */
export function ok(data: unknown, message = 'OK', statusCode = 200) {
  return { status: statusCode, body: { status: 'success', statusCode, message, data } };
}
