import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const titled = (title: string): RouteHandle => ({ title });

/**
 * The conversation list (signed-in only), loaded when first opened; mounted by app/routes/chat.tsx beside
 * the pages with an open conversation.
 */
export const conversationListRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/member/Message',
        lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }),
        handle: titled(msg('Messages')),
      },
    ],
  },
];
