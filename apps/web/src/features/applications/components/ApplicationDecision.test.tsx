import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { ApplicationDecision } from './ApplicationDecision';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const application = (overrides: Partial<ApplicationDto>): ApplicationDto =>
  ({
    _id: 'app-1',
    donation_request_info: { _id: 'r-1', name: 'r-1', title: 'Blood drive', request_type: 'volunteering' },
    participantName: { first_name: 'Asha', last_name: 'Rao' },
    status: 'pending',
    abilities: { canAccept: false, canDecline: false, canComplete: false },
    ...overrides,
  }) as ApplicationDto;

describe('ApplicationDecision', () => {
  it('shows only the actions the server allows', () => {
    mockApi(() => ok(null));
    renderPage(
      <ApplicationDecision
        application={application({
          status: 'accepted',
          abilities: { canAccept: false, canDecline: false, canComplete: true },
        })}
      />,
    );
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Asha Rao completed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Decline/ })).toBeNull();
  });

  it('accepts with PUT …/decision and completes with PUT …/complete', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => ok(null, 'Application accepted'));
    const { unmount } = renderPage(
      <ApplicationDecision
        application={application({ abilities: { canAccept: true, canDecline: true, canComplete: false } })}
      />,
    );
    expect(screen.getByText('Pending')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Asha Rao' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toContainEqual({
        path: '/donationRequestResponses/app-1/decision',
        method: 'PUT',
        body: { decision: 'accepted' },
      }),
    );
    expect(await screen.findByText('Application accepted')).toBeTruthy();
    unmount();

    renderPage(
      <ApplicationDecision
        application={application({
          status: 'accepted',
          abilities: { canAccept: false, canDecline: false, canComplete: true },
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark Asha Rao completed' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toContainEqual({
        path: '/donationRequestResponses/app-1/complete',
        method: 'PUT',
        body: undefined,
      }),
    );
  });
});
