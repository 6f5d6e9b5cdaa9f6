import { DONATION_MESSAGES } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, renderRoutes } from '../../../test/utils';
import { makeFundraiser, requestAbilities } from '../../../test/requestFixtures';
import { publicPaymentPath } from '../links';
import { donationApi } from '../test/fixtures';
import { PublicPaymentPage } from './PublicPaymentPage';

// A form of Mantine inputs driven by user-event: on a busy machine jsdom needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** A request open to donations, as the API sends it to a guest. */
const giving = requestAbilities({ donate: true });

const show = (path: string) =>
  renderRoutes([{ path: '/publicPayment', element: <PublicPaymentPage /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('/publicPayment (docs/screens-and-flows.md#routes guest donation page)', () => {
  it('shows the request and records a guest’s pledge, saying it is a pledge and not a payment', async () => {
    const request = makeFundraiser({ title: 'Knee surgery for Meena', units: 'inr', abilities: giving });
    const fetchMock = mockApi(donationApi(request));
    show(publicPaymentPath(request._id, 'inr'));

    expect(await screen.findByRole('link', { name: 'Knee surgery for Meena' })).toBeTruthy();
    expect(await screen.findByText(DONATION_MESSAGES.offlinePledgeNotice)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Amount \(INR\)/), '500');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Kiran Das');
    await userEvent.type(screen.getByLabelText(/Your e-mail/), 'Kiran@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Record my pledge' }));

    expect(await screen.findByText(DONATION_MESSAGES.pledgeRecorded)).toBeTruthy();
    expect(screen.getByText('Pledge (not paid)')).toBeTruthy();
    expect(screen.getByText('500.00 INR')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: `/donationRequest/${request._id}/donations`,
      method: 'POST',
      // A guest's name stays off the request unless they untick 'anonymous'.
      body: {
        amount: 50000,
        currency: 'inr',
        anonymous: true,
        guestName: 'Kiran Das',
        guestEmail: 'kiran@example.com',
      },
    });
  });

  it('asks a guest for their name and e-mail address', async () => {
    const request = makeFundraiser({ abilities: giving });
    const fetchMock = mockApi(donationApi(request));
    show(publicPaymentPath(request._id, 'inr'));
    await userEvent.type(await screen.findByLabelText(/Amount/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Record my pledge' }));

    expect(await screen.findByText(DONATION_MESSAGES.guestNameRequired)).toBeTruthy();
    expect(screen.getByText(DONATION_MESSAGES.guestEmailRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('donates in the request’s own currency, whatever the link says', async () => {
    const request = makeFundraiser({ units: 'usd', abilities: giving });
    mockApi(donationApi(request));
    show(`/publicPayment?donationfor=donationRequest&donationid=${request._id}&currency=EUR`);
    expect(await screen.findByLabelText(/Amount \(USD\)/)).toBeTruthy();
  });

  it('says so clearly for a missing, unknown or closed request', async () => {
    const request = makeFundraiser({ status: 2 });
    mockApi(donationApi(request));
    const { unmount } = show('/publicPayment?donationfor=donationRequest&currency=INR');
    expect(screen.getByRole('heading', { name: 'Nothing to donate to here' })).toBeTruthy();
    unmount();

    const unknown = show(publicPaymentPath('0190a6c4-0000-7000-8000-000000000000', 'inr'));
    expect(await screen.findByRole('heading', { name: 'Nothing to donate to here' })).toBeTruthy();
    unknown.unmount();

    show(publicPaymentPath(request._id, 'inr'));
    expect(await screen.findByText(DONATION_MESSAGES.notAcceptingDonations)).toBeTruthy();
    expect(screen.queryByLabelText(/Amount/)).toBeNull();
  });

  it('offers no form when the API does not let the viewer donate to an open request', async () => {
    // Its creator, for one: the request is open, but not to them.
    const request = makeFundraiser({ units: 'inr', abilities: requestAbilities({ donate: false }) });
    mockApi(donationApi(request));
    show(publicPaymentPath(request._id, 'inr'));
    expect(await screen.findByText(DONATION_MESSAGES.notAcceptingDonations)).toBeTruthy();
    expect(screen.queryByLabelText(/Amount/)).toBeNull();
  });
});
