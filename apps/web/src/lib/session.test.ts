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

describe('the abilities the session carries', () => {
  it('are kept when a user is stored from an answer that carries none of the viewer’s', () => {
    const admin = makeUser(['admin']);
    sessionStore.signIn(admin);
    // GET /user/{id} answers an administrator with the abilities of the detail screen, not theirs.
    const detail = { ...asRead(admin), abilities: { suspend: false, reactivate: false } };

    sessionStore.update({ ...detail, occupation: 'Operations' });

    expect(sessionStore.get()?.abilities).toEqual(admin.abilities);
    expect(sessionStore.get()?.occupation).toBe('Operations');
  });

  it('are replaced, with the user, by the session read again; the token stays', () => {
    const user = makeUser(['patient']);
    sessionStore.signIn(user);
    const { token_detail: _token, ...session } = makeUser(['patient', 'doctor']);

    sessionStore.refresh(session);

    expect(sessionStore.get()?.abilities).toEqual(session.abilities);
    expect(sessionStore.get()?.abilities.publishAvailability).toBe(true);
    expect(sessionStore.get()?.token_detail).toEqual(user.token_detail);
  });
});
