import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/utils';
import { sessionStore } from './session';

afterEach(() => sessionStore.clear());

/** The user as GET /user/{id} answers it: the stored one without its token. */
function asRead(user: ReturnType<typeof makeUser>) {
  const { token_detail: _token, ...read } = user;
  return read;
}

describe('the stored user read again', () => {
  it('changes nothing, and re-renders nothing, when the server has the same user', () => {
    const user = makeUser(['doctor']);
    sessionStore.signIn(user);
    const stored = sessionStore.get();
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);

    sessionStore.update(asRead(user));

    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBe(stored);
    stop();
  });

  it('stores and announces what changed, keeping the token', () => {
    const user = makeUser(['doctor']);
    sessionStore.signIn(user);
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);

    sessionStore.update({ ...asRead(user), roles: ['doctor', 'volunteer'] });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()?.roles).toEqual(['doctor', 'volunteer']);
    expect(sessionStore.get()?.token_detail).toEqual(user.token_detail);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').roles).toEqual(['doctor', 'volunteer']);
    stop();
  });
});
