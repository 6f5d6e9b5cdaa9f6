import { AUDIO_ROOM_MESSAGES, createAudioRoomSchema, idParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentAudioRoom } from './presenter';
import { createRoom, hostedRooms, roomById } from './service';

const tags = ['audio rooms'];

/** Audio rooms (docs/podcasts.md#audio-rooms): every route is for signed-in users. */
export const audioRoomRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/audioRooms',
    {
      schema: {
        tags,
        summary: 'Create a scheduled audio-only room, hosted by the caller',
        body: createAudioRoomSchema,
      },
    },
    async (request, reply) => {
      const host = requireUser(request);
      const view = await createRoom(ctx, host, request.body, request.ip);
      return reply
        .status(201)
        .send(ok(presentAudioRoom(view, host), AUDIO_ROOM_MESSAGES.created, { statusCode: 201 }));
    },
  );

  app.get(
    '/audioRooms',
    { schema: { tags, summary: "The caller's rooms, the latest start first" } },
    async (request) => {
      const host = requireUser(request);
      return ok((await hostedRooms(ctx, host)).map((view) => presentAudioRoom(view, host)));
    },
  );

  app.get(
    '/audioRooms/:id',
    {
      schema: {
        tags,
        summary: 'One room, with its join page (the id in the address opens it)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return ok(presentAudioRoom(await roomById(ctx, request.params.id), viewer));
    },
  );
};
