import { ACCOUNT_MESSAGES, type PaymentAccountDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { AccountPage } from './AccountPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const notFound = { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };

const account: PaymentAccountDto = {
  _id: 'pa-1',
  userId: 'u-1',
  country: 'IN',
  accountHolderName: 'Dr Asha Rao',
  bankName: 'State Bank of India',
  accountNumberMasked: '••••9012',
  ifscCode: 'SBIN0001234',
  routingNumber: null,
  isDefault: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const open = () =>
  renderRoutes(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/account',
  );

describe('AccountPage', () => {
  it('leaves payment accounts and linked sign-in accounts out for someone who has none', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(({ path }) => (path.endsWith('/identities') ? ok([]) : notFound));
    open();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payment accounts' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Linked sign-in accounts' })).toBeNull();
    expect(apiCalls(fetchMock)).toEqual([
      { path: '/user/u-1/payment/account', method: 'GET', body: undefined },
      { path: '/user/u-1/identities', method: 'GET', body: undefined },
    ]);
  });

  it('shows a doctor’s payment accounts masked and adds one, checking the IFSC code first', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ method, path }) =>
      method === 'POST'
        ? ok({ ...account, _id: 'pa-2' }, ACCOUNT_MESSAGES.paymentAccountSaved, 201)
        : ok(path.endsWith('/identities') ? [] : [account]),
    );
    open();
    expect(await screen.findByText('Dr Asha Rao')).toBeTruthy();
    expect(screen.getByText('State Bank of India · ••••9012')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add payment account' }));
    await userEvent.type(await screen.findByLabelText(/Account holder's name/), 'Dr Asha Rao');
    await userEvent.type(screen.getByLabelText(/Account number/), '123456789012');
    await userEvent.type(screen.getByLabelText(/IFSC code/), 'SBIN1001234');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.ifscInvalid)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/IFSC code/));
    await userEvent.type(screen.getByLabelText(/IFSC code/), 'sbin0001234');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
        path: '/user/u-1/payment/account',
        method: 'POST',
        body: expect.objectContaining({
          accountNumber: '123456789012',
          ifscCode: 'SBIN0001234',
          country: 'IN',
        }),
      }),
    );
  });

  it('downloads the archive as the server names it, and shows why when it cannot', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    let exportAnswer: Response = new Response(new Blob(['zip']), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="carenet-data-2025-06-01.zip"',
      },
    });
    const fetchMock = vi.fn(async (input: URL, _init?: RequestInit) =>
      input.pathname.endsWith('/export')
        ? exportAnswer
        : new Response(JSON.stringify(notFound.body), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toEqual(['carenet-data-2025-06-01.zip']));
    const exportCall = fetchMock.mock.calls.find(([input]) => input.pathname.endsWith('/export'));
    expect(exportCall?.[0].pathname).toBe('/api/v1/user/u-1/export');
    expect(exportCall?.[1]?.headers).toMatchObject({ authorization: 'Bearer test-token' });

    exportAnswer = new Response(
      JSON.stringify({ status: 'error', statusCode: 500, message: 'The archive could not be made' }),
      {
        status: 500,
        headers: { 'content-type': 'application/json' },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('The archive could not be made')).toBeTruthy();
    click.mockRestore();
  });

  it('signs the person out and leaves once the account is deleted', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(({ path }) =>
      path === '/disband/user' ? ok(null, ACCOUNT_MESSAGES.erased) : notFound,
    );
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'Test@1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(apiCalls(fetchMock).map((c) => c.path)).toContain('/disband/user'));
    expect(await screen.findByText('Home page', {}, { timeout: 5000 })).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByText(ACCOUNT_MESSAGES.erased)).toBeTruthy();
  });
});
