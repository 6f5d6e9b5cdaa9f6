import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../components/theme';
import { playerStore } from '../../lib/player';
import { seriousAxeViolations } from '../../test/axe';
import { AppLayout } from './AppLayout';

const EPISODE = {
  id: 'e-1',
  title: 'Sleep and the heart',
  subtitle: 'Health and Wellness · English',
  audioUrl: '/files/podcast/2026/11/e-1.mp3',
};

function renderShell() {
  const routes: RouteObject[] = [
    {
      element: <AppLayout />,
      children: [
        {
          path: '/',
          element: (
            <button type="button" onClick={() => playerStore.play(EPISODE)}>
              Play it
            </button>
          ),
        },
        { path: '/other', element: <h1>Another page</h1> },
        { path: '/login', element: <h1>Sign in</h1>, handle: { chromeless: true } },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

afterEach(() => act(() => playerStore.close()));

describe('the podcast player in the shell', () => {
  it('is not there, nor its code loaded, until something plays', () => {
    renderShell();
    expect(screen.queryByRole('region', { name: 'Podcast player' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('keeps the same audio element playing while the user moves between pages, with and without chrome', async () => {
    const router = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Play it' }));
    const player = await screen.findByRole('region', { name: 'Podcast player' });
    const audio = player.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(EPISODE.audioUrl);
    expect(audio?.controls).toBe(true);
    expect(within(player).getByText('Sleep and the heart')).toBeTruthy();
    // The page keeps room for the bar at its end, so the bar never covers content.
    expect(document.body.style.paddingBottom).toBe('var(--carenet-player-height)');
    expect(await seriousAxeViolations(player)).toEqual([]);

    await act(() => router.navigate('/other'));
    expect(screen.getByRole('heading', { name: 'Another page' })).toBeTruthy();
    expect(document.querySelector('audio')).toBe(audio);

    await act(() => router.navigate('/login'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.querySelector('audio')).toBe(audio);
  });

  it('closes from its keyboard-reachable close button and gives the page its room back', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Play it' }));
    const player = await screen.findByRole('region', { name: 'Podcast player' });
    const close = within(player).getByRole('button', { name: 'Close the player' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Podcast player' })).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(playerStore.get()).toBeNull();
  });
});
