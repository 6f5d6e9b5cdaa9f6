import type { UIMatch } from 'react-router';

/** What a route object may declare in `handle` for the app shell. */
export interface RouteHandle {
  /** Hide the top bar and footer (SPEC §2: login, signup, terms, otp-validation pages). */
  chromeless?: boolean;
  /** The page name shown in the browser tab. */
  title?: string;
}

/** The handle of the deepest matched route that sets `key`. */
export function handleValue<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
