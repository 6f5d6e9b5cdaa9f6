import { MESSAGES, OIDC_MESSAGES, OIDC_OUTCOMES } from '@carenet/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../components/theme';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok } from '../../../test/utils';
import { AlmostDonePage } from './AlmostDonePage';

function ShowLocation() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const pending = {
  outcome: OIDC_OUTCOMES.signUp,
  pendingToken: 'pending-1',
  email: 'new@example.com',
  providerName: 'Google',
  returnTo: '/profile',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** /almostDone as /authorize leaves it: with the pending sign-up in the location's state. */
function renderAlmostDone(state: unknown = { pending }) {
  const router = createMemoryRouter(
    [
      { path: '/almostDone', element: <AlmostDonePage /> },
      { path: '/profile', element: <ShowLocation /> },
      { path: '/login', element: <ShowLocation /> },
    ],
    { initialEntries: [{ pathname: '/almostDone', state }] },
  );
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('AlmostDonePage', () => {
  it("offers SPEC's roles, needs a role and the terms, then creates the account and signs in", async () => {
    const user = makeUser(['doctor']);
    const fetchMock = mockApi(() => ok({ user, returnTo: '/profile' }, OIDC_MESSAGES.accountCreated, 201));
    renderAlmostDone();
    expect(screen.getByText(OIDC_MESSAGES.almostDoneTitle)).toBeTruthy();
    expect(screen.getByText('new@example.com')).toBeTruthy();
    expect(screen.getByText('Select Your Role')).toBeTruthy();
    for (const label of ['Patient', 'Doctor', 'Facilities']) {
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Doctor' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(sessionStore.token()).toBe(user.token_detail.token);
    expect(apiCalls(fetchMock)).toEqual([
      {
        path: '/oautherize/complete',
        method: 'POST',
        body: { pendingToken: 'pending-1', role: 'doctor', acceptTerms: true },
      },
    ]);
  });

  it("shows the API's refusal (an expired sign-in) above the form", async () => {
    mockApi(() => ({
      status: 400,
      body: { status: 'error', statusCode: 400, message: OIDC_MESSAGES.attemptInvalid },
    }));
    renderAlmostDone();
    await userEvent.click(screen.getByRole('radio', { name: 'Patient' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(OIDC_MESSAGES.attemptInvalid)).toBeTruthy();
    expect(sessionStore.token()).toBeNull();
  });

  it('opened without a pending sign-up, it says so and leads back to login', async () => {
    renderAlmostDone(null);
    expect(screen.getByText(OIDC_MESSAGES.attemptInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });
});
