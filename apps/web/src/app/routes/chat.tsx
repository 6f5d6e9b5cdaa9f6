import type { RouteObject } from 'react-router';
import { conversationListRoutes } from '../../features/chat/routes';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

const titled = (title: string): RouteHandle => ({ title });

/**
 * The chat screens (signed-in only), each loaded when first opened: the conversation list, and the pages
 * with an open conversation, from which a doctor also writes a prescription or shares a meeting link.
 */
export const chatRoutes: RouteObject[] = [
  ...conversationListRoutes,
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/member/privateMessages',
        lazy: async () => ({ Component: (await import('../pages/PrivateMessagesPage')).PrivateMessagesPage }),
        handle: titled('Messages'),
      },
      {
        path: '/chatTabs',
        lazy: async () => ({ Component: (await import('../pages/ChatTabsPage')).ChatTabsPage }),
        handle: titled('Messages'),
      },
    ],
  },
];
