import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DONATION_LEDGER_MESSAGES,
  type DonationLedgerEntryDto,
  type DonationLedgerRecipientDto,
  type DonationLedgerTotalDto,
} from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, queriesTo, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { donationRoutes } from '../routes';
import { DonationLedgerPage } from './DonationLedgerPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WARD_FUND: DonationLedgerRecipientDto = {
  kind: 'request',
  _id: '0190a000-0000-7000-8000-000000000001',
  title: 'Ward fund',
  name: 'ward-fund',
};
const FEST: DonationLedgerRecipientDto = {
  kind: 'event',
  _id: '0190a000-0000-7000-8000-000000000002',
  title: 'Hospital Health Fest',
  name: 'health-fest',
};

const gift = (overrides: Partial<DonationLedgerEntryDto>): DonationLedgerEntryDto => ({
  _id: crypto.randomUUID(),
  recipient: WARD_FUND,
  donor: { userId: null, name: 'Asha Guest', email: 'asha@example.com', guest: true },
  amount: 125_000,
  currency: 'inr',
  status: 'pledged',
  driver: 'offline',
  providerPaymentId: null,
  createdAt: '2026-03-05T14:30:00.000Z',
  paidAt: null,
  ...overrides,
});

const PLEDGE = gift({});
const PAID = gift({
  recipient: FEST,
  donor: { userId: 'u-1', name: 'Lata Rao', email: 'lata@example.com', guest: false },
  amount: 50_000,
  status: 'paid',
  driver: 'stripe',
  providerPaymentId: 'pi_3Nq',
  paidAt: '2026-03-06T09:00:00.000Z',
});
const REFUND = gift({
  donor: { userId: null, name: null, email: null, guest: false },
  status: 'refunded',
  currency: 'usd',
  amount: 3_000,
});

const TOTALS: DonationLedgerTotalDto[] = [
  { currency: 'inr', status: 'pledged', amount: 125_000, count: 1 },
  { currency: 'inr', status: 'paid', amount: 50_000, count: 1 },
  { currency: 'usd', status: 'refunded', amount: 3_000, count: 1 },
];

const ledgerAnswer = (data: DonationLedgerEntryDto[], total: number, totals: DonationLedgerTotalDto[]) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data, totalCountOfRecords: total, totals },
});
const recipientsAnswer = {
  body: { status: 'success', statusCode: 200, message: 'Success', data: [WARD_FUND, FEST] },
};

/** Answers the recipients list, and the ledger with `ledger`. */
const mockLedger = (ledger: () => { status?: number; body: Record<string, unknown> }) =>
  mockApi(({ path }) => (path === '/donations/ledger/recipients' ? recipientsAnswer : ledger()));

function typeDay(label: string, value: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

const asked = (fetchMock: ReturnType<typeof mockApi>, check: (query: Record<string, string>) => boolean) =>
  queriesTo(fetchMock, '/donations/ledger').some(check);

describe('DonationLedgerPage', () => {
  it.each([['patient'], ['doctor'], ['facilities']])(
    'refuses a %s and asks the API nothing',
    async (role) => {
      sessionStore.signIn(makeUser([role]));
      const fetchMock = mockLedger(() => ledgerAnswer([], 0, []));
      renderRoutes(donationRoutes, '/admin/donationLedger');
      expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
      expect(apiCalls(fetchMock)).toEqual([]);
    },
  );

  it('shows it is loading, then each gift with its donor, recipient and state, and the totals per currency', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockLedger(() => ledgerAnswer([PAID, PLEDGE, REFUND], 3, TOTALS));
    renderPage(<DonationLedgerPage />);
    expect(screen.getByLabelText('Loading the donation ledger')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Donations' });
    const paidRow = within(table).getByText('Lata Rao').closest('tr')!;
    expect(within(paidRow).getByText('lata@example.com')).toBeTruthy();
    expect(within(paidRow).getByRole('link', { name: 'Hospital Health Fest' }).getAttribute('href')).toBe(
      '/event/health-fest',
    );
    expect(within(paidRow).getByText('500.00 INR')).toBeTruthy();
    expect(within(paidRow).getByText('Paid')).toBeTruthy();
    expect(within(paidRow).getByText('pi_3Nq')).toBeTruthy();
    const pledgeRow = within(table).getByText('Asha Guest').closest('tr')!;
    expect(within(pledgeRow).getByText('Guest')).toBeTruthy();
    expect(within(pledgeRow).getByText('Pledge (not paid)')).toBeTruthy();
    expect(within(pledgeRow).getByText('Offline pledge')).toBeTruthy();
    expect(within(pledgeRow).getByRole('link', { name: 'Ward fund' }).getAttribute('href')).toBe(
      '/donationRequest/ward-fund',
    );
    expect(within(table).getByText('Deleted account')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Donations' }).getAttribute('tabindex')).toBe('0');

    const inr = screen.getByRole('article', { name: 'INR' });
    expect(within(inr).getByText('1,250.00 INR')).toBeTruthy();
    expect(within(inr).getAllByText('1 donation')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'USD' })).getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3 donations')).toBeTruthy();
  });

  it('says when there are no donations at all, and when none match the filters', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockLedger(() => ledgerAnswer([], 0, []));
    renderPage(<DonationLedgerPage />);
    expect(
      await screen.findByText(
        'No donations yet. Gifts to requests and events are listed here as they are made.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Donor' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No donations match these filters.')).toBeTruthy();
  });

  it('shows why the ledger could not be loaded, with a way to try again', async () => {
    sessionStore.signIn(makeUser(['admin']));
    mockLedger(() => ({
      status: 500,
      body: { status: 'error', statusCode: 500, message: 'Something went wrong' },
    }));
    renderPage(<DonationLedgerPage />);
    expect(await screen.findByText('We could not load the donation ledger')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends the status, recipient, donor and days chosen', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockLedger(() => ledgerAnswer([PAID, PLEDGE], 45, TOTALS));
    renderPage(<DonationLedgerPage />);
    await screen.findByRole('table', { name: 'Donations' });
    expect(asked(fetchMock, (query) => query.limit === '20' && query.offset === '0')).toBe(true);

    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Refunded', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Request or event' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hospital Health Fest', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Donor' }), { target: { value: 'lata' } });
    typeDay('From', '2026-03-01');
    typeDay('To', '2026-03-31');
    await waitFor(() =>
      expect(
        asked(
          fetchMock,
          (query) =>
            query.status === 'refunded' &&
            query.eventId === FEST._id &&
            query.requestId === undefined &&
            query.donor === 'lata' &&
            query.startDate === '2026-03-01' &&
            query.endDate === '2026-03-31',
        ),
      ).toBe(true),
    );
  });

  it('pages through the ledger, and asks nothing for a reversed range', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockLedger(() => ledgerAnswer([PAID, PLEDGE], 45, TOTALS));
    renderPage(<DonationLedgerPage />);
    await screen.findByRole('table', { name: 'Donations' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked(fetchMock, (query) => query.offset === '20')).toBe(true));

    typeDay('From', '2026-03-01');
    const calls = fetchMock.mock.calls.length;
    typeDay('To', '2026-02-01');
    expect(await screen.findByText(DONATION_LEDGER_MESSAGES.dateRangeInvalid)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('downloads the filtered ledger as CSV', async () => {
    sessionStore.signIn(makeUser(['admin']));
    const fetchMock = mockLedger(() => ledgerAnswer([PAID], 1, TOTALS.slice(1, 2)));
    // jsdom has no object URLs; the test only needs the download to be started.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ledger'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<DonationLedgerPage />);
    await screen.findByRole('table', { name: 'Donations' });

    typeDay('From', '2026-03-01');
    await waitFor(() => expect(asked(fetchMock, (query) => query.startDate === '2026-03-01')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked(fetchMock, (query) => query.isDownload === 'true' && query.startDate === '2026-03-01')).toBe(
      true,
    );
  });
});
