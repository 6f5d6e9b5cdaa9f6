/** Where to go after signing in: only a path inside this app, never another site ("//evil.example"). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** The login address that brings the visitor back to `path` (docs/screens-and-flows.md#routes: "carrying the original location"). */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}

const STORED_REDIRECT_KEY = 'redirectAfterLogin';

/**
 * Remembers where to go after signing in when the visitor reaches /login by a way that carries no
 * redirect in the address (docs/screens-and-flows.md#flows Donate: the product stores /donationRequest/{id} before /login).
 * Kept in local storage so it survives a detour through sign-up and e-mail verification.
 */
export function storeRedirect(path: string): void {
  localStorage.setItem(STORED_REDIRECT_KEY, path);
}

/** The stored target, removed so it is used once. */
export function takeStoredRedirect(): string | null {
  const path = localStorage.getItem(STORED_REDIRECT_KEY);
  localStorage.removeItem(STORED_REDIRECT_KEY);
  return path;
}
