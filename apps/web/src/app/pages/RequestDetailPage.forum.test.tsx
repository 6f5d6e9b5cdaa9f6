import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { RequestDetailPage } from './RequestDetailPage';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { FakeIntersectionObserver, TestFeed } from '../test/harness';
import { FakeForum } from '../../features/comments/test/fakeForum';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Forum button', () => {
  it('opens the forum of its own request from each card of a list', async () => {
    const first = makeRequest({ title: 'Hip replacement' });
    const second = makeRequest({ title: 'Cataract surgery' });
    const forum = new FakeForum(second._id);
    forum.add({ text: 'Which hospital?' });
    mockApi((call) => (call.path === '/donationRequest' ? listPage([first, second], 2) : forum.handle(call)));
    renderRoutes([{ path: '*', element: <TestFeed /> }]);

    const card = (await screen.findByText('Cataract surgery')).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Open the forum' }));

    const dialog = await screen.findByRole('dialog', { name: 'Forum' });
    expect(within(dialog).getByText(/Cataract surgery/)).toBeTruthy();
    expect(await within(dialog).findByText('Which hospital?')).toBeTruthy();
  });

  it('is on the request detail page for signed-out readers too', async () => {
    const request = makeRequest({ title: 'Dialysis sessions' });
    const forum = new FakeForum(request._id);
    forum.add({ text: 'How many sessions a week?' });
    mockApi((call) => (call.path === `/donationRequest/${request.name}` ? ok(request) : forum.handle(call)));
    renderRoutes(
      [{ path: '/donationRequest/:id', element: <RequestDetailPage /> }],
      `/donationRequest/${request.name}`,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Forum' }));

    const dialog = await screen.findByRole('dialog', { name: 'Forum' });
    expect(await within(dialog).findByText('How many sessions a week?')).toBeTruthy();
  });
});
