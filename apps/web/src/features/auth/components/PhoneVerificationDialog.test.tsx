import { MESSAGES } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { PhoneVerificationDialog } from './PhoneVerificationDialog';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('PhoneVerificationDialog', () => {
  it('changes the number, sends a code and verifies it on the sixth digit', async () => {
    const user = makeUser(['patient'], { phone: '+919876543210', phone_verified: true });
    sessionStore.signIn(user);
    const fetchMock = mockApi(({ path }) => {
      if (path === '/change/number') return ok({ ...user, phone: '+919812345678', phone_verified: false });
      if (path === '/verifyotp') return ok({ ...user, phone: '+919812345678', phone_verified: true });
      return ok(null, MESSAGES.otpSent);
    });
    const onVerified = vi.fn();
    renderPage(<PhoneVerificationDialog opened onClose={() => undefined} onVerified={onVerified} />);

    const number = await screen.findByPlaceholderText('98765 43210');
    await userEvent.clear(number);
    await userEvent.type(number, '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const [first] = await screen.findAllByLabelText('Verification code digit');
    await userEvent.click(first);
    await userEvent.keyboard('123456');

    expect(await screen.findByText(MESSAGES.phoneVerified)).toBeTruthy();
    expect(apiCalls(fetchMock).map((call) => call.path)).toEqual([
      '/change/number',
      '/resendotp',
      '/verifyotp',
    ]);
    expect(apiCalls(fetchMock)[1].body).toEqual({ phone: '+919812345678', type: 'phone' });
    expect(apiCalls(fetchMock)[2].body).toEqual({ otp: '123456', phone: '+919812345678', type: 'phone' });
    expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ phone_verified: true }));
    expect(sessionStore.get()?.phone_verified).toBe(true);
  });

  it('refuses an invalid number', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok(null));
    renderPage(<PhoneVerificationDialog opened onClose={() => undefined} onVerified={() => undefined} />);
    await userEvent.type(await screen.findByPlaceholderText('98765 43210'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.enterValidPhone)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('treats "Your number is already verified" as verified', async () => {
    const user = makeUser(['patient'], { phone: '+919876543210', phone_verified: false });
    sessionStore.signIn(user);
    mockApi(({ path }) =>
      path === '/resendotp'
        ? {
            status: 409,
            body: {
              status: 'error',
              statusCode: 409,
              message: 'Phone Number +919876543210 is already verified. Your number is already verified',
            },
          }
        : ok({ ...user, phone_verified: true }),
    );
    const onVerified = vi.fn();
    renderPage(<PhoneVerificationDialog opened onClose={() => undefined} onVerified={onVerified} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await vi.waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ phone_verified: true })),
    );
    expect(sessionStore.get()?.phone_verified).toBe(true);
  });
});
