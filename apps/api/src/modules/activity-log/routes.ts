import { activityLogQuerySchema } from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { exportActivityLog, listActivityLog } from './service';

const tags = ['activity log'];

export const activityLogRoutes: ApiModule = (ctx) => async (app) => {
  // Before validation, so an anonymous caller is told 401 and a non-administrator 403 whatever the query.
  app.addHook('onRequest', async (request) => {
    requireAbility(request, 'viewActivityLog');
  });

  app.get(
    '/userActivityLog',
    {
      schema: {
        tags,
        summary:
          'Who did what, when and from where, newest first; filter by user, action, category and dates (isDownload=true: CSV) (administrators)',
        querystring: activityLogQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.query.isDownload) {
        const csv = await exportActivityLog(ctx, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="user-activity-log-${day}.csv"`)
          .send(csv);
      }
      const { entries, total } = await listActivityLog(ctx, request.query);
      return ok(entries, 'Success', { totalCountOfRecords: total });
    },
  );
};
