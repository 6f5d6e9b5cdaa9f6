import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { ChatTabsPage } from './pages/ChatTabsPage';
import { MessagesPage } from './pages/MessagesPage';
import { PrivateMessagesPage } from './pages/PrivateMessagesPage';

const titled = (title: string): RouteHandle => ({ title });

/** The chat screens of SPEC §2 (login-protected), mounted by app/router.tsx. */
export const chatRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/member/Message', element: <MessagesPage />, handle: titled('Messages') },
      { path: '/member/privateMessages', element: <PrivateMessagesPage />, handle: titled('Messages') },
      { path: '/chatTabs', element: <ChatTabsPage />, handle: titled('Messages') },
    ],
  },
];
