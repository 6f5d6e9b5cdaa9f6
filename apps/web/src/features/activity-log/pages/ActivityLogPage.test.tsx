import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_LOG_MESSAGES, type ActivityLogEntryDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, renderPage, renderRoutes } from '../../../test/utils';
import { formatDateTime } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session';
import { activityLogRoutes } from '../routes';
import { ActivityLogPage } from './ActivityLogPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = (overrides: Partial<ActivityLogEntryDto>): ActivityLogEntryDto => ({
  id: crypto.randomUUID(),
  createdAt: '2025-03-05T14:30:00.000Z',
  user: { id: 'u-7', name: 'Ilse Quorra', email: 'ilse@example.com' },
  category: 'Login',
  action: 'auth.login',
  subjectType: 'user',
  subjectId: 'u-7',
  ip: '10.0.0.7',
  healthData: false,
  ...overrides,
});

const RECORD_READ = entry({
  category: 'Medical Record',
  action: 'medicalRecord.read',
  subjectType: 'patient',
  subjectId: 'p-1',
  healthData: true,
});
const LOGIN = entry({ createdAt: '2025-03-04T08:05:00.000Z' });

const logPage = (entries: ActivityLogEntryDto[], total: number) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data: entries, totalCountOfRecords: total },
});

/** Types a day into a date field the way a person does: text, then leaving the field. */
function typeDay(label: string, value: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

const requested = (fetchMock: ReturnType<typeof mockApi>, check: (params: URLSearchParams) => boolean) =>
  fetchMock.mock.calls.some(([url]) => url.pathname.endsWith('/userActivityLog') && check(url.searchParams));

describe('ActivityLogPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names viewActivityLog; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockApi(() => logPage([], 0));
      renderRoutes(activityLogRoutes, '/admin/userActivityLog');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('lists who did what, marks health-data rows and counts with commas', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(() => logPage([RECORD_READ, LOGIN], 12345));
    renderPage(<ActivityLogPage />);

    const table = await screen.findByRole('table', { name: 'User activity' });
    const recordRow = within(table).getByText('medicalRecord.read').closest('tr')!;
    expect(within(recordRow).getByText('Health data')).toBeTruthy();
    expect(within(recordRow).getByText(formatDateTime(RECORD_READ.createdAt))).toBeTruthy();
    expect(within(recordRow).getByText('ilse@example.com')).toBeTruthy();
    expect(within(recordRow).getByText('patient p-1')).toBeTruthy();
    const loginRow = within(table).getByText('auth.login').closest('tr')!;
    expect(within(loginRow).queryByText('Health data')).toBeNull();
    expect(screen.getByText('Showing 1–20 of 12,345 entries')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'User activity' }).getAttribute('tabindex')).toBe('0');
    expect(formatDateTime(RECORD_READ.createdAt)).toMatch(/^\d{2}-[A-Z][a-z]{2}-2025, \d{2}:\d{2} [AP]M$/);
  });

  it('sends the filters and the page, and nothing for a reversed range', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockApi(() => logPage([RECORD_READ, LOGIN], 45));
    renderPage(<ActivityLogPage />);
    await screen.findByRole('table', { name: 'User activity' });
    expect(
      requested(fetchMock, (params) => params.get('limit') === '20' && params.get('offset') === '0'),
    ).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'User' }), { target: { value: 'ilse' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Action' }), { target: { value: 'medicalRecord' } });
    await waitFor(() =>
      expect(
        requested(
          fetchMock,
          (params) => params.get('user') === 'ilse' && params.get('action') === 'medicalRecord',
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('textbox', { name: 'Category' }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Medical Record', hidden: true }));
    expect(typeDay('From', '2025-03-01').value).toBe('01-Mar-2025');
    expect(typeDay('To', '31-Mar-2025').value).toBe('31-Mar-2025');
    await waitFor(() =>
      expect(
        requested(
          fetchMock,
          (params) =>
            params.get('category') === 'Medical Record' &&
            params.get('startDate') === '2025-03-01' &&
            params.get('endDate') === '2025-03-31' &&
            params.get('user') === 'ilse',
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(requested(fetchMock, (params) => params.get('offset') === '20')).toBe(true));

    const asked = fetchMock.mock.calls.length;
    typeDay('To', '2025-02-01');
    expect(await screen.findByText(ACTIVITY_LOG_MESSAGES.dateRangeInvalid)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('exports the filtered log as CSV', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockApi(() => logPage([LOGIN], 1));
    // jsdom has no object URLs; the test only needs the download to be started.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:activity'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<ActivityLogPage />);
    await screen.findByRole('table', { name: 'User activity' });

    typeDay('From', '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      requested(
        fetchMock,
        (params) => params.get('isDownload') === 'true' && params.get('startDate') === '2025-03-01',
      ),
    ).toBe(true);
  });
});
