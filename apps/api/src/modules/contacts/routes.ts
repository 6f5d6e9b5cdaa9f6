import { idParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentContactGroups, presentContacts } from './presenter';
import { contactGroupsOf } from './service';

const tags = ['contacts'];

export const contactRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/user/:id/contact',
    {
      schema: {
        tags,
        summary:
          'The people a user has a care relationship or a conversation with (the user or an administrator)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const contacts = presentContacts(await contactGroupsOf(ctx, requireUser(request), request.params.id));
      return ok(contacts, 'Success', { totalCountOfRecords: contacts.length });
    },
  );

  app.get(
    '/user/:id/contactGroup',
    {
      schema: {
        tags,
        summary:
          "A user's contacts grouped: care team, patients, conversations (the user or an administrator)",
        params: idParamSchema,
      },
    },
    async (request) =>
      ok(presentContactGroups(await contactGroupsOf(ctx, requireUser(request), request.params.id))),
  );
};
