import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/routeHandle';
import { RequireAuth } from './RequireAuth';

/** The routes with the sign-in guard on every route whose handle asks for a signed-in user. */
export function withSignInGuards(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (route.index) return route;
    const signedIn = (route.handle as RouteHandle | undefined)?.signedIn;
    return {
      ...route,
      ...(signedIn && { element: <RequireAuth /> }),
      children: route.children && withSignInGuards(route.children),
    };
  });
}
