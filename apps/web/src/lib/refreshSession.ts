import type { SessionUserDto } from '@carenet/shared';
import { sessionStore } from './session';
import { api } from './api';

/**
 * Reads the signed-in user and their abilities again (GET /session) and stores them, so what an
 * administrator changed since (a verification, a role) shows without signing in again. A failed read
 * leaves the stored user as it was.
 */
export function refreshSession(userId: string): void {
  api<SessionUserDto>('/session').then(
    ({ data }) => {
      if (sessionStore.get()?._id === data._id && data._id === userId) sessionStore.refresh(data);
    },
    () => undefined,
  );
}
