import { MESSAGES, OIDC_MESSAGES, OIDC_OUTCOMES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { AuthorizePage } from './AuthorizePage';

function ShowLocation() {
  const location = useLocation();
  const pending = (location.state as { pending?: { email: string } } | null)?.pending;
  return (
    <p data-testid="location">
      {location.pathname}
      {pending ? ` for ${pending.email}` : ''}
    </p>
  );
}

function renderAuthorize(search = '?code=the-code&state=the-state&iss=https%3A%2F%2Fid.example') {
  return renderRoutes(
    [
      { path: '/authorize', element: <AuthorizePage /> },
      { path: '/almostDone', element: <ShowLocation /> },
      { path: '/profile', element: <ShowLocation /> },
      { path: '/login', element: <ShowLocation /> },
    ],
    `/authorize${search}`,
  );
}

function failure(statusCode: number, message: string) {
  return { status: statusCode, body: { status: 'error', statusCode, message } };
}

const pending = (outcome: string) => ({
  outcome,
  pendingToken: 'pending-1',
  email: 'asha@example.com',
  providerName: 'Google',
  returnTo: '/profile',
  expiresAt: '2099-01-01T00:00:00.000Z',
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('AuthorizePage', () => {
  it("shows 'Signing you in…', sends the provider's answer once, then signs in and goes to the return page", async () => {
    const user = makeUser(['patient']);
    const fetchMock = mockApi(() =>
      ok({ outcome: OIDC_OUTCOMES.signedIn, user, returnTo: '/profile' }, MESSAGES.loggedIn),
    );
    renderAuthorize();
    expect(screen.getByRole('status').textContent).toContain(OIDC_MESSAGES.signingIn);
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(sessionStore.token()).toBe(user.token_detail.token);
    expect(apiCalls(fetchMock)).toEqual([
      {
        path: '/oautherize',
        method: 'POST',
        body: { state: 'the-state', code: 'the-code', iss: 'https://id.example' },
      },
    ]);
  });

  it('goes on to /almostDone for a first sign-in, carrying the pending sign-up', async () => {
    mockApi(() => ok(pending(OIDC_OUTCOMES.signUp)));
    renderAuthorize();
    expect((await screen.findByTestId('location')).textContent).toBe('/almostDone for asha@example.com');
    expect(sessionStore.token()).toBeNull();
  });

  it('asks for the existing account’s password before linking: a wrong one is refused, the right one signs in', async () => {
    const user = makeUser(['patient']);
    const fetchMock = mockApi(({ path, body }) => {
      if (path === '/oautherize') return ok(pending(OIDC_OUTCOMES.linkNeeded));
      if ((body as { password?: string }).password === 'Right@1234') {
        return ok({ user, returnTo: '/profile' }, OIDC_MESSAGES.linked('Google'));
      }
      return failure(401, MESSAGES.invalidCredentials);
    });
    renderAuthorize();
    expect(await screen.findByText(OIDC_MESSAGES.linkNeeded('Google'))).toBeTruthy();
    expect(sessionStore.token()).toBeNull();

    await userEvent.type(screen.getByPlaceholderText('The account’s password'), 'Wrong@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(sessionStore.token()).toBeNull();

    await userEvent.clear(screen.getByPlaceholderText('The account’s password'));
    await userEvent.type(screen.getByPlaceholderText('The account’s password'), 'Right@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(sessionStore.token()).toBe(user.token_detail.token);
    expect(apiCalls(fetchMock).at(-1)).toEqual({
      path: '/oautherize/link',
      method: 'POST',
      body: { pendingToken: 'pending-1', password: 'Right@1234' },
    });
  });

  it('can link with a code e-mailed to the account instead', async () => {
    const user = makeUser(['patient']);
    const fetchMock = mockApi(({ path }) => {
      if (path === '/oautherize') return ok(pending(OIDC_OUTCOMES.linkNeeded));
      if (path === '/oautherize/link/code') return ok(null, OIDC_MESSAGES.linkCodeSent);
      return ok({ user, returnTo: '/profile' }, OIDC_MESSAGES.linked('Google'));
    });
    renderAuthorize();
    await screen.findByText(OIDC_MESSAGES.linkNeeded('Google'));
    await userEvent.click(screen.getByText('E-mailed code'));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(OIDC_MESSAGES.linkCodeSent)).toBeTruthy();
    await userEvent.keyboard('123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(apiCalls(fetchMock).at(-1)?.body).toEqual({ pendingToken: 'pending-1', otp: '123456' });
  });

  it("shows the API's refusal (a cancelled sign-in) with a way back to login", async () => {
    const fetchMock = mockApi(() => failure(400, OIDC_MESSAGES.cancelled('Google')));
    renderAuthorize('?error=access_denied&state=the-state');
    expect(await screen.findByText(OIDC_MESSAGES.cancelled('Google'))).toBeTruthy();
    expect(apiCalls(fetchMock)[0].body).toEqual({ state: 'the-state', error: 'access_denied' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('says why an address the provider has not verified neither signs up nor links, and signs nobody in', async () => {
    mockApi(() => failure(400, OIDC_MESSAGES.emailUnverified('Google')));
    renderAuthorize();
    expect(await screen.findByText(OIDC_MESSAGES.emailUnverified('Google'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeTruthy();
    expect(sessionStore.token()).toBeNull();
  });

  it('without a state, asks to sign in again and calls nothing', async () => {
    const fetchMock = mockApi(() => ok(null));
    renderAuthorize('');
    expect(await screen.findByText(OIDC_MESSAGES.attemptInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
