import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_MESSAGES,
  type NotificationDto,
} from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { NotificationBell } from '../components/NotificationBell';
import { NotificationsPage } from './NotificationsPage';

const patient = makeUser(['patient'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000dd01' });

const approved: NotificationDto = {
  _id: 'n-1',
  userId: patient._id,
  type: 'healthRequest',
  kind: 'requestUpdates',
  title: 'Your request is approved and visible to others',
  body: '“Knee pain” is now Approved.',
  link: '/donationRequest/r-1',
  status: 0,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const prescription: NotificationDto = {
  ...approved,
  _id: 'n-2',
  type: 'prescription',
  kind: 'prescriptions',
  title: 'New prescription',
  body: 'Dr Meera Iyer wrote you a prescription for “Knee pain”.',
  status: 1,
};

const routes = [
  {
    path: '/notifications',
    element: (
      <>
        <NotificationBell />
        <NotificationsPage />
      </>
    ),
  },
  { path: '/donationRequest/:id', element: <p>Request page</p> },
];

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/notifications', () => {
  it('lists notifications with the unread count, opens one and marks it read', async () => {
    sessionStore.signIn(patient);
    let items = [approved, prescription];
    const fetchMock = mockApi(({ method, path, url }) => {
      if (path === '/notifications/unreadCount')
        return ok({ count: items.filter((n) => n.status === 0).length });
      if (method === 'PUT' && path === '/notifications/n-1') {
        items = items.map((n) => (n._id === 'n-1' ? { ...n, status: 1 } : n));
        return ok(items[0], NOTIFICATION_MESSAGES.markedRead);
      }
      const status = url.searchParams.get('status');
      const list = status === '0' ? items.filter((n) => n.status === 0) : items;
      return {
        status: 200,
        body: {
          status: 'success',
          statusCode: 200,
          message: 'Success',
          data: list,
          totalCountOfRecords: list.length,
        },
      };
    });
    renderRoutes(routes, '/notifications');

    const item = await screen.findByRole('article', { name: approved.title });
    expect(within(item).getByText(approved.body)).toBeTruthy();
    expect(within(item).getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'New prescription' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();

    fireEvent.click(within(item).getByText(approved.title));
    expect(await screen.findByText('Request page')).toBeTruthy();
    expect(
      apiCalls(fetchMock).some((call) => call.method === 'PUT' && call.path === '/notifications/n-1'),
    ).toBe(true);
  });

  it('filters by type and unread, and says so when nothing matches', async () => {
    sessionStore.signIn(patient);
    const fetchMock = mockApi(({ path, url }) => {
      if (path === '/notifications/unreadCount') return ok({ count: 0 });
      const data = url.searchParams.get('type') === 'appointment' ? [] : [prescription];
      return {
        status: 200,
        body: {
          status: 'success',
          statusCode: 200,
          message: 'Success',
          data,
          totalCountOfRecords: data.length,
        },
      };
    });
    renderRoutes(routes, '/notifications');
    await screen.findByRole('article', { name: 'New prescription' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Appointments' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    const listCalls = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.pathname.endsWith('/notifications'));
    expect(listCalls.at(-1)?.searchParams.get('type')).toBe('appointment');
  });

  it('saves the channels chosen for each kind', async () => {
    sessionStore.signIn(patient);
    const fetchMock = mockApi(({ method, path, body }) => {
      if (path === '/notifications/preferences')
        return method === 'PUT'
          ? ok(body, NOTIFICATION_MESSAGES.preferencesSaved)
          : ok(DEFAULT_NOTIFICATION_PREFERENCES);
      if (path === '/notifications/unreadCount') return ok({ count: 0 });
      return ok([]);
    });
    renderRoutes(routes, '/notifications');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Messages: Push on this device' }));
    await userEvent.click(save);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.preferencesSaved)).toBeTruthy();
    const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      messages: { inApp: true, email: false, push: false },
    });
    // jsdom has no Push API: the device section says so instead of offering a button that cannot work.
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});
