import type { RouteObject } from 'react-router';

/** The profile screens, mounted by app/router.tsx. */
export const profileRoutes: RouteObject[] = [];
