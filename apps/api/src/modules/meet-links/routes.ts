import {
  MEET_MESSAGES,
  createMeetLinkSchema,
  idParamSchema,
  meetLinkListQuerySchema,
  updateMeetLinkSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentMeetLink } from './presenter';
import { createMeetLink, deleteMeetLink, getMeetLink, listMeetLinks, updateMeetLink } from './service';

const tags = ['meet links'];

/** docs/api-contract.md meet links: video meetings about a care request, for its patient and doctors only. */
export const meetLinkRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/appointment/googlemeet',
    {
      schema: {
        tags,
        summary: 'Create a meet link for a request (a doctor who accepted it)',
        body: createMeetLinkSchema,
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const link = await createMeetLink(ctx, principal, request.body, request.ip);
      return reply
        .code(201)
        .send(ok(presentMeetLink(link, principal), MEET_MESSAGES.created, { statusCode: 201 }));
    },
  );

  app.get(
    '/appointment/googlemeet',
    {
      schema: {
        tags,
        summary: "A request's meet links, soonest first (its patient and doctors)",
        querystring: meetLinkListQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const links = await listMeetLinks(ctx, principal, request.query.requestId);
      return ok(
        links.map((link) => presentMeetLink(link, principal)),
        'Success',
        { totalCountOfRecords: links.length },
      );
    },
  );

  app.get(
    '/appointment/googlemeet/:id',
    { schema: { tags, summary: 'One meet link (its patient and doctors)', params: idParamSchema } },
    async (request) => {
      const principal = requireUser(request);
      return ok(presentMeetLink(await getMeetLink(ctx, principal, request.params.id), principal));
    },
  );

  app.put(
    '/appointment/googlemeet/:id',
    {
      schema: {
        tags,
        summary: 'Change the title, description or times of a meet link (the doctor who made it)',
        params: idParamSchema,
        body: updateMeetLinkSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const link = await updateMeetLink(ctx, principal, request.params.id, request.body, request.ip);
      return ok(presentMeetLink(link, principal), MEET_MESSAGES.updated);
    },
  );

  app.delete(
    '/appointment/googlemeet/:id',
    { schema: { tags, summary: 'Delete a meet link (the doctor who made it)', params: idParamSchema } },
    async (request) => {
      await deleteMeetLink(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, MEET_MESSAGES.deleted);
    },
  );
};
