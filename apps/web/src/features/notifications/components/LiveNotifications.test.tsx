import type { NotificationDto, RealtimeEvent } from '@carenet/shared';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '../../../test/utils';
import { LiveNotifications } from './LiveNotifications';

/** The tab's socket is replaced by a hand that delivers events as the realtime client would. */
const subscriptions = new Map<string, (event: RealtimeEvent) => void>();
vi.mock('../../../lib/useRealtime', () => ({
  useRealtimeTopic: (topic: string, onEvent: (event: RealtimeEvent) => void) =>
    subscriptions.set(topic, onEvent),
}));

afterEach(() => {
  subscriptions.clear();
  vi.unstubAllGlobals();
});

describe('live notifications', () => {
  it("follows the user's own stream and shows a new notification as a toast with a way to open it", async () => {
    mockApi(() => ok({ count: 1 }));
    renderPage(<LiveNotifications userId="user-7" />);
    expect([...subscriptions.keys()]).toEqual(['notifications:user-7']);
    const notification: NotificationDto = {
      _id: 'n-9',
      userId: 'user-7',
      type: 'appointment',
      kind: 'appointments',
      title: 'Appointment booked',
      body: 'Asha Rao booked an appointment.',
      link: '/member/myAppointments',
      status: 0,
      createdAt: new Date().toISOString(),
    };
    act(() =>
      subscriptions.get('notifications:user-7')?.({
        topic: 'notifications:user-7',
        event: 'notification.created',
        data: notification,
      }),
    );
    expect(await screen.findByText('Appointment booked')).toBeTruthy();
    expect(screen.getByText(/Asha Rao booked an appointment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/member/myAppointments');
  });
});
