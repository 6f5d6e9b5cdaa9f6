import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../components/theme';
import { queryClient } from '../../lib/queryClient';
import { sessionStore } from '../../lib/session';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { makeUser, mockApi, ok, queriesTo } from '../../test/utils';
import { FakeIntersectionObserver } from '../test/harness';
import { prefetchFeed } from './feedPrefetch';
import { HomePage } from './HomePage';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  queryClient.clear();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the feed asked for before the home page renders', () => {
  it('is the list the page shows: the page asks for nothing again', async () => {
    const user = makeUser(['doctor']);
    sessionStore.signIn(user);
    const fetchMock = mockApi(({ path }) =>
      path === '/donationRequest' ? listPage([makeRequest({ title: 'Plasma for Ravi' })], 1) : ok([]),
    );

    prefetchFeed(user, new URL('http://localhost/?tab=plasmaDonors'), undefined);
    await waitFor(() => expect(queriesTo(fetchMock, '/donationRequest')).toHaveLength(1));
    expect(JSON.parse(queriesTo(fetchMock, '/donationRequest')[0].filters)).toEqual({
      request_type: 'plasma',
      creatorType: 'donor',
    });

    const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], {
      initialEntries: ['/?tab=plasmaDonors'],
    });
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Plasma for Ravi')).toBeTruthy();
    expect(queriesTo(fetchMock, '/donationRequest')).toHaveLength(1);
  });
});
