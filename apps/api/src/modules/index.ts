import type { ActivityCategory } from '../platform/audit';
import type { ApiModule } from '../platform/module';
import { healthRoutes } from './health/routes';

/** Every feature module, mounted under /api/v1 in this order. */
export const modules: ApiModule[] = [healthRoutes];

/** Domain event types recorded in the activity log, by SPEC §3 category. */
export const activityCategories: Record<string, ActivityCategory> = {};
