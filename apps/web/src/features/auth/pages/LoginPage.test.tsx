import { MESSAGES, OIDC_MESSAGES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { resetOutsideSignInProvider } from '../outsideSignIn';
import { LoginPage } from './LoginPage';

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/otp-validation', element: <ShowLocation /> },
    ],
    path,
  );
}

const accountInput = () => screen.getByLabelText(/E-mail or phone number/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const loginButton = () => screen.getByRole('button', { name: 'Login' });
/** The form, whose alert (above the fields) is not the toasts'. */
const form = () => within(accountInput().closest('form')!);

/** The error text shown beside an input (what its aria-describedby points at). */
function errorBeside(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The calls the form made: all but the one asking whether the outside sign-in is offered. */
const formCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.path !== '/oidc/config');

function failure(statusCode: number, message: string, errors: { path: string; message: string }[] = []) {
  return { status: statusCode, body: { status: 'error', statusCode, message, errors } };
}

afterEach(() => {
  resetOutsideSignInProvider();
  sessionStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows no errors before the first submit, then the schema messages, focusing the account field', async () => {
    const fetchMock = mockApi(() => ok(null));
    renderLogin();
    await userEvent.type(accountInput(), 'a');
    await userEvent.clear(accountInput());
    expect(screen.queryByText(MESSAGES.accountRequired)).toBeNull();

    await userEvent.click(loginButton());

    expect(await screen.findByText(MESSAGES.accountRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(errorBeside(accountInput())).toContain(MESSAGES.accountRequired);
    expect(errorBeside(passwordInput())).toContain(MESSAGES.passwordRequired);
    expect(document.activeElement).toBe(accountInput());
    // The only call is the one asking whether the outside sign-in is offered.
    expect(apiCalls(fetchMock).map((call) => call.path)).not.toContain('/login');
  });

  it('checks each field again as it changes after a failed submit, and focuses the first still invalid', async () => {
    mockApi(() => ok(null));
    renderLogin();
    await userEvent.click(loginButton());
    expect(await screen.findByText(MESSAGES.accountRequired)).toBeTruthy();

    await userEvent.type(accountInput(), 'asha@example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.accountRequired)).toBeNull());
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();

    // Emptied again, the account's message comes back without a submit.
    await userEvent.clear(accountInput());
    expect(await screen.findByText(MESSAGES.accountRequired)).toBeTruthy();
    await userEvent.type(accountInput(), 'asha@example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.accountRequired)).toBeNull());

    await userEvent.click(loginButton());
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()));
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();

    await userEvent.type(passwordInput(), 'S');
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordRequired)).toBeNull());
  });

  it('signs in with the trimmed account and goes home', async () => {
    const user = makeUser(['patient']);
    const fetchMock = mockApi(({ path }) =>
      path === '/login' ? ok(user, 'Signed in successfully') : ok(null),
    );
    const { router } = renderLogin();
    await userEvent.type(accountInput(), '  asha@example.com ');
    await userEvent.type(passwordInput(), 'Secret@1');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(loginButton());

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Signed in successfully')).toBeTruthy();
    expect(sessionStore.get()?._id).toBe(user._id);
    expect(formCalls(fetchMock)).toEqual([
      {
        path: '/login',
        method: 'POST',
        body: { account: 'asha@example.com', password: 'Secret@1', rememberMe: true },
      },
    ]);
  });

  it('starts from the account in ?account=', () => {
    mockApi(() => ok(null));
    renderLogin('/login?account=asha%40example.com');
    expect((accountInput() as HTMLInputElement).value).toBe('asha@example.com');
  });

  it("puts the server's field errors beside their fields and the others above the form", async () => {
    mockApi(() =>
      failure(400, 'Invalid credentials', [{ path: 'password', message: 'The password is incorrect.' }]),
    );
    renderLogin();
    await userEvent.type(accountInput(), 'asha@example.com');
    await userEvent.type(passwordInput(), 'Wrong@1');
    await userEvent.click(loginButton());

    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(errorBeside(passwordInput())).toContain('The password is incorrect.');
    expect(document.activeElement).toBe(passwordInput());
    expect(form().queryByRole('alert')).toBeNull();

    // Editing the field checks it again, which clears the server's error.
    await userEvent.type(passwordInput(), '2');
    await waitFor(() => expect(screen.queryByText('The password is incorrect.')).toBeNull());

    vi.unstubAllGlobals();
    mockApi(() => failure(401, 'Invalid e-mail/phone or password.'));
    await userEvent.click(loginButton());
    expect((await form().findByRole('alert')).textContent).toContain('Invalid e-mail/phone or password.');
  });

  it('sends an unverified account to /otp-validation with its e-mail', async () => {
    mockApi(() => failure(403, 'Please verify your e-mail address to continue.'));
    renderLogin();
    await userEvent.type(accountInput(), 'Asha@Example.com');
    await userEvent.type(passwordInput(), 'Secret@1');
    await userEvent.click(loginButton());

    expect((await screen.findByTestId('location')).textContent).toBe(
      `/otp-validation?email=${encodeURIComponent('asha@example.com')}`,
    );
    expect(await screen.findByText('Please verify your e-mail address to continue.')).toBeTruthy();
  });

  it('shows the Login button loading while the sign-in is under way', async () => {
    const user = makeUser(['patient']);
    const fetchMock = mockApi(() => ok(user, 'Signed in successfully'));
    let answer: (response: Response) => void = () => undefined;
    renderLogin();
    // The screen first asks whether the outside sign-in is offered; the sign-in is the next call.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.type(accountInput(), 'asha@example.com');
    await userEvent.type(passwordInput(), 'Secret@1');
    expect((loginButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(loginButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((loginButton() as HTMLButtonElement).disabled).toBe(true);
    expect(loginButton().getAttribute('data-loading')).toBe('true');

    const { body } = ok(user, 'Signed in successfully');
    answer(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it("offers 'Continue with <provider>' when the outside sign-in is on, going to the API's start with the redirect", async () => {
    mockApi(({ path }) =>
      path === '/oidc/config' ? ok({ enabled: true, providerName: 'Google' }) : ok(null),
    );
    renderLogin('/login?redirect=%2Fprofile');
    const link = await screen.findByRole('link', { name: OIDC_MESSAGES.continueWith('Google') });
    expect(link.getAttribute('href')).toBe('/api/v1/oidc/start?returnTo=%2Fprofile');
  });

  it('shows no outside sign-in button when it is off', async () => {
    const fetchMock = mockApi(({ path }) =>
      path === '/oidc/config' ? ok({ enabled: false, providerName: null }) : ok(null),
    );
    renderLogin();
    await waitFor(() => expect(apiCalls(fetchMock).map((call) => call.path)).toContain('/oidc/config'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });
});
