import { DONATION_MESSAGES, type DonationDto, type PublicDonationDto } from '@carenet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderPage, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { PublicProfilePage } from './PublicProfilePage';
import { makeFundraiser } from '../../test/requestFixtures';
import { donationsPage } from '../../features/donations/test/fixtures';
import { DonationsSection } from '../../features/donations/components/DonationsSection';

function publicDonation(overrides: Partial<PublicDonationDto> = {}): PublicDonationDto {
  return {
    _id: 'd-1',
    donorName: 'Anonymous',
    donorId: null,
    amount: 50000,
    currency: 'inr',
    status: 'pledged',
    message: null,
    createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Donations section of a request', () => {
  it('shows what was raised, the pledges apart, and the recent donations', async () => {
    const request = makeFundraiser();
    mockApi(() =>
      donationsPage(
        [
          publicDonation({
            _id: 'd-2',
            donorName: 'Asha Rao',
            donorId: 'u-1',
            status: 'paid',
            amount: 75000,
            message: 'Stay strong',
          }),
          publicDonation(),
        ],
        [{ currency: 'inr', paid: 100000, pledged: 50000, count: 3 }],
      ),
    );
    renderPage(<DonationsSection request={request} />);

    expect(await screen.findByText('1,000.00 INR')).toBeTruthy();
    expect(screen.getByText('raised')).toBeTruthy();
    expect(screen.getByText('500.00 INR pledged, not paid yet')).toBeTruthy();
    expect(screen.getByText('3 donations')).toBeTruthy();
    expect(screen.getByText('750.00 INR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/user/u-1');
    expect(screen.getByText('“Stay strong”')).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.getByText('Pledge')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });

  it('invites the first donation, and thanks a donor back from the checkout', async () => {
    mockApi(() => donationsPage([]));
    renderPage(
      <DonationsSection request={makeFundraiser()} />,
      '/donationRequest/x?donation=d-1&payment=success',
    );
    expect(await screen.findByText('No donations yet. Be the first to give.')).toBeTruthy();
    expect(screen.getByText(DONATION_MESSAGES.paymentReturnSucceeded)).toBeTruthy();
  });

  it('stays out of the way on a request closed to donations with none', async () => {
    const fetchMock = mockApi(() => donationsPage([]));
    const { container } = renderPage(<DonationsSection request={makeFundraiser({ status: 2 })} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('My donations, on one’s own profile', () => {
  const me = makeUser(['patient'], { _id: 'u-me' });
  const mine: DonationDto = {
    _id: 'd-9',
    requestId: 'r-9',
    request: { _id: 'r-9', title: 'Dialysis for Gopal', name: 'dialysis-for-gopal' },
    donorId: 'u-me',
    guestName: null,
    guestEmail: null,
    amount: 250000,
    currency: 'inr',
    message: null,
    anonymous: false,
    status: 'pledged',
    driver: 'offline',
    createdAt: '2025-03-05T09:30:00.000Z',
    paidAt: null,
  };

  function show(viewer: typeof me | null) {
    if (viewer) sessionStore.signIn(viewer);
    const fetchMock = mockApi(({ path }) =>
      path === '/user/u-me/donations'
        ? {
            body: {
              status: 'success',
              statusCode: 200,
              message: 'Success',
              data: [mine],
              totalCountOfRecords: 1,
            },
          }
        : ok({ ...me, token_detail: undefined }),
    );
    renderRoutes([{ path: '/user/:id', element: <PublicProfilePage /> }], '/user/u-me');
    return fetchMock;
  }

  it('lists the donor’s donations with their state', async () => {
    show(me);
    expect(await screen.findByRole('heading', { name: 'My donations' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Dialysis for Gopal' })).getAttribute('href')).toBe(
      '/donationRequest/dialysis-for-gopal',
    );
    expect(screen.getByText('2,500.00 INR')).toBeTruthy();
    expect(screen.getByText('Pledge (not paid)')).toBeTruthy();
  });

  it('is not shown on someone else’s profile', async () => {
    const fetchMock = show(null);
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My donations' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.pathname.endsWith('/donations'))).toBe(false);
  });
});
