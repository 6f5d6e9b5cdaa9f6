import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
// The DOM RouterProvider lets navigations use flushSync (see useLogout).
import { RouterProvider } from 'react-router/dom';
import { useEffect } from 'react';
import { queryClient } from '../lib/queryClient';
import { useSession } from '../lib/session';
import { realtime } from '../lib/realtime';
import { router } from './router';
import { cssVariablesResolver, theme } from '../components/theme';
import { Toasts } from './Toasts';

/** Keeps the tab's live-updates socket signed in as the session is (none when signed out). */
function RealtimeConnection() {
  const token = useSession()?.token_detail?.token ?? null;
  useEffect(() => realtime.setToken(token), [token]);
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
