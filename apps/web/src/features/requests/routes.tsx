import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const titled = (title: string): RouteHandle => ({ title });
const requestForm = (kind: 'request' | 'campaign') => async () => {
  const { RequestFormPage } = await import('./pages/RequestFormPage');
  // An element rather than a component made here, so going from one form route to another keeps the form.
  return { element: <RequestFormPage kind={kind} /> };
};

/**
 * The request forms, each loaded when first opened; mounted by app/routes/requests.tsx beside the request
 * screens that combine features.
 */
export const requestFormRoutes: RouteObject[] = [
  // docs/screens-and-flows.md#routes lists /doctorrequest (create campaign) among the public routes: visitors are asked to sign in.
  { path: '/doctorrequest', lazy: requestForm('campaign'), handle: titled(msg('Create campaign')) },
  {
    handle: SIGNED_IN,
    children: [
      { path: '/new-request', lazy: requestForm('request'), handle: titled(msg('Create request')) },
      { path: '/create-request', lazy: requestForm('request'), handle: titled(msg('Create request')) },
      { path: '/new-request/:id', lazy: requestForm('request'), handle: titled(msg('Edit request')) },
      { path: '/doctorrequest/:id', lazy: requestForm('campaign'), handle: titled(msg('Edit campaign')) },
    ],
  },
];
