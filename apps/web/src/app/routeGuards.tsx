import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/routeHandle';
import { RequireAbility } from './RequireAbility';
import { RequireAuth } from './RequireAuth';

/**
 * The routes with their guards, from what each handle declares: the sign-in guard on every route whose
 * handle asks for a signed-in user, and below it the ability guard on every route whose handle names
 * the ability its screen needs (a pathless parent, so the route keeps its own lazy component).
 */
export function withRouteGuards(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (route.index) return route;
    const handle = route.handle as RouteHandle | undefined;
    const guarded: RouteObject = {
      ...route,
      ...(handle?.signedIn && { element: <RequireAuth /> }),
      children: route.children && withRouteGuards(route.children),
    };
    if (!handle?.ability) return guarded;
    return {
      element: <RequireAbility ability={handle.ability} refusal={handle.refusal} />,
      children: [guarded],
    };
  });
}
