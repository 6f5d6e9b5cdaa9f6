import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../test/utils';
import { AudioRoomLinkPage } from './AudioRoomLinkPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ROOM_ID = '0194c3a2-2222-7000-8000-000000000001';
const JOIN_URL = 'https://meet.jit.si/CareNet-abc#config.startAudioOnly=true';

function renderLink(path: string, go = vi.fn()) {
  const view = renderRoutes(
    [
      { path: '/:audioRoomId', element: <AudioRoomLinkPage go={go} /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    path,
  );
  return { ...view, go };
}

describe('a short link /{id}', () => {
  it('opens the page it stands for, signed in or not', async () => {
    const fetchMock = mockApi(() =>
      ok({
        _id: 'Ab12Cd34',
        url: '/donationRequest/r-1?tab=1',
        representsWhat: 'request',
        referenceId: 'r-1',
      }),
    );
    const { router } = renderRoutes(
      [
        { path: '/:audioRoomId', element: <AudioRoomLinkPage /> },
        { path: '/donationRequest/:id', element: <h1>The request</h1> },
      ],
      '/Ab12Cd34',
    );
    expect(await screen.findByRole('heading', { name: 'The request' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/donationRequest/r-1?tab=1');
    expect(apiCalls(fetchMock)).toEqual([{ path: '/shorturl/Ab12Cd34', method: 'GET', body: undefined }]);
  });

  it('shows the not-found page for an unknown short link, or one that would leave the site', async () => {
    mockApi(({ path }) =>
      path === '/shorturl/Zz9Zz9Zz'
        ? {
            status: 404,
            body: { status: 'error', statusCode: 404, message: 'This short link does not exist.' },
          }
        : ok({ _id: 'Ev1lEv1l', url: '//evil.example/', representsWhat: 'request', referenceId: 'x' }),
    );
    renderLink('/Zz9Zz9Zz');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    renderLink('/Ev1lEv1l');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2));
  });
});

describe('the audio-room link /{id}', () => {
  it('sends a signed-in user to the room’s join page', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok({ _id: ROOM_ID, joinUrl: JOIN_URL }));
    const { go } = renderLink(`/${ROOM_ID}`);
    await waitFor(() => expect(go).toHaveBeenCalledWith(JOIN_URL));
    expect(apiCalls(fetchMock)).toEqual([{ path: `/audioRooms/${ROOM_ID}`, method: 'GET', body: undefined }]);
    expect(screen.getByText('Opening the audio room…')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login carrying the address, asking the API nothing', async () => {
    const fetchMock = mockApi(() => ok(null));
    const { router, go } = renderLink(`/${ROOM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/login?redirect=${encodeURIComponent(`/${ROOM_ID}`)}`,
    );
    expect(apiCalls(fetchMock)).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown room', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'This audio room does not exist.' },
    }));
    const { go } = renderLink(`/${ROOM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a word that is no room id, signed in or not, without asking', async () => {
    const fetchMock = mockApi(() => ok(null));
    renderLink('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    sessionStore.signIn(makeUser(['patient']));
    renderLink('/another-page');
    expect((await screen.findAllByRole('heading', { name: 'Page not found' })).length).toBe(2);
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
