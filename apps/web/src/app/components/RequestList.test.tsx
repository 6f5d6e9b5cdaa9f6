import { REQUEST_MESSAGES } from '@carenet/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderPage } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { FakeIntersectionObserver, TestFeed } from '../test/harness';

beforeEach(() => {
  FakeIntersectionObserver.install();
  sessionStore.signIn(makeUser(['patient']));
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RequestList (infinite scroll, docs/request-states.md#feed-by-role Feed)', () => {
  it('loads the next 5 when the end is reached and stops when the loaded count equals totalCountOfRecords', async () => {
    const all = Array.from({ length: 7 }, (_, index) => makeRequest({ title: `Feed item ${index + 1}` }));
    const fetchMock = mockApi(({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return listPage(all.slice(offset, offset + limit), all.length);
    });
    renderPage(<TestFeed />);

    expect(await screen.findByText('Feed item 5')).toBeTruthy();
    expect(screen.queryByText('Feed item 6')).toBeNull();

    await act(async () => FakeIntersectionObserver.reachEnd());
    expect(await screen.findByText('Feed item 7')).toBeTruthy();
    expect(await screen.findByText('You have seen all 7 requests.')).toBeTruthy();

    await act(async () => FakeIntersectionObserver.reachEnd());
    await act(async () => FakeIntersectionObserver.reachEnd());
    const pages = fetchMock.mock.calls.map(([url]) => [
      url.searchParams.get('offset'),
      url.searchParams.get('limit'),
    ]);
    expect(pages).toEqual([
      ['0', '5'],
      ['5', '5'],
    ]);
  });

  it('says the SPEC text when the list is empty', async () => {
    mockApi(() => listPage([], 0));
    renderPage(<TestFeed />);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(REQUEST_MESSAGES.emptyRequestList).toBe(
      'Your request list is empty! Click create request to make a request.',
    );
  });
});
