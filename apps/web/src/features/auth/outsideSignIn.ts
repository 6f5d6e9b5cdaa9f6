import { API_BASE_PATH } from '@carenet/shared';
import { useEffect, useState } from 'react';

let provider: Promise<string | null> | null = null;

/**
 * The outside sign-in provider's name when 'Continue with …' is offered, else null; asked once per page
 * load. Plain fetch, not the API client: this runs on the login screen's first load.
 */
export function outsideSignInProvider(): Promise<string | null> {
  provider ??= fetch(new URL(`${API_BASE_PATH}/oidc/config`, window.location.origin))
    .then((res) => res.json() as Promise<{ data?: { enabled?: boolean; providerName?: string | null } }>)
    .then(({ data }) => (data?.enabled && data.providerName) || null)
    .catch(() => null);
  return provider;
}

/** Forgets the answer (tests). */
export function resetOutsideSignInProvider(): void {
  provider = null;
}

/** The provider's name once known to be offered; null until then and when it is off. */
export function useOutsideSignInProvider(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void outsideSignInProvider().then((found) => live && setName(found));
    return () => {
      live = false;
    };
  }, []);
  return name;
}
