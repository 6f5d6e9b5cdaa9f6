import type { z } from 'zod';
import {
  PODCAST_MESSAGES,
  PODCAST_STATUS,
  podcastEpisodeFieldsSchema,
  type podcastListQuerySchema,
  type updatePodcastEpisodeSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { PodcastCategoryRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { EventMeta } from '../../platform/events';
import { getVisibleRequest } from '../requests';
import type { ReceivedAudio } from './audio-upload';
import { PODCAST_EVENTS, PODCAST_SUBJECT } from './events';
import { canSee, managesPodcasts } from './policy';
import {
  deleteEpisode,
  findCategory,
  findEpisodeByFileKey,
  findEpisodeView,
  insertEpisode,
  listCategories,
  listEpisodes,
  updateEpisode,
  type EpisodeView,
  type NewEpisode,
} from './repository';

/** The files purpose of an episode's audio. */
export const PODCAST_FILE_PURPOSE = 'podcast';

type ListQuery = z.output<typeof podcastListQuerySchema>;
type UpdateBody = z.output<typeof updatePodcastEpisodeSchema>;

/**
 * docs/podcasts.md#files: a published episode's audio is public (anyone may play it); a
 * draft's only to podcast managers (administrators read every file anyway).
 */
export function definePodcastFilePurpose(ctx: AppContext): void {
  ctx.files.definePublicPurpose(PODCAST_FILE_PURPOSE, async (file) => {
    const episode = await findEpisodeByFileKey(ctx.db, file.key);
    return episode?.status === PODCAST_STATUS.published;
  });
  ctx.files.definePolicy(PODCAST_FILE_PURPOSE, (principal) => Promise.resolve(managesPodcasts(principal)));
}

export function categories(ctx: AppContext): Promise<PodcastCategoryRow[]> {
  return listCategories(ctx.db);
}

/** Everyone sees the published episodes; a podcast manager who asks (includeDrafts=true) sees drafts too. */
export function episodes(ctx: AppContext, viewer: Principal | null, query: ListQuery) {
  const { limit, offset, includeDrafts, ...filter } = query;
  return listEpisodes(
    ctx.db,
    { ...filter, includeDrafts: includeDrafts === 'true' && managesPodcasts(viewer) },
    { limit, offset },
  );
}

/** The episode, when the caller may see it; a 404 otherwise (a draft is not there for listeners). */
export async function episode(ctx: AppContext, viewer: Principal | null, id: string): Promise<EpisodeView> {
  const view = await findEpisodeView(ctx.db, id);
  if (!view || !canSee(viewer, view.episode)) throw AppError.notFound(PODCAST_MESSAGES.notFound);
  return view;
}

async function assertCategory(ctx: AppContext, id: string): Promise<void> {
  if (!(await findCategory(ctx.db, id))) throw AppError.field('categoryId', PODCAST_MESSAGES.unknownCategory);
}

/** An episode belongs only to a care request of type podcast (docs/request-states.md#request-types). */
async function assertPodcastRequest(ctx: AppContext, manager: Principal, id: string): Promise<void> {
  const view = await getVisibleRequest(ctx, manager, id).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw AppError.field('requestId', PODCAST_MESSAGES.unknownRequest);
    throw error;
  });
  if (view.request.requestType !== 'podcast')
    throw AppError.field('requestId', PODCAST_MESSAGES.notPodcastRequest);
}

const about = (manager: Principal, id: string, ip: string | undefined): EventMeta => ({
  actorId: manager.userId,
  subjectType: PODCAST_SUBJECT,
  subjectId: id,
  ip,
});

/** The multipart fields, checked by the shared schema like a JSON body would be. */
function fieldsOf(audio: ReceivedAudio) {
  const parsed = podcastEpisodeFieldsSchema.safeParse(audio.fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/**
 * POST /talmediaPodcast: stores the checked audio, then records the episode (a draft unless sent as
 * published) with its event; the stored file goes again when the episode cannot be recorded.
 */
export async function uploadEpisode(
  ctx: AppContext,
  manager: Principal,
  audio: ReceivedAudio,
  ip?: string,
): Promise<EpisodeView> {
  try {
    const fields = fieldsOf(audio);
    await assertCategory(ctx, fields.categoryId);
    if (fields.requestId) await assertPodcastRequest(ctx, manager, fields.requestId);
    const file = await ctx.files.saveStream({
      ownerId: manager.userId,
      purpose: PODCAST_FILE_PURPOSE,
      name: audio.name,
      ext: audio.ext,
      contentType: audio.mime,
      body: audio.open(),
      size: audio.size,
    });
    const published = fields.status === PODCAST_STATUS.published;
    const id = await ctx.events
      .transaction(async (tx, emit) => {
        const row = await insertEpisode(tx, {
          title: fields.title,
          description: fields.description,
          language: fields.language,
          categoryId: fields.categoryId,
          requestId: fields.requestId ?? null,
          audioFileKey: file.key,
          durationSeconds: audio.durationSeconds,
          sizeBytes: audio.size,
          mimeType: audio.mime,
          status: published ? PODCAST_STATUS.published : PODCAST_STATUS.draft,
          publishedAt: published ? new Date() : null,
          uploadedBy: manager.userId,
        });
        const meta = about(manager, row.id, ip);
        await emit(
          PODCAST_EVENTS.uploaded,
          { title: row.title, sizeBytes: row.sizeBytes, durationSeconds: row.durationSeconds },
          meta,
        );
        if (published) await emit(PODCAST_EVENTS.published, { title: row.title }, meta);
        return row.id;
      })
      .catch(async (error: unknown) => {
        await ctx.files.remove(file.key);
        throw error;
      });
    return episode(ctx, manager, id);
  } finally {
    await audio.discard();
  }
}

/** PUT /talradio/media/{id}: new fields, and publishing (now) or unpublishing; each in the log. */
export async function editEpisode(
  ctx: AppContext,
  manager: Principal,
  id: string,
  body: UpdateBody,
  ip?: string,
): Promise<{ view: EpisodeView; statusChanged: boolean }> {
  const { episode: current } = await episode(ctx, manager, id);
  if (body.categoryId && body.categoryId !== current.categoryId) await assertCategory(ctx, body.categoryId);
  if (body.requestId && body.requestId !== current.requestId)
    await assertPodcastRequest(ctx, manager, body.requestId);

  const changes: Partial<NewEpisode> = {};
  const fields: string[] = [];
  for (const key of ['title', 'description', 'language', 'categoryId', 'requestId'] as const) {
    const value = body[key];
    if (value !== undefined && value !== current[key]) {
      Object.assign(changes, { [key]: value });
      fields.push(key);
    }
  }
  const statusChanged = body.status !== undefined && body.status !== current.status;
  if (statusChanged) {
    changes.status = body.status;
    changes.publishedAt = body.status === PODCAST_STATUS.published ? new Date() : null;
  }
  if (fields.length === 0 && !statusChanged) return { view: await episode(ctx, manager, id), statusChanged };

  await ctx.events.transaction(async (tx: Database, emit) => {
    const row = await updateEpisode(tx, id, changes);
    const meta = about(manager, id, ip);
    if (fields.length > 0) await emit(PODCAST_EVENTS.updated, { title: row.title, fields }, meta);
    if (statusChanged) {
      const type =
        row.status === PODCAST_STATUS.published ? PODCAST_EVENTS.published : PODCAST_EVENTS.unpublished;
      await emit(type, { title: row.title }, meta);
    }
  });
  return { view: await episode(ctx, manager, id), statusChanged };
}

/** DELETE /talradio/media/{id}: the episode and its file record go together, then the stored bytes. */
export async function removeEpisode(
  ctx: AppContext,
  manager: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const { episode: current } = await episode(ctx, manager, id);
  await ctx.events.transaction(async (tx, emit) => {
    await deleteEpisode(tx, id);
    await ctx.files.forget([current.audioFileKey], tx);
    await emit(PODCAST_EVENTS.deleted, { title: current.title }, about(manager, id, ip));
  });
  await ctx.files.discardBytes([current.audioFileKey]);
}
