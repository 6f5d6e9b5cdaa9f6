import type { UserDto } from '@carenet/shared';
import { useEffect } from 'react';
import { sessionStore } from '../features/auth/session';
import { api } from '../lib/api';

/**
 * The signed-in user is kept in local storage, so what an administrator changed since (a verification
 * approved, a role granted) would not show until the next sign-in: it is read again once per page load.
 */
export function useFreshSession(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    // A failed read leaves the stored user as it was; the next load tries again.
    api<UserDto>(`/user/${userId}`).then(
      ({ data }) => {
        if (sessionStore.get()?._id === data._id) sessionStore.update(data);
      },
      () => undefined,
    );
  }, [userId]);
}
