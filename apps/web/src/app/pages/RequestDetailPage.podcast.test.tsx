import { screen, within } from '@testing-library/react';
import type { PodcastEpisodeDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerStore } from '../../lib/player';
import { sessionStore } from '../../lib/session';
import { makeRequest } from '../../test/requestFixtures';
import { mockApi, ok, queriesTo, renderRoutes } from '../../test/utils';
import { RequestDetailPage } from './RequestDetailPage';

afterEach(() => {
  sessionStore.clear();
  playerStore.close();
  vi.unstubAllGlobals();
});

const episode: PodcastEpisodeDto = {
  _id: 'e-1',
  title: 'Diabetes, questions answered',
  description: '',
  language: 'en',
  category: { _id: 'c-1', name: 'Ask the Doctor' },
  audioUrl: '/files/podcast/2026/11/e-1.mp3',
  mimeType: 'audio/mpeg',
  durationSeconds: 90,
  sizeBytes: 1000,
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  request: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  abilities: { edit: false, delete: false, publish: false },
};

function openPage(requestType: 'podcast' | 'internship') {
  const request = makeRequest({ request_type: requestType });
  const fetchMock = mockApi(({ path }) => {
    if (path === `/donationRequest/${request.name}`) return ok(request);
    if (path === '/talradio/media') return ok([episode]);
    if (path === '/getpatientRegistration')
      return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
    return ok([]);
  });
  renderRoutes(
    [{ path: '/donationRequest/:id', element: <RequestDetailPage /> }],
    `/donationRequest/${request.name}`,
  );
  return { request, fetchMock };
}

describe('/donationRequest/{id} of a podcast request', () => {
  it('lists the episodes linked to it, each playable', async () => {
    const { request, fetchMock } = openPage('podcast');
    const heading = await screen.findByRole('heading', { name: 'Episodes' });
    const section = heading.closest<HTMLElement>('.mantine-Card-root')!;
    expect(
      await within(section).findByRole('heading', { name: 'Diabetes, questions answered' }),
    ).toBeTruthy();
    expect(queriesTo(fetchMock, '/talradio/media')).toEqual([{ requestId: request._id }]);
    within(section).getByRole('button', { name: 'Play Diabetes, questions answered' }).click();
    expect(playerStore.get()?.id).toBe('e-1');
  });

  it('asks for no episodes on a request of another type', async () => {
    const { request, fetchMock } = openPage('internship');
    expect(await screen.findByRole('heading', { name: request.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Episodes' })).toBeNull();
    expect(queriesTo(fetchMock, '/talradio/media')).toEqual([]);
  });
});
