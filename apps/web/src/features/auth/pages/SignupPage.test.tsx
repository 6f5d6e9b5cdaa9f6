import { MESSAGES, PASSWORD_RULES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderPage } from '../../../test/utils';
import { SignupPage } from './SignupPage';

afterEach(() => vi.unstubAllGlobals());

describe('SignupPage', () => {
  it('shows every password rule and ticks each one the password meets', async () => {
    mockApi(() => ok({ exists: false }));
    renderPage(<SignupPage />, '/signup');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    for (const rule of PASSWORD_RULES.slice(1)) expect(within(rules).getByText(rule.message)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'ab1');
    const met = (message: string) => within(rules).getByText(message).closest('[data-met]') !== null;
    expect(met(MESSAGES.passwordLetter)).toBe(true);
    expect(met(MESSAGES.passwordDigit)).toBe(true);
    expect(met(MESSAGES.passwordCapital)).toBe(false);
    expect(met(MESSAGES.passwordSpecial)).toBe(false);
    expect(met(MESSAGES.passwordLength)).toBe(false);
  });

  it('names the broken rules and asks to fix the errors when submitted', async () => {
    mockApi(() => ok({ exists: false }));
    renderPage(<SignupPage />, '/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // The first broken rule shows beside the field, besides its line in the checklist.
    expect(screen.getAllByText(MESSAGES.passwordCapital)).toHaveLength(2);
  });

  it('starts a sign-up when opened and says the e-mail is taken after the debounced account check', async () => {
    const fetchMock = mockApi(({ path, body }) =>
      path === '/checkAccount'
        ? ok({ exists: (body as { account: string }).account === 'taken@example.com' })
        : ok(null),
    );
    renderPage(<SignupPage />, '/signup');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'taken@example.com');
    expect(await screen.findByText(MESSAGES.emailTaken, undefined, { timeout: 3000 })).toBeTruthy();
    const calls = apiCalls(fetchMock).filter((call) => call.path !== '/oidc/config');
    // The sign-up first (its cookie lets the server answer), then one check: typed letter by letter,
    // yet asked once, as the check waits for the 600 ms pause.
    expect(calls.map((call) => call.path)).toEqual(['/signup/start', '/checkAccount']);
  });

  it('starts another sign-up, once, when the server no longer knows the one the form started', async () => {
    let started = 0;
    const fetchMock = mockApi(({ path }) => {
      if (path === '/signup/start') {
        started++;
        return ok({ expiresAt: '2099-01-01T00:00:00.000Z' });
      }
      if (path === '/checkAccount' && started < 2)
        return {
          status: 403,
          body: { status: 'error', statusCode: 403, message: MESSAGES.signupCheckRefused },
        };
      return ok({ exists: false });
    });
    renderPage(<SignupPage />, '/signup');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'new.person@example.com');
    expect(await screen.findByLabelText('Available', undefined, { timeout: 3000 })).toBeTruthy();
    expect(
      apiCalls(fetchMock)
        .filter((call) => call.path !== '/oidc/config')
        .map((call) => call.path),
    ).toEqual(['/signup/start', '/checkAccount', '/signup/start', '/checkAccount']);
    expect(screen.queryByText(MESSAGES.errorValidatingEmail)).toBeNull();
  });

  it('signs up through an invitation: the invited address filled in, the referral code sent', async () => {
    const fetchMock = mockApi(({ path }) =>
      path === '/register' ? ok(null, MESSAGES.registered, 201) : ok({ exists: false }),
    );
    const { router } = renderPage(
      <SignupPage />,
      '/signup?referralCode=AbCdEf2345&email=new.doctor%40example.com',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('new.doctor@example.com');
    await userEvent.type(screen.getByLabelText('First name', { exact: false }), 'Farah');
    await userEvent.type(screen.getByLabelText('Last name', { exact: false }), 'Khan');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Doctor@2026');
    await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Doctor@2026');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.path === '/register')?.body).toMatchObject({
        email: 'new.doctor@example.com',
        referral_code: 'AbCdEf2345',
      }),
    );
    // The answer names no account: the code page goes by the address alone.
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-validation'));
    expect(router.state.location.search).toBe('?email=new.doctor%40example.com');
  });
});
