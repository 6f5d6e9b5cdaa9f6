import { REQUEST_MESSAGES } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { AdminRequestsPage } from './AdminRequestsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('AdminRequestsPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])('refuses a %s and asks the API nothing', (role) => {
    sessionStore.signIn(makeUser([role]));
    const fetchMock = mockApi(() => listPage([], 0));
    renderPage(<AdminRequestsPage />);
    expect(screen.getByText('You are not allowed to view this page')).toBeTruthy();
    expect(screen.queryByText('Manage Requests')).toBeNull();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('lists requests for an administrator, filters by status and approves one', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const pending = makeRequest({ title: 'Knee review', status: 0 });
    const fetchMock = mockApi(({ method }) =>
      method === 'PUT'
        ? ok({ ...pending, status: 1 }, REQUEST_MESSAGES.requestUpdated)
        : listPage([pending], 1),
    );
    renderPage(<AdminRequestsPage />);

    const table = await screen.findByRole('table');
    const row = within(table).getByText('Knee review').closest('tr')!;
    expect(within(row).getByText('Pending Approval')).toBeTruthy();
    expect(screen.getByText('Showing 1–1 of 1 requests')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Change the status of Knee review' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    expect(await screen.findByText(REQUEST_MESSAGES.requestUpdated)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: `/donationRequest/${pending._id}`,
      method: 'PUT',
      body: { status: 1 },
    });

    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Spam', hidden: true }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.searchParams.get('status') === '-3')).toBe(true),
    );
  });

  it('asks before deleting', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const request = makeRequest({ title: 'Old campaign' });
    const fetchMock = mockApi(({ method }) =>
      method === 'PUT'
        ? ok({ ...request, status: -9 }, REQUEST_MESSAGES.requestUpdated)
        : listPage([request], 1),
    );
    renderPage(<AdminRequestsPage />);
    const row = within(await screen.findByRole('table'))
      .getByText('Old campaign')
      .closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Change the status of Old campaign' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this request?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')?.body).toEqual({ status: -9 }),
    );
  });
});
