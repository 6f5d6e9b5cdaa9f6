import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../api';
import { sessionStore } from '../../../lib/session';

/** docs/screens-and-flows.md#layout Layout: logout revokes the token, clears the stored user and location and returns to login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The session ends on this device whatever the server answers.
    await authApi.logout().catch(() => undefined);
    // Leave the page (synchronously) before forgetting the user, so a protected page does not send us to
    // /login?redirect=<itself>.
    await navigate('/login', { replace: true, flushSync: true });
    sessionStore.clear();
    queryClient.clear();
  }, [navigate, queryClient]);
}
