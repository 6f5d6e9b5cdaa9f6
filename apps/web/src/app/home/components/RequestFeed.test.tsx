import { REQUEST_MESSAGES } from '@carenet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, queriesTo, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { listPage, makeRequest } from '../../../test/requestFixtures';
import { FakeIntersectionObserver } from '../../test/harness';
import { HomePage } from '../HomePage';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/search/:keyword?', element: <HomePage /> },
];

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('signed-in home feed', () => {
  it('asks for the role feed 5 at a time, then the tab’s filters', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ path }) =>
      path === '/donationRequest' ? listPage([makeRequest({ title: 'Knee review' })], 1) : ok([]),
    );
    renderRoutes(routes, '/');

    expect(await screen.findByText('Knee review')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests assigned to me', selected: true })).toBeTruthy();
    expect(queriesTo(fetchMock, '/donationRequest')).toEqual([{ limit: '5', offset: '0' }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Fundraisers' }));
    await waitFor(() => expect(queriesTo(fetchMock, '/donationRequest')).toHaveLength(2));
    expect(queriesTo(fetchMock, '/donationRequest')[1]).toEqual({
      filters: '{"request_type":"cash"}',
      limit: '5',
      offset: '0',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Plasma Donors' }));
    await waitFor(() => expect(queriesTo(fetchMock, '/donationRequest')).toHaveLength(3));
    expect(JSON.parse(queriesTo(fetchMock, '/donationRequest')[2].filters)).toEqual({
      request_type: 'plasma',
      creatorType: 'donor',
    });
  });

  it('says the SPEC empty-feed text', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(({ path }) => (path === '/donationRequest' ? listPage([], 0) : ok([])));
    renderRoutes(routes, '/');
    expect(await screen.findByText(REQUEST_MESSAGES.emptyRequestList)).toBeTruthy();
  });

  it('searches from the feed header and says the SPEC empty-search text on /search/{keyword}', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(({ path }) => (path === '/donationRequest' ? listPage([], 0) : ok([])));
    const { router } = renderRoutes(routes, '/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search requests' }), 'knee pain{Enter}');

    expect(await screen.findByText(REQUEST_MESSAGES.noRequestsFound)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search/knee%20pain');
    expect(queriesTo(fetchMock, '/donationRequest').at(-1)).toEqual({
      keyword: 'knee pain',
      limit: '5',
      offset: '0',
    });
  });
});
