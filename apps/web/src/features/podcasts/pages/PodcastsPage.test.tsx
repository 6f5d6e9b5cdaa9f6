import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerStore } from '../../../lib/player';
import { seriousAxeViolations } from '../../../test/axe';
import { mockApi, ok, queriesTo, renderPage } from '../../../test/utils';
import { CATEGORIES, makeEpisode } from '../testing';
import { PodcastsPage } from './PodcastsPage';

afterEach(() => {
  playerStore.close();
  vi.unstubAllGlobals();
});

const episodes = [
  makeEpisode(),
  makeEpisode({
    _id: 'e-2',
    title: 'Talking about anxiety',
    language: 'hi',
    category: CATEGORIES[1],
    durationSeconds: 3725,
    request: { _id: 'r-9', title: 'A podcast on anxiety' },
  }),
];

describe('PodcastsPage', () => {
  it('lists published episodes under their categories, with durations and their request', async () => {
    mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok(episodes)));
    renderPage(<PodcastsPage />, '/podcasts');

    const wellness = await screen.findByRole('region', { name: 'Health and Wellness' });
    expect(within(wellness).getByRole('heading', { name: 'Sleep and the heart' })).toBeTruthy();
    const sleep = within(wellness).getByRole('article', { name: 'Sleep and the heart' });
    expect(within(sleep).getByRole('button', { name: 'Play Sleep and the heart' })).toBeTruthy();
    expect(within(sleep).getByText('12:34')).toBeTruthy();
    const mental = screen.getByRole('region', { name: 'Mental Health' });
    expect(within(mental).getByText('Hindi')).toBeTruthy();
    const anxiety = within(mental).getByRole('article', { name: 'Talking about anxiety' });
    expect(within(anxiety).getByRole('button', { name: 'Play Talking about anxiety' })).toBeTruthy();
    expect(within(anxiety).getByText('1:02:05')).toBeTruthy();
    expect(within(mental).getByRole('link', { name: 'A podcast on anxiety' }).getAttribute('href')).toBe(
      '/donationRequest/r-9',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('starts an episode in the shell player from its Play button', async () => {
    mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok(episodes)));
    renderPage(<PodcastsPage />, '/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Talking about anxiety' }));
    expect(playerStore.get()).toEqual({
      id: 'e-2',
      title: 'Talking about anxiety',
      subtitle: 'Mental Health · Hindi',
      audioUrl: episodes[1].audioUrl,
    });
  });

  it('searches by keyword and filters by language, and says when nothing matches', async () => {
    const fetchMock = mockApi(({ path, url }) => {
      if (path === '/talradio/categories') return ok(CATEGORIES);
      return ok(url.searchParams.has('keyword') ? [] : episodes);
    });
    renderPage(<PodcastsPage />, '/podcasts');
    await screen.findByText('Sleep and the heart');

    fireEvent.click(screen.getByRole('textbox', { name: 'Language' }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Hindi', hidden: true }));
    await waitFor(() => expect(queriesTo(fetchMock, '/talradio/media').at(-1)).toEqual({ language: 'hi' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search episodes' }), 'sleep');
    expect(await screen.findByText('No episodes match your search.')).toBeTruthy();
    expect(queriesTo(fetchMock, '/talradio/media').at(-1)).toEqual({ language: 'hi', keyword: 'sleep' });
  });

  it('says so when there are no episodes yet', async () => {
    mockApi(({ path }) => (path === '/talradio/categories' ? ok(CATEGORIES) : ok([])));
    renderPage(<PodcastsPage />, '/podcasts');
    expect(await screen.findByText('No episodes yet.')).toBeTruthy();
  });
});
