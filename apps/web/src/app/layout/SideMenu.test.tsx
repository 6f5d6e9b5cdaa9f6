import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderPage } from '../../test/utils';
import { SideMenu } from './SideMenu';
import { sessionStore } from '../../lib/session';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe("the side menu's Messages entry", () => {
  it('shows how many messages by others wait unread, over every conversation', async () => {
    const patient = makeUser(['patient']);
    sessionStore.signIn(patient);
    mockApi(({ path }) =>
      path === '/chatRooms'
        ? ok([
            { _id: 'r-1', unreadCount: 2 },
            { _id: 'r-2', unreadCount: 1 },
            { _id: 'r-3', unreadCount: 0 },
          ])
        : ok([]),
    );
    renderPage(<SideMenu user={patient} />);
    expect((await screen.findByLabelText('3 unread messages')).textContent).toBe('3');
  });

  it('shows nothing when everything is read', async () => {
    const patient = makeUser(['patient']);
    sessionStore.signIn(patient);
    const fetchMock = mockApi(() => ok([{ _id: 'r-1', unreadCount: 0 }]));
    renderPage(<SideMenu user={patient} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByLabelText(/unread messages/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});
