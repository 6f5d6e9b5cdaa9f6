import { REQUEST_MESSAGES, type ReportedRequestDto, type RequestDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { adminRoutes } from '../routes/admin';
import { seriousAxeViolations } from '../../test/axe';
import { listPage, makeRequest } from '../../test/requestFixtures';
import { AdminRequestsPage } from './AdminRequestsPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('AdminRequestsPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names moderateRequests; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => listPage([], 0));
      renderRoutes(adminRoutes, '/admin/donationRequests');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(screen.queryByText('Manage Requests')).toBeNull();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

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

/** An entry of the report queue as GET /donationRequest/reports sends it. */
function queued(request: RequestDto, overrides: Partial<ReportedRequestDto> = {}): ReportedRequestDto {
  return {
    request,
    reports: {
      count: 3,
      fromParticipants: 1,
      reasons: [
        { reason: 'Scam or fraud', count: 2 },
        { reason: 'False information', count: 1 },
      ],
      firstReportedAt: '2025-03-06T08:00:00.000Z',
      lastReportedAt: '2025-03-07T10:15:00.000Z',
    },
    abilities: { restore: true, confirmSpam: true },
    ...overrides,
  };
}

const queuePage = (entries: ReportedRequestDto[], total = entries.length) => ({
  status: 200,
  body: { status: 'success', statusCode: 200, message: 'Success', data: entries, totalCountOfRecords: total },
});

describe('AdminRequestsPage: the report queue', () => {
  const scam = makeRequest({ title: 'Miracle cure campaign', creatorType: 'doctor' });
  const treated = makeRequest({ title: 'Knee pain after a fall', acceptanceStatus: 1 });

  /** The API of an administrator with two reported requests waiting; decisions answer with their message. */
  function mockQueue(
    entries = [
      queued(scam),
      queued(treated, {
        reports: {
          ...queued(treated).reports,
          count: 1,
          fromParticipants: 0,
          reasons: [{ reason: 'I just dont like it', count: 1 }],
        },
      }),
    ],
  ) {
    return mockApi(({ method, path }) => {
      if (path === '/donationRequest/reports') return queuePage(entries);
      if (method === 'POST' && path.endsWith('/reports/restore'))
        return ok(scam, REQUEST_MESSAGES.reportsDismissed);
      if (method === 'POST' && path.endsWith('/reports/confirm'))
        return ok({ ...scam, status: -3, flagReason: 'Scam or fraud' }, REQUEST_MESSAGES.spamConfirmed);
      return listPage([], 0);
    });
  }

  it('counts the reported requests waiting on their tab and lists them with their reports', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockQueue();
    renderPage(<AdminRequestsPage />);

    const tab = await screen.findByRole('tab', { name: /^Reported\s*2\s*waiting for review$/ });
    expect(within(tab).getByText('2')).toBeTruthy();
    await userEvent.click(tab);

    const entry = await screen.findByRole('listitem', { name: 'Reports of Miracle cure campaign' });
    expect(within(entry).getByText('Reported by 3 people')).toBeTruthy();
    expect(within(entry).getByText('1 taking part in the request')).toBeTruthy();
    expect(within(entry).getByText('Scam or fraud · 2')).toBeTruthy();
    expect(within(entry).getByText('False information · 1')).toBeTruthy();
    expect(within(entry).getByText('Approved')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: 'Reports of Knee pain after a fall' });
    expect(within(other).getByText('Reported by 1 person')).toBeTruthy();
    expect(within(other).queryByText(/taking part/)).toBeNull();
    expect(
      screen.getByText(
        '2 reported requests are waiting for review. A report changes nothing until you decide.',
      ),
    ).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('restores a request: the reports are dismissed and the queue reads again', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockQueue();
    renderPage(<AdminRequestsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Reported/ }));
    const queueReads = () =>
      apiCalls(fetchMock).filter((call) => call.path === '/donationRequest/reports').length;
    const before = queueReads();

    await userEvent.click(await screen.findByRole('button', { name: 'Restore Miracle cure campaign' }));
    expect(await screen.findByText(REQUEST_MESSAGES.reportsDismissed)).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: `/donationRequest/${scam._id}/reports/restore`, method: 'POST', body: {} },
    ]);
    await waitFor(() => expect(queueReads()).toBeGreaterThan(before));
  });

  it('asks before confirming a request as spam', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockQueue();
    renderPage(<AdminRequestsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Reported/ }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm Miracle cure campaign as spam' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark this request as spam?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm as spam' }));
    expect(await screen.findByText(REQUEST_MESSAGES.spamConfirmed)).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: `/donationRequest/${scam._id}/reports/confirm`, method: 'POST', body: {} },
    ]);
  });

  it('offers only the decisions the API allows', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockQueue([queued(scam, { abilities: { restore: false, confirmSpam: false } })]);
    renderPage(<AdminRequestsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Reported/ }));
    const entry = await screen.findByRole('listitem', { name: 'Reports of Miracle cure campaign' });
    expect(within(entry).queryByRole('button')).toBeNull();
  });

  it('shows no Reported tab when the API refuses the queue', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const request = makeRequest({ title: 'Knee review' });
    mockApi(({ path }) =>
      path === '/donationRequest/reports'
        ? {
            status: 403,
            body: {
              status: 'error',
              statusCode: 403,
              message: REQUEST_MESSAGES.onlyAdminsReviewReports,
            },
          }
        : listPage([request], 1),
    );
    renderPage(<AdminRequestsPage />);
    expect(within(await screen.findByRole('table')).getByText('Knee review')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says so when no reported request waits', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockQueue([]);
    renderPage(<AdminRequestsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Reported\s*0\s*waiting for review$/ }));
    expect(await screen.findByText('No reported requests are waiting for review.')).toBeTruthy();
  });
});
