import type { RouteObject } from 'react-router';

/** The static screens, mounted by app/router.tsx. */
export const staticRoutes: RouteObject[] = [];
