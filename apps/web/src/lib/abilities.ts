import type { SessionUserDto, ViewerAbility } from '@carenet/shared';
import { useSession } from './session';

/**
 * Whether the signed-in viewer may, as the API's session says (docs/roles-and-permissions.md#abilities-sent-to-the-web).
 * A visitor may not; nor may a session stored before abilities were sent, until it is read again.
 */
export function holdsAbility(
  session: Pick<SessionUserDto, 'abilities'> | null,
  ability: ViewerAbility,
): boolean {
  return session?.abilities?.[ability] === true;
}

/** Whether the signed-in viewer may, re-rendering when the session changes. */
export function useAbility(ability: ViewerAbility): boolean {
  return holdsAbility(useSession(), ability);
}
