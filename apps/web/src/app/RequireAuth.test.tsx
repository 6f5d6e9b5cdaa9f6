import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { sessionStore } from '../lib/session';
import { RequireAuth } from './RequireAuth';
import { makeUser, mockApi, ok, renderRoutes } from '../test/utils';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login carrying the original path and query', async () => {
    renderRoutes(
      [
        {
          element: <RequireAuth />,
          children: [{ path: '/member/myMedicalRecords', element: <p>Records</p> }],
        },
        { path: '/login', element: <ShowLocation /> },
      ],
      '/member/myMedicalRecords?tab=2',
    );
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/login?redirect=${encodeURIComponent('/member/myMedicalRecords?tab=2')}`,
    );
    expect(screen.queryByText('Records')).toBeNull();
  });

  it('shows the protected page to a signed-in user', async () => {
    sessionStore.signIn(makeUser(['patient']));
    renderRoutes(
      [{ element: <RequireAuth />, children: [{ path: '/change-password', element: <p>Protected</p> }] }],
      '/change-password',
    );
    expect(await screen.findByText('Protected')).toBeTruthy();
  });

  it('returns to the original location after signing in', async () => {
    const user = makeUser(['patient']);
    mockApi(({ path }) => (path === '/login' ? ok(user, 'Signed in successfully') : ok(null)));
    renderRoutes(
      [
        {
          element: <Outlet />,
          children: [
            { element: <RequireAuth />, children: [{ path: '/myrequests', element: <ShowLocation /> }] },
            { path: '/login', element: <LoginPage /> },
          ],
        },
      ],
      '/myrequests?page=3',
    );
    await userEvent.type(await screen.findByLabelText(/E-mail or phone number/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret@1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/myrequests?page=3');
    expect(sessionStore.get()?._id).toBe(user._id);
  });
});
