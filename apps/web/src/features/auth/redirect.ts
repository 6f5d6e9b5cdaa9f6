/** Where to go after signing in: only a path inside this app, never another site ("//evil.example"). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** The login address that brings the visitor back to `path` (SPEC §2: "carrying the original location"). */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
