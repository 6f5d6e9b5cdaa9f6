import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok } from '../test/utils';
import { refreshSession } from './refreshSession';
import { sessionStore } from './session';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('refreshSession', () => {
  it('reads GET /session and stores what the user may do now', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    // An administrator verified them and gave them the facilities role meanwhile.
    const { token_detail: _token, ...now } = makeUser(['doctor', 'facilities']);
    const fetchMock = mockApi(() => ok(now));

    refreshSession('u-1');

    await waitFor(() => expect(sessionStore.get()?.abilities.submitFacilityVerification).toBe(true));
    expect(apiCalls(fetchMock)).toEqual([{ path: '/session', method: 'GET', body: undefined }]);
    expect(sessionStore.get()?.roles).toEqual(['doctor', 'facilities']);
  });

  it('keeps the stored user when the session is someone else’s', async () => {
    const stored = makeUser(['doctor']);
    sessionStore.signIn(stored);
    const fetchMock = mockApi(() => ok({ ...makeUser(['admin'], { _id: 'u-2' }), token_detail: undefined }));

    refreshSession('u-1');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.get()?.abilities).toEqual(stored.abilities);
  });
});
