import type { UserDto } from '@carenet/shared';
import { sessionStore } from './session';
import { api } from './api';

/**
 * Reads the signed-in user again and stores it, so what an administrator changed since (a verification,
 * a role) shows without signing in again. A failed read leaves the stored user as it was.
 */
export function refreshSession(userId: string): void {
  api<UserDto>(`/user/${userId}`).then(
    ({ data }) => {
      if (sessionStore.get()?._id === data._id) sessionStore.update(data);
    },
    () => undefined,
  );
}
