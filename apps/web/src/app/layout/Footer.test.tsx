import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderPage } from '../../test/utils';

/** The footer as a fresh page load has it: the server's year is asked once per load (lib/serverYear.ts). */
async function freshPage() {
  vi.resetModules();
  const { Footer } = await import('./Footer');
  const { sessionStore } = await import('../../lib/session');
  return { Footer, sessionStore };
}

beforeEach(() => {
  // Only the clock: the device thinks it is 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it("prints the server's year in the copyright, asked once and without the bearer token", async () => {
    const { Footer, sessionStore } = await freshPage();
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(({ path }) =>
      path === '/currentTime' ? ok({ currentTime: '2031-01-01T00:00:05.000Z', year: 2031 }) : ok(null),
    );
    renderPage(<Footer />);
    expect(await screen.findByText('© 2031 CareNet. All rights reserved.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe('/api/v1/currentTime');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it("keeps the device's year when the server cannot be asked", async () => {
    const fetchMock = mockApi(() => ({
      status: 503,
      body: { status: 'error', statusCode: 503, message: 'Down' },
    }));
    const { Footer } = await freshPage();
    renderPage(<Footer />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('© 2025 CareNet. All rights reserved.')).toBeTruthy();
  });
});
