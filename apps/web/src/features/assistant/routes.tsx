import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const widgetPage = async () => ({ Component: (await import('./pages/ChatWidgetPage')).ChatWidgetPage });
const WIDGET: RouteHandle = { title: msg('Medical assistant'), chromeless: true, assistantPage: true };

/** The medical assistant's public screens, each loaded when first opened; mounted by app/router.tsx. */
export const assistantRoutes: RouteObject[] = [
  {
    path: '/chat-bot',
    lazy: async () => ({ Component: (await import('./pages/ChatBotPage')).ChatBotPage }),
    handle: { title: msg('Medical assistant'), assistantPage: true } satisfies RouteHandle,
  },
  {
    path: '/chat-bot/guide/:page',
    lazy: async () => ({ Component: (await import('./pages/GuidePage')).GuidePage }),
    handle: { title: msg("The assistant's guide") } satisfies RouteHandle,
  },
  // docs/screens-and-flows.md#layout: the widget for an iframe, without the top bar and footer.
  { path: '/tal-chat-bot', lazy: widgetPage, handle: WIDGET },
  { path: '/tal-chat-bot/:openIframe', lazy: widgetPage, handle: WIDGET },
];
