import { ORGANIZATION_MESSAGES, type OrganizationInvitationDto } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../routes';
import { InvitationPage } from './InvitationPage';
import { LAZY, ORG_ID, failure, makeOrganization } from '../test/fixtures';

const invitation: OrganizationInvitationDto = {
  _id: 'inv-1',
  orgId: ORG_ID,
  orgName: 'Sunrise Hospital',
  email: 'asha@example.com',
  role: 'admin',
  expiresAt: '2099-01-01T00:00:00.000Z',
  expired: false,
  accepted: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** app/routes mounts /invitation (it also serves referral links); here the facility's page alone, beside the feature's routes. */
const invitationRoutes: RouteObject[] = [
  { path: '/invitation', element: <InvitationPage /> },
  ...organizationRoutes,
];

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/invitation#token', () => {
  it('shows the facility and role, accepts for the signed-in user, then opens the facility', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ method, path }) => {
      if (path === '/org/invitations/tok-123') return ok(invitation);
      if (method === 'POST') return ok(null, ORGANIZATION_MESSAGES.invitationAccepted);
      if (path === `/organization/${ORG_ID}`) return ok(makeOrganization());
      return ok([]);
    });
    renderRoutes(invitationRoutes, '/invitation#tok-123');

    expect(
      await screen.findByRole('heading', { name: 'You are invited to join Sunrise Hospital' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByText(/as an admin/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationAccepted)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    const accept = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(accept).toEqual({ path: '/org/invitations/accept', method: 'POST', body: { token: 'tok-123' } });
  });

  it('asks a visitor to sign in first, coming back to the invitation', async () => {
    const fetchMock = mockApi(() => ok(invitation));
    renderRoutes(
      [...invitationRoutes, { path: '/signup', element: <h1>Sign up</h1> }],
      '/invitation#tok-123',
    );

    const signIn = await screen.findByRole('link', { name: 'Sign in to accept' }, LAZY);
    expect(signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/invitation#tok-123')}`);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    // Someone without an account signs up, and the e-mail check brings them back here.
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/invitation#tok-123');
    localStorage.removeItem('redirectAfterLogin');
  });

  it("shows the server's refusal when accepting fails", async () => {
    sessionStore.signIn(makeUser(['doctor']));
    mockApi(({ method }) =>
      method === 'POST' ? failure(403, ORGANIZATION_MESSAGES.invitationOtherEmail) : ok(invitation),
    );
    renderRoutes(invitationRoutes, '/invitation#tok-123');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }, LAZY));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationOtherEmail)).toBeTruthy();
  });

  it('says an expired invitation cannot be used', async () => {
    mockApi(() => ok({ ...invitation, expired: true }));
    renderRoutes(invitationRoutes, '/invitation#tok-123');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationExpired, {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says a link without a token is not valid, without calling the API', async () => {
    const fetchMock = mockApi(() => ok(invitation));
    renderRoutes(invitationRoutes, '/invitation');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationNotFound, {}, LAZY)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
