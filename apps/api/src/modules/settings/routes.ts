import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { activeDrivers } from '../health';

/** GET /settings: which driver each outside service runs on, for the administrators' settings screen. */
export const settingsRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['platform'],
        summary:
          'The active driver of each outside service: SMS, mail, file storage and the others (administrators)',
      },
    },
    async (request) => {
      requireAbility(request, 'viewSettings');
      return ok(activeDrivers(ctx));
    },
  );
};
