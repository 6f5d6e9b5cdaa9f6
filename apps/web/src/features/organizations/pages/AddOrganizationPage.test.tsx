import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { organizationRoutes } from '../routes';
import { LAZY } from '../test/fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/addOrg and /add-organization', () => {
  it('open the facility form for a facility user', async () => {
    sessionStore.signIn(makeUser(['facilities']));
    mockApi(() => ok([]));
    renderRoutes(organizationRoutes, '/add-organization');
    expect(await screen.findByRole('heading', { name: 'Facility Information' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Facility details' })).toBeTruthy();
  });

  it('tell a patient the form is for facility and doctor accounts, instead of a form the server refuses', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok([]));
    renderRoutes(organizationRoutes, '/addOrg');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Adding a facility is for facility and doctor accounts' },
        LAZY,
      ),
    ).toBeTruthy();
    expect(screen.getByText('If a facility invites you, its invitation link lets you join it.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Facility details' })).toBeNull();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('send a visitor to sign in first', async () => {
    mockApi(() => ok([]));
    const { router } = renderRoutes(
      [...organizationRoutes, { path: '/login', element: <h1>Login</h1> }],
      '/addOrg',
    );
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/addOrg')}`);
  });
});
