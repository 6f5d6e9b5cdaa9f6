import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderRoutes } from '../../../test/utils';
import { Event2024RedirectPage } from './Event2024RedirectPage';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/event/2024/:form', element: <Event2024RedirectPage /> },
  { path: '/event/:slug', element: <h1>Event page</h1> },
  { path: '/event/:slug/donate', element: <h1>Donation page</h1> },
];

describe('Event2024RedirectPage', () => {
  it('leads the 2024 registration and donation forms to the 2025 event’s pages here when no event site is set', async () => {
    mockApi(() => ok({ eventSiteUrl: null }));
    const registration = renderRoutes(routes, '/event/2024/registration');
    await screen.findByRole('heading', { name: 'Event page' });
    expect(registration.router.state.location.pathname).toBe('/event/health-fest-2025');
    registration.unmount();

    const donation = renderRoutes(routes, '/event/2024/donation');
    await screen.findByRole('heading', { name: 'Donation page' });
    expect(donation.router.state.location.pathname).toBe('/event/health-fest-2025/donate');
  });

  it('waits for the configured event site instead of opening this site’s page', async () => {
    // jsdom cannot leave the page, so the outside address itself is left to the browser tests.
    mockApi(() => ok({ eventSiteUrl: 'https://fest.example.org' }));
    const view = renderRoutes(routes, '/event/2024/registration');
    expect(await screen.findByRole('status', { name: 'Opening the event page' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/event/2024/registration');
    expect(screen.queryByRole('heading', { name: 'Event page' })).toBeNull();
  });

  it('says there is no such form for any other 2024 address, and leads nowhere', async () => {
    mockApi(() => ok({ eventSiteUrl: 'https://fest.example.org' }));
    const view = renderRoutes(routes, '/event/2024/elsewhere');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText(/There is no such event form/)).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/event/2024/elsewhere');
  });
});
