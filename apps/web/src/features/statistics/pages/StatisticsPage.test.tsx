import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STATISTICS_MESSAGES, TRIAGE_GROUPS, TRIAGE_GROUP_LABELS } from '@carenet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { displayDay } from '../../../lib/dateInput';
import { sessionStore } from '../../../lib/session';
import { statisticsRoutes } from '../routes';
import { StatisticsPage } from './StatisticsPage';

beforeEach(() => {
  // Only the clock: the default range is the 12 weeks ending 20-Mar-2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-20T10:00:00Z'));
  // jsdom lays nothing out, so recharts warns that every chart is 0 px wide; the tables carry the numbers.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ANSWERS: Record<string, unknown> = {
  '/user/signupReportSummary': {
    interval: 'week',
    startDate: '2024-12-27',
    endDate: '2025-03-20',
    periods: [
      { period: '2025-03-10', byRole: { patient: 12345, doctor: 2 } },
      { period: '2025-03-17', byRole: { patient: 1 } },
    ],
    bySource: [
      { source: 'talhospitals', count: 1234567 },
      { source: 'unknown', count: 3 },
    ],
  },
  '/user/summaryofusers': [{ role: 'doctor', total: 4200, verified: 4000, unverified: 200 }],
  '/user/organizationSummary': {
    byType: [{ orgType: 'clinic', total: 1500, verified: 1000, unverified: 500 }],
    byStatus: [
      { status: 1, count: 1000 },
      { status: 0, count: 500 },
    ],
  },
  '/donationRequest/donationRequestTypeSummary': [
    {
      _id: 'internship',
      label: 'Internship',
      count: 9876,
      byStatus: [{ status: 0, count: 9876 }],
    },
  ],
  '/donationRequest/donationRequestSourceSummary': [
    {
      _id: 'talhospitals',
      label: 'talhospitals',
      count: 31000,
      byCreatorType: [{ creatorType: 'patient', count: 31000 }],
    },
  ],
  '/statistics/activitySummary': {
    startDate: '2024-12-27',
    endDate: '2025-03-20',
    weeks: [{ week: '2025-03-17', appointments: 1001, prescriptions: 7 }],
  },
  '/statistics/assistantEscalationSummary': {
    startDate: '2024-12-27',
    endDate: '2025-03-20',
    total: 1240,
    byGroup: TRIAGE_GROUPS.map((group) => ({
      group,
      count: group === 'heart' ? 1234 : group === 'suicide' ? 6 : 0,
    })),
  },
};

const mockStatistics = () => mockApi(({ path }) => ok(ANSWERS[path]));

/** Types a day into a date field the way a person does: text, then leaving the field. */
function typeDay(label: RegExp, value: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

describe('StatisticsPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      // The route's handle names viewStatistics; their session does not hold it.
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockStatistics();
      renderRoutes(statisticsRoutes, '/statistics');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('counts verified accounts only for doctors and facilities: patients and administrators are not applicable', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockApi(({ path }) =>
      ok(
        path === '/user/summaryofusers'
          ? [
              { role: 'doctor', total: 10, verified: 7, unverified: 3 },
              { role: 'patient', total: 50, verified: 0, unverified: 50 },
              { role: 'admin', total: 2, verified: 0, unverified: 2 },
            ]
          : ANSWERS[path],
      ),
    );
    renderPage(<StatisticsPage />);
    const table = await screen.findByRole('table', { name: 'Accounts by role' });
    const cellsOf = (role: string) =>
      within(within(table).getByText(role).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('Doctor')).toEqual(['Doctor', '10', '7', '3']);
    expect(cellsOf('Patient')).toEqual(['Patient', '50', 'Not applicable', 'Not applicable']);
    expect(cellsOf('Admin')).toEqual(['Admin', '2', 'Not applicable', 'Not applicable']);
  });

  it('asks for the last 12 weeks and shows every number with thousands commas', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockStatistics();
    renderPage(<StatisticsPage />);

    const signups = await screen.findByRole('table', { name: 'Sign-ups by role' });
    const march10 = within(signups).getByText('10-Mar-2025').closest('tr')!;
    expect(within(march10).getByText('12,345')).toBeTruthy();
    const sources = screen.getByRole('table', { name: 'Sign-ups by source' });
    expect(within(sources).getByText('1,234,567')).toBeTruthy();
    expect(within(sources).getByText('Not recorded')).toBeTruthy();
    const requests = screen.getByRole('table', { name: 'Requests by type and status' });
    expect(within(requests).getByText('Pending Approval')).toBeTruthy();
    expect(within(requests).getByText('9,876')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Requests by source and creator' })).getByText('31,000'),
    ).toBeTruthy();
    const activity = screen.getByRole('table', { name: 'Appointments and prescriptions per week' });
    expect(within(activity).getByText('17-Mar-2025')).toBeTruthy();
    expect(within(activity).getByText('1,001')).toBeTruthy();
    expect(
      within(await screen.findByRole('table', { name: 'Facilities by type' })).getByText('1,500'),
    ).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Accounts by role' })).getByText('4,200')).toBeTruthy();

    const byGroup = screen.getByRole('table', { name: 'Emergencies the assistant escalated' });
    expect(within(byGroup.closest('section')!).getByText('Total: 1,240')).toBeTruthy();
    // Every group in triage order, by its readable name, those without any as 0.
    const groupRows = within(byGroup).getAllByRole('row').slice(1);
    expect(groupRows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(
      TRIAGE_GROUPS.map((group) => TRIAGE_GROUP_LABELS[group]),
    );
    const heart = within(byGroup).getByText('Heart attack signs').closest('tr')!;
    expect(within(heart).getByText('1,234')).toBeTruthy();
    const suicide = within(byGroup).getByText('Suicide and self-harm').closest('tr')!;
    expect(within(suicide).getByText('6')).toBeTruthy();
    const stroke = within(byGroup).getByText('Stroke signs').closest('tr')!;
    expect(within(stroke).getByText('0')).toBeTruthy();

    const ranged = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.pathname.endsWith('Summary') && url.searchParams.has('startDate'));
    expect(ranged.length).toBeGreaterThanOrEqual(5);
    for (const url of ranged) {
      expect(url.searchParams.get('startDate')).toBe('2024-12-27');
      expect(url.searchParams.get('endDate')).toBe('2025-03-20');
    }
    const signupCall = ranged.find((url) => url.pathname.endsWith('/user/signupReportSummary'))!;
    expect(signupCall.searchParams.get('interval')).toBe('week');
    expect(ranged.some((url) => url.pathname.endsWith('/statistics/assistantEscalationSummary'))).toBe(true);
    const groupingOf = (path: string) =>
      ranged.find((url) => url.pathname.endsWith(path))?.searchParams.get('groupBy');
    expect(groupingOf('/donationRequest/donationRequestTypeSummary')).toBe('status');
    expect(groupingOf('/donationRequest/donationRequestSourceSummary')).toBe('creatorType');
    expect(screen.getByLabelText<HTMLInputElement>(/^From/).value).toBe(displayDay('2024-12-27'));
    expect(screen.getByLabelText<HTMLInputElement>(/^To/).value).toBe('20-Mar-2025');
  });

  it('names facility statuses, gives the donut a legend and lets a keyboard scroll the tables', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockStatistics();
    renderPage(<StatisticsPage />);

    const statuses = await screen.findByRole('table', { name: 'Facilities by status' });
    expect(within(statuses).getByText('Verified')).toBeTruthy();
    expect(within(statuses).getByText('Awaiting verification')).toBeTruthy();
    expect(within(statuses).queryByText(/\(1\)/)).toBeNull();

    // The legend belongs to the drawing, which screen readers skip for the tables.
    const legend = screen.getByRole('list', { hidden: true });
    const clinic = within(legend).getByText('Clinic').closest('li')!;
    expect(within(clinic).getByText('1,500')).toBeTruthy();

    for (const name of ['Facilities by status', 'Sign-ups by role']) {
      expect(screen.getByRole('region', { name }).getAttribute('tabindex')).toBe('0');
    }
  });

  it('asks again for a new range and by month, and asks nothing for a reversed range', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockStatistics();
    renderPage(<StatisticsPage />);
    await screen.findByRole('table', { name: 'Sign-ups by role' });

    expect(typeDay(/^From/, '2025-01-06').value).toBe('06-Jan-2025');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) =>
            url.pathname.endsWith('/statistics/activitySummary') &&
            url.searchParams.get('startDate') === '2025-01-06',
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByText('Month'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) =>
            url.pathname.endsWith('/user/signupReportSummary') &&
            url.searchParams.get('interval') === 'month',
        ),
      ).toBe(true),
    );

    const asked = fetchMock.mock.calls.length;
    expect(typeDay(/^To/, '01-Jan-2025').value).toBe('01-Jan-2025');
    expect(await screen.findByText(STATISTICS_MESSAGES.dateRangeInvalid)).toBeTruthy();
    expect(screen.getAllByText('Choose a valid date range to see these numbers.').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.length).toBe(asked);

    typeDay(/^From/, '2010-01-01');
    expect(await screen.findByText(STATISTICS_MESSAGES.dateRangeTooLong)).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('says so when there is nothing to count', async () => {
    sessionStore.signIn(makeUser(['superAdmin']));
    mockApi(({ path }) =>
      ok(
        path === '/user/signupReportSummary'
          ? { ...(ANSWERS[path] as object), periods: [{ period: '2025-03-17', byRole: {} }], bySource: [] }
          : path === '/statistics/activitySummary'
            ? {
                ...(ANSWERS[path] as object),
                weeks: [{ week: '2025-03-17', appointments: 0, prescriptions: 0 }],
              }
            : path === '/statistics/assistantEscalationSummary'
              ? {
                  ...(ANSWERS[path] as object),
                  total: 0,
                  byGroup: TRIAGE_GROUPS.map((group) => ({ group, count: 0 })),
                }
              : ANSWERS[path],
      ),
    );
    renderPage(<StatisticsPage />);
    expect((await screen.findAllByText('Nobody signed up in these days.')).length).toBe(2);
    expect(
      screen.getByText('No appointments were booked and no prescriptions written in these days.'),
    ).toBeTruthy();
    expect(await screen.findByText('The assistant escalated no emergencies in these days.')).toBeTruthy();
  });
});
