import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
// The DOM RouterProvider lets navigations use flushSync (see useLogout).
import { RouterProvider } from 'react-router/dom';
import { useEffect } from 'react';
import { queryClient } from '../lib/queryClient';
import { useSession } from '../lib/session';
import { router } from './router';
import { cssVariablesResolver, theme } from '../components/theme';
import { Toasts } from './Toasts';

/** Whether the live-updates client was ever needed in this tab (see RealtimeConnection). */
let realtimeLoaded = false;

/**
 * Keeps the tab's live-updates socket signed in as the session is (none when signed out). A visitor
 * who never signs in never loads the client; once loaded, it follows every change of session, in order.
 */
function RealtimeConnection() {
  const token = useSession()?.token_detail?.token ?? null;
  useEffect(() => {
    if (!token && !realtimeLoaded) return;
    realtimeLoaded = true;
    void import('../lib/realtime').then(({ realtime }) => realtime.setToken(token));
  }, [token]);
  return null;
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <RealtimeConnection />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
