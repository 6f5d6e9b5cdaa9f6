import { MESSAGES, ONBOARDING_MESSAGES } from '@carenet/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderRoutes } from '../../../test/utils';
import { SetPasswordPage } from './SetPasswordPage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = '3f1c2a9e-0000-4000-8000-000000000001.secret';
const open = (hash: string) =>
  renderRoutes(
    [
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/set-password${hash}`,
  );

async function choose(password: string) {
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('/set-password', () => {
  it("sends the link's token with the chosen password, then goes to login", async () => {
    const fetchMock = mockApi(() => ok(null, ONBOARDING_MESSAGES.passwordSet));
    open(`#${TOKEN}`);
    await choose('Chosen@2024');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(await screen.findByText(ONBOARDING_MESSAGES.passwordSet)).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([
      { path: '/user/setPassword', method: 'POST', body: { token: TOKEN, password: 'Chosen@2024' } },
    ]);
  });

  it('shows why a link cannot be used', async () => {
    mockApi(() => ({
      status: 400,
      body: { status: 'error', statusCode: 400, message: ONBOARDING_MESSAGES.setupLinkExpired },
    }));
    open(`#${TOKEN}`);
    await choose('Chosen@2024');
    expect(await screen.findByText(ONBOARDING_MESSAGES.setupLinkExpired)).toBeTruthy();
  });

  it('applies the password rules before sending', async () => {
    const fetchMock = mockApi(() => ok(null));
    open(`#${TOKEN}`);
    await choose('secret');
    expect((await screen.findAllByText(MESSAGES.passwordCapital)).length).toBeGreaterThan(0);
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('says the link is not valid when it carries no token', async () => {
    open('');
    expect(screen.getByText(ONBOARDING_MESSAGES.setupLinkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
