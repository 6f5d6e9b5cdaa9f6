import { VERIFICATION_MESSAGES, type RequestAbilities } from '@carenet/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { donationsPage } from '../../features/donations/test/fixtures';
import { makeRequest, requestAbilities } from '../../test/requestFixtures';
import { RequestDetailPage } from './RequestDetailPage';

// A whole page of sections, each loading its own data: on a busy machine jsdom needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const notFound = { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };

/** Every ability the API can give, as one viewer could never have them all: each action shows. */
const everything = requestAbilities({
  manage: true,
  accept: true,
  decline: true,
  treat: true,
  report: true,
  seeAssignments: true,
  readPatientRecord: true,
  readPrescriptions: true,
  prescribe: true,
  joinMeetings: true,
  createMeetLink: true,
  chat: true,
  apply: true,
  readApplications: true,
  donate: true,
});

/** The request's page, the API sending the request with `abilities`; every section's list is empty. */
function openPage(abilities: RequestAbilities) {
  const request = makeRequest({ request_type: 'internship', abilities });
  mockApi(({ path }) => {
    if (path === `/donationRequest/${request.name}`) return ok(request);
    if (path.endsWith('/donations')) return donationsPage([]);
    if (path === '/getpatientRegistration') return notFound;
    return ok([]);
  });
  renderRoutes(
    [{ path: '/donationRequest/:id', element: <RequestDetailPage /> }],
    `/donationRequest/${request.name}`,
  );
  return request;
}

const button = (name: string) => screen.queryByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });
const heading = (name: string | RegExp) => screen.queryByRole('heading', { name });

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/donationRequest/{id}: actions come from the abilities the API sent', () => {
  it('shows none to the request’s own creator when the API gives them none', async () => {
    // Same id as the creator, patient role: nothing is worked out from either.
    sessionStore.signIn(makeUser(['patient'], { _id: 'u-patient' }));
    const request = openPage(requestAbilities());
    expect(await screen.findByRole('heading', { name: request.title })).toBeTruthy();

    for (const name of ['Edit', 'Accept request', 'Reject request', 'Report', 'Message', 'Donate', 'Apply']) {
      expect(button(name) ?? link(name)).toBeNull();
    }
    expect(button('Delete')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Treatment status' })).toBeNull();
    for (const name of ['Meetings', 'Prescriptions', /registration/, 'Applications']) {
      expect(heading(name)).toBeNull();
    }
    expect(screen.queryByText(VERIFICATION_MESSAGES.awaitingVerification)).toBeNull();
  });

  it('shows each action its ability gives, to a viewer with no tie to the request by role or id', async () => {
    sessionStore.signIn(makeUser(['patient'], { _id: 'u-someone' }));
    const request = openPage(everything);
    expect(await screen.findByRole('heading', { name: request.title })).toBeTruthy();

    expect(link('Edit')?.getAttribute('href')).toBe(`/new-request/${request._id}`);
    for (const name of [
      'Delete',
      'Accept request',
      'Reject request',
      'Report',
      'Message',
      'Donate',
      'Apply',
    ]) {
      expect(button(name)).not.toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'Treatment status' })).toBeTruthy();
    const meetings = (await screen.findByRole('heading', { name: 'Meetings' })).closest('section')!;
    expect(within(meetings).getByRole('button', { name: 'Create the meet link' })).toBeTruthy();
    const prescriptions = (await screen.findByRole('heading', { name: 'Prescriptions' })).closest('section')!;
    expect(within(prescriptions).getByRole('button', { name: 'Write prescription' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Patient registration' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
  });

  it('reads, and does not write, what only the reading abilities give', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-doctor' }));
    openPage(requestAbilities({ joinMeetings: true, readPrescriptions: true }));
    const meetings = (await screen.findByRole('heading', { name: 'Meetings' })).closest('section')!;
    const prescriptions = (await screen.findByRole('heading', { name: 'Prescriptions' })).closest('section')!;
    expect(within(meetings).queryByRole('button', { name: 'Create the meet link' })).toBeNull();
    expect(within(prescriptions).queryByRole('button', { name: 'Write prescription' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Treatment status' })).toBeNull();
  });

  it('tells a doctor awaiting verification so, with the way to finish it, instead of Accept and Decline', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: 'u-doctor' }));
    const request = openPage(requestAbilities({ report: true, awaitingVerification: true }));
    expect(await screen.findByRole('heading', { name: request.title })).toBeTruthy();

    expect(screen.getByText(VERIFICATION_MESSAGES.awaitingVerification)).toBeTruthy();
    expect(link('Complete verification')?.getAttribute('href')).toBe('/profileverification');
    expect(button('Accept request')).toBeNull();
    expect(button('Reject request')).toBeNull();
    expect(button('Report')).not.toBeNull();
  });
});
