import { notifications } from '@mantine/notifications';
import { DONATION_MESSAGES } from '@carenet/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../test/utils';
import { LoginPage } from '../../features/auth/pages/LoginPage';
import { sessionStore } from '../../lib/session';
import { RequestDetailPage } from './RequestDetailPage';
import { makeFundraiser, requestAbilities } from '../../test/requestFixtures';
import { goToCheckout } from '../../features/donations/checkout';
import { donationApi } from '../../features/donations/test/fixtures';
import { DonateButton } from '../../features/donations/components/DonateButton';

vi.mock('../../features/donations/checkout', () => ({ goToCheckout: vi.fn() }));
// Dialogs of Mantine inputs driven by user-event: on a busy machine jsdom needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const donor = makeUser(['patient'], { _id: 'u-donor' });
/** A request open to donations, as the API sends it to anyone but its creator. */
const giving = requestAbilities({ donate: true });

afterEach(() => {
  act(() => notifications.clean());
  sessionStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Donate button', () => {
  it('shows when the API lets the viewer donate, whoever they are, and not otherwise', () => {
    sessionStore.signIn(donor);
    for (const request of [
      makeFundraiser({ abilities: giving }),
      // Whether one's own request takes one's donation is the API's call, not the screen's.
      makeFundraiser({ user_info: { ...makeFundraiser().user_info, _id: 'u-donor' }, abilities: giving }),
    ]) {
      const view = renderPage(<DonateButton request={request} />);
      expect(screen.getByRole('button', { name: 'Donate' })).toBeTruthy();
      view.unmount();
    }
    for (const request of [makeFundraiser(), makeFundraiser({ units: 'xyz', abilities: giving })]) {
      const view = renderPage(<DonateButton request={request} />);
      expect(screen.queryByRole('button', { name: 'Donate' })).toBeNull();
      view.unmount();
    }
  });
});

describe('Donate, signed out (docs/screens-and-flows.md#flows Donate prompt, §4 Donate)', () => {
  it('offers the two SPEC options', async () => {
    renderPage(<DonateButton request={makeFundraiser({ abilities: giving })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));

    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getByText(DONATION_MESSAGES.notLoggedInPrompt)).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: DONATION_MESSAGES.donateAsGuest })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: DONATION_MESSAGES.loginToDonate })).toBeTruthy();
  });

  it("'Donate as a Guest' goes to /publicPayment with the upper-cased currency", async () => {
    const request = makeFundraiser({ units: 'usd', abilities: giving });
    const { router } = renderRoutes([
      { path: '/', element: <DonateButton request={request} /> },
      { path: '/publicPayment', element: <p>Guest donation page</p> },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    await userEvent.click(await screen.findByRole('button', { name: DONATION_MESSAGES.donateAsGuest }));

    expect(await screen.findByText('Guest donation page')).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      `/publicPayment?donationfor=donationRequest&donationid=${request._id}&currency=USD`,
    );
  });

  it("'Login/Signup to donate' stores the redirect and the flag, and after login opens the form on the request", async () => {
    const request = makeFundraiser({ units: 'inr', abilities: giving });
    mockApi((call) =>
      call.path === '/login' ? ok(donor, 'Logged in successfully') : donationApi(request)(call),
    );
    const { router } = renderRoutes([
      { path: '/', element: <DonateButton request={request} /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/donationRequest/:id', element: <RequestDetailPage /> },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    await userEvent.click(await screen.findByRole('button', { name: DONATION_MESSAGES.loginToDonate }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('redirectAfterLogin')).toBe(`/donationRequest/${request._id}`);
    expect(localStorage.getItem('donateClicked')).toBe(request._id);

    await userEvent.type(screen.getByLabelText(/E-mail or phone number/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/donationRequest/${request._id}`));
    const form = await screen.findByRole('dialog', { name: 'Donate' });
    expect(within(form).getByLabelText(/Amount \(INR\)/)).toBeTruthy();
    // Used once: a later visit does not open the form again.
    expect(localStorage.getItem('donateClicked')).toBeNull();
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});

describe('Donate, signed in', () => {
  it('opens the form, checks the amount, and records an offline pledge labelled as a pledge', async () => {
    sessionStore.signIn(donor);
    const request = makeFundraiser({ units: 'inr', abilities: giving });
    const fetchMock = mockApi(donationApi(request));
    renderPage(<DonateButton request={request} />);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const form = await screen.findByRole('dialog', { name: 'Donate' });
    expect(await within(form).findByText(DONATION_MESSAGES.offlinePledgeNotice)).toBeTruthy();
    // A signed-in donor's name comes from their profile.
    expect(within(form).queryByLabelText(/Your name/)).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Record my pledge' }));
    expect(await within(form).findByText(DONATION_MESSAGES.amountRequired)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Amount/), '0.10');
    await userEvent.click(within(form).getByRole('button', { name: 'Record my pledge' }));
    expect(await within(form).findByText(DONATION_MESSAGES.amountTooSmall('0.50 INR'))).toBeTruthy();

    await userEvent.clear(within(form).getByLabelText(/Amount/));
    await userEvent.type(within(form).getByLabelText(/Amount/), '1250.50');
    await userEvent.type(within(form).getByLabelText('Message'), 'Get well soon');
    await userEvent.click(within(form).getByRole('button', { name: 'Record my pledge' }));

    expect(await within(form).findByText(DONATION_MESSAGES.pledgeRecorded)).toBeTruthy();
    expect(within(form).getByText('Pledge (not paid)')).toBeTruthy();
    expect(within(form).getByText('1,250.50 INR')).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post).toEqual({
      path: `/donationRequest/${request._id}/donations`,
      method: 'POST',
      body: { amount: 125050, currency: 'inr', message: 'Get well soon', anonymous: false },
    });
  });

  it('sends the donor to the Stripe checkout the API returns', async () => {
    sessionStore.signIn(donor);
    const request = makeFundraiser({ units: 'usd', abilities: giving });
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';
    mockApi(donationApi(request, { driver: 'stripe', checkoutUrl }));
    renderPage(<DonateButton request={request} />);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const form = await screen.findByRole('dialog', { name: 'Donate' });
    await userEvent.type(within(form).getByLabelText(/Amount \(USD\)/), '25');
    await userEvent.click(await within(form).findByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
    expect(within(form).getByText(DONATION_MESSAGES.checkoutStarted)).toBeTruthy();
    expect(within(form).queryByText(DONATION_MESSAGES.pledgeRecorded)).toBeNull();
  });
});
