import { useSyncExternalStore } from 'react';
import type { SessionUserDto, SignedInUserDto, UserDto } from '@carenet/shared';
import { LOCATION_KEY, USER_KEY } from './sessionKeys';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): SignedInUserDto | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SignedInUserDto) : null;
  } catch {
    return null;
  }
}

let current: SignedInUserDto | null = read();

function publish(next: SignedInUserDto | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function store(next: SignedInUserDto): void {
  const stored = JSON.stringify(next);
  // Read again on every page load (lib/refreshSession): unchanged, it would re-render every screen.
  if (stored === JSON.stringify(current)) return;
  localStorage.setItem(USER_KEY, stored);
  publish(next);
}

/**
 * The signed-in user kept in local storage (docs/screens-and-flows.md#routes: login protection checks the stored user; logout
 * clears the stored user and location). Other tabs follow through the storage event.
 */
export const sessionStore = {
  get: (): SignedInUserDto | null => current,
  token: (): string | null => current?.token_detail?.token ?? null,
  signIn(user: SignedInUserDto): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish(user);
  },
  /**
   * Replaces the stored user after a profile change, keeping what only the session knows (the token,
   * the abilities, the first sign-in): a user as GET or PUT /user/{id} answers carries none of it
   * (lib/refreshSession reads it again).
   */
  update(user: UserDto): void {
    if (!current) return;
    store({
      ...user,
      abilities: current.abilities,
      firstSignIn: current.firstSignIn,
      token_detail: current.token_detail,
    });
  },
  /** Replaces the stored user and abilities with the session GET /session answered, keeping the token. */
  refresh(session: SessionUserDto): void {
    if (!current) return;
    store({ ...session, token_detail: current.token_detail });
  },
  clear(): void {
    localStorage.removeItem(USER_KEY);
    // The location lib/userLocation.ts keeps, removed by its key: this module is on every first load.
    localStorage.removeItem(LOCATION_KEY);
    publish(null);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) publish(read());
  });
}

/** The signed-in user, re-rendering when it changes. */
export function useSession(): SignedInUserDto | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
