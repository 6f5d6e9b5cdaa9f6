import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abilitiesFor, makeUser, mockApi, ok, renderPage } from '../../test/utils';
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

describe("the side menu's entries", () => {
  const links = () => screen.getAllByRole('link').map((link) => link.textContent);

  it('offer a screen only with the ability its route needs, as the session says, whatever the roles', async () => {
    // An administrator whose session holds only some of the administration.
    const admin = makeUser(['admin'], { abilities: abilitiesFor([], ['viewStatistics', 'managePodcasts']) });
    sessionStore.signIn(admin);
    mockApi(() => ok([]));
    renderPage(<SideMenu user={admin} />);
    expect(await screen.findByRole('navigation', { name: 'Administration' })).toBeTruthy();
    expect(links()).toEqual(expect.arrayContaining(['Statistics', 'Manage Podcasts', 'Create Request']));
    expect(links()).not.toContain('Manage Users');
    expect(links()).not.toContain('Activity Log');
  });

  it("give a patient who may manage podcasts that entry in the member's menu", async () => {
    const patient = makeUser(['patient', 'talradioAdmin']);
    sessionStore.signIn(patient);
    mockApi(() => ok([]));
    renderPage(<SideMenu user={patient} />);
    expect(await screen.findByRole('link', { name: 'Manage Podcasts' })).toBeTruthy();
    expect(links()).toEqual(expect.arrayContaining(['My Registration', 'My Consents']));
    expect(links()).not.toContain('Doctor Scheduling');
  });
});
