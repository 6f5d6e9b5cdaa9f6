import { useEffect } from 'react';
import { refreshSession } from '../lib/refreshSession';

/** The stored signed-in user is read again once per page load (lib/refreshSession says why). */
export function useFreshSession(userId: string | undefined): void {
  useEffect(() => {
    if (userId) refreshSession(userId);
  }, [userId]);
}
