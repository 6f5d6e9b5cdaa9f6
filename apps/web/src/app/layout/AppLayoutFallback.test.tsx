import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../components/theme';
import { sessionStore } from '../../lib/session';
import { AppLayout, AppLayoutFallback } from './AppLayout';

/** A page whose code never finishes loading: what shows is the fallback alone. */
const neverLoads = () => new Promise<never>(() => undefined);

function renderLoading(path: string) {
  const routes: RouteObject[] = [
    {
      element: <AppLayout />,
      HydrateFallback: AppLayoutFallback,
      children: [
        { path: '/', lazy: neverLoads },
        { path: '/login', lazy: neverLoads, handle: { chromeless: true } },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => sessionStore.clear());

describe('while a page first loads its code', () => {
  it('shows the top bar where the page will have it', () => {
    renderLoading('/');
    expect(screen.getByRole('link', { name: 'CareNet home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    // Not the footer: it would be pushed down the moment the page renders.
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
  });

  it('shows nothing on a page without the shell', () => {
    renderLoading('/login');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
