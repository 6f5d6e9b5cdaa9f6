import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as i18n from '../lib/i18n';
import { switchLocale } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../test/utils';
import { LanguageSwitch } from './LanguageSwitch';

// Switching reloads the page, which jsdom cannot: the reload itself is what is checked.
vi.mock('../lib/i18n', async (original) => ({
  ...(await original<typeof i18n>()),
  switchLocale: vi.fn(),
}));

afterEach(() => {
  act(() => sessionStore.clear());
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('LanguageSwitch', () => {
  it('names Hindi in Hindi on an English page and switches a visitor without calling the server', async () => {
    const fetchMock = mockApi(() => ok(null));
    renderPage(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(switchLocale).toHaveBeenCalledWith('hi');
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('saves a signed-in person’s language on their account before the page switches, so e-mails follow', async () => {
    act(() => sessionStore.signIn(makeUser(['patient'])));
    const fetchMock = mockApi(() => ok(makeUser(['patient'], { locale: 'hi' })));
    renderPage(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
    expect(apiCalls(fetchMock)).toEqual([{ path: '/user/u-1', method: 'PUT', body: { locale: 'hi' } }]);
  });

  it('still switches the page when the account cannot be reached', async () => {
    act(() => sessionStore.signIn(makeUser(['patient'])));
    mockApi(() => ({ status: 503, body: { status: 'error', statusCode: 503, message: 'Down' } }));
    renderPage(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
  });
});
