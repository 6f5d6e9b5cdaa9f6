import {
  PODCAST_MESSAGES,
  PODCAST_STATUS,
  idParamSchema,
  podcastListQuerySchema,
  updatePodcastEpisodeSchema,
} from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveAudio } from './audio-upload';
import { requirePodcastManager } from './policy';
import { presentCategory, presentEpisode } from './presenter';
import {
  categories,
  definePodcastFilePurpose,
  editEpisode,
  episode,
  episodes,
  removeEpisode,
  uploadEpisode,
} from './service';

const tags = ['podcasts'];

/** docs/api-contract.md podcasts (talradio): public reads, writes for podcast managers (docs/podcasts.md). */
export const podcastRoutes: ApiModule = (ctx) => async (app) => {
  definePodcastFilePurpose(ctx);

  app.get('/talradio/categories', { schema: { tags, summary: 'Podcast categories, by name' } }, async () =>
    ok((await categories(ctx)).map(presentCategory)),
  );

  app.get(
    '/talradio/media',
    {
      schema: {
        tags,
        summary:
          'Published episodes, newest first (drafts too for podcast managers who ask: includeDrafts=true)',
        querystring: podcastListQuerySchema,
      },
    },
    async (request) => {
      const { views, total } = await episodes(ctx, request.principal, request.query);
      return ok(
        views.map((view) => presentEpisode(view, request.principal)),
        'Success',
        { totalCountOfRecords: total },
      );
    },
  );

  app.get(
    '/talradio/media/:id',
    { schema: { tags, summary: 'One episode (a draft only to podcast managers)', params: idParamSchema } },
    async (request) =>
      ok(presentEpisode(await episode(ctx, request.principal, request.params.id), request.principal)),
  );

  app.post(
    '/talmediaPodcast',
    {
      schema: {
        tags,
        summary: 'Upload an episode: multipart with the audio (field "audio", at most 200 MB) and its fields',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      // Who may upload is known before a byte of the audio is read.
      const manager = requirePodcastManager(request);
      const view = await uploadEpisode(ctx, manager, await receiveAudio(request), request.ip);
      return reply
        .status(201)
        .send(ok(presentEpisode(view, manager), PODCAST_MESSAGES.uploaded, { statusCode: 201 }));
    },
  );

  app.put(
    '/talradio/media/:id',
    {
      schema: {
        tags,
        summary: "Edit an episode's fields, category or request; publish or unpublish it (status)",
        params: idParamSchema,
        body: updatePodcastEpisodeSchema,
      },
    },
    async (request) => {
      const manager = requirePodcastManager(request);
      const { view, statusChanged } = await editEpisode(
        ctx,
        manager,
        request.params.id,
        request.body,
        request.ip,
      );
      const message = !statusChanged
        ? PODCAST_MESSAGES.updated
        : view.episode.status === PODCAST_STATUS.published
          ? PODCAST_MESSAGES.published
          : PODCAST_MESSAGES.unpublished;
      return ok(presentEpisode(view, manager), message);
    },
  );

  app.delete(
    '/talradio/media/:id',
    { schema: { tags, summary: 'Delete an episode and its stored audio', params: idParamSchema } },
    async (request) => {
      await removeEpisode(ctx, requirePodcastManager(request), request.params.id, request.ip);
      return ok(null, PODCAST_MESSAGES.deleted);
    },
  );
};
