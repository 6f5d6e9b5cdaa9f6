import type { Principal } from '../../platform/auth/request-auth';
import type { DirectoryClaim } from './entry';

/**
 * docs/directory.md#claiming: a signed-in doctor who holds no directory profile yet may claim an
 * unclaimed entry of CareNet's own table (the external directory's entries are its own to manage).
 */
export function mayClaim(
  viewer: Principal | null,
  entry: { claim: DirectoryClaim | null },
  viewerHasClaim: boolean,
): boolean {
  return Boolean(viewer?.flags.doctor && entry.claim && entry.claim.status === null && !viewerHasClaim);
}

/**
 * docs/directory.md#claiming: a claim is confirmed at once only when the doctor's own e-mail, verified
 * by CareNet, is the one the directory lists; any other claim waits for an administrator.
 */
export function claimConfirmsAtOnce(viewer: Principal, directoryEmail: string | null | undefined): boolean {
  return Boolean(
    directoryEmail &&
    viewer.user.emailVerified &&
    viewer.user.email.toLowerCase() === directoryEmail.toLowerCase(),
  );
}
