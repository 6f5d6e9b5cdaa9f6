import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

const titled = (title: string): RouteHandle => ({ title });

/** The chat screens of SPEC §2 (login-protected), each loaded when first opened; mounted by app/router.tsx. */
export const chatRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/member/Message',
        lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }),
        handle: titled('Messages'),
      },
      {
        path: '/member/privateMessages',
        lazy: async () => ({ Component: (await import('./pages/PrivateMessagesPage')).PrivateMessagesPage }),
        handle: titled('Messages'),
      },
      {
        path: '/chatTabs',
        lazy: async () => ({ Component: (await import('./pages/ChatTabsPage')).ChatTabsPage }),
        handle: titled('Messages'),
      },
    ],
  },
];
