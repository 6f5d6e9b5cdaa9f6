import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PodcastCategoryDto, PodcastEpisodeDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile, pngBytes } from '../../../test/documents';
import { createAdmin, createRequest, createUser, uniqueWord, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';
import { mp3Bytes, wavBytes } from './testing';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

let categoryCache: PodcastCategoryDto[] | null = null;
async function category(index = 0): Promise<PodcastCategoryDto> {
  categoryCache ??= (await call('GET', '/talradio/categories')).json<{ data: PodcastCategoryDto[] }>().data;
  return categoryCache[index];
}

interface UploadOptions {
  filename?: string;
  bytes?: Buffer;
  contentType?: string;
  fields?: Record<string, string>;
}

async function upload(user: TestUser | undefined, options: UploadOptions = {}) {
  const fields = {
    title: `Episode ${uniqueWord()}`,
    language: 'en',
    categoryId: (await category())._id,
    ...options.fields,
  };
  const body = multipartFile(
    'audio',
    options.filename ?? 'episode.wav',
    options.bytes ?? wavBytes(),
    options.contentType ?? 'audio/wav',
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/talmediaPodcast',
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

async function uploaded(admin: TestUser, options: UploadOptions = {}): Promise<PodcastEpisodeDto> {
  const res = await upload(admin, options);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: PodcastEpisodeDto }>().data;
}

async function activity(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

const listed = async (query: string, user?: TestUser) => {
  const res = await call('GET', `/talradio/media?${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PodcastEpisodeDto[]; totalCountOfRecords: number }>();
};

describe('podcast categories', () => {
  it('lists the seeded categories to everyone, by name', async () => {
    const res = await call('GET', '/talradio/categories');
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: PodcastCategoryDto[] }>().data.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Health and Wellness', 'Mental Health', 'Ask the Doctor']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('POST /talmediaPodcast', () => {
  it('stores a WAV as a draft with its duration, size and type read from the bytes, and logs it', async () => {
    const admin = await createAdmin(t.ctx);
    const bytes = wavBytes(3);
    const res = await upload(admin, {
      bytes,
      fields: { description: 'Sleep and the heart', language: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const episode = res.json<{ data: PodcastEpisodeDto }>().data;
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 201, message: 'Episode uploaded' });
    expect(episode).toMatchObject({
      description: 'Sleep and the heart',
      language: 'hi',
      category: await category(),
      mimeType: 'audio/wav',
      durationSeconds: 3,
      sizeBytes: bytes.length,
      status: 'draft',
      publishedAt: null,
      request: null,
      abilities: { edit: true, delete: true, publish: true },
    });
    expect(episode.audioUrl).toMatch(/^\/files\/podcast\/\d{4}\/\d{2}\/[0-9a-f-]+\.wav$/);
    const log = await activity(episode._id, 'podcast.uploaded');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      category: 'Administration',
      userId: admin.user.id,
      details: { title: episode.title, sizeBytes: bytes.length, durationSeconds: 3 },
    });
  });

  it('reads the duration of an MP3 and takes a talradio administrator, publishing at once when asked', async () => {
    const talradio = await createUser(t.ctx, { roles: ['patient', 'talradioAdmin'] });
    const res = await upload(talradio, {
      filename: 'talk.mp3',
      bytes: mp3Bytes(80),
      contentType: 'audio/mpeg',
      fields: { status: 'published' },
    });
    expect(res.statusCode).toBe(201);
    const episode = res.json<{ data: PodcastEpisodeDto }>().data;
    expect(episode).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: 2, status: 'published' });
    expect(episode.publishedAt).not.toBeNull();
    expect(await activity(episode._id, 'podcast.published')).toHaveLength(1);
  });

  it('refuses a file that lies about its type, a name that disagrees, and audio with no readable duration', async () => {
    const admin = await createAdmin(t.ctx);
    const png = await upload(admin, {
      filename: 'episode.mp3',
      bytes: pngBytes(),
      contentType: 'audio/mpeg',
    });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({
      status: 'error',
      message: 'Please choose an audio file: MP3, M4A (AAC), OGG (Opus or Vorbis), WAV or WebM.',
      errors: [{ path: 'audio', message: expect.any(String) }],
    });
    const renamed = await upload(admin, { filename: 'episode.mp3', contentType: 'audio/mpeg' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe("The file's name or type does not match its content.");
    const silent = await upload(admin, { bytes: wavBytes(0) });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().message).toBe(
      'We could not read how long this audio is. Please export it again and upload that file.',
    );
  });

  it('refuses missing fields, an unknown category, text with NUL and a body announced over 200 MB', async () => {
    const admin = await createAdmin(t.ctx);
    const untitled = await upload(admin, { fields: { title: ' ' } });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toContainEqual({ path: 'title', message: 'Please enter a title' });
    const unknown = await upload(admin, { fields: { categoryId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: 'This category does not exist.' });
    const nul = await upload(admin, { fields: { title: 'bad\u0000title' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('The request contains characters that are not allowed.');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/talmediaPodcast',
      ...(() => {
        const body = multipartFile('other', 'x.wav', wavBytes(), 'audio/wav', { title: 'x' });
        return { payload: body.payload, headers: { ...body.headers, ...admin.auth } };
      })(),
    });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      message: 'Please choose the audio file of the episode',
    });

    const body = multipartFile('audio', 'big.wav', wavBytes(), 'audio/wav', { title: 'x' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/talmediaPodcast',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth, 'content-length': String(300 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'error', message: 'The audio file can be at most 200 MB.' });
  });

  it('refuses patients, doctors and facilities (403) and visitors (401) on every write', async () => {
    const admin = await createAdmin(t.ctx);
    const episode = await uploaded(admin);
    const others = await Promise.all(
      [['patient'], ['doctor'], ['facilities']].map((roles) => createUser(t.ctx, { roles })),
    );
    for (const user of [...others, undefined]) {
      const status = user ? 403 : 401;
      expect((await upload(user)).statusCode).toBe(status);
      const edit = await call('PUT', `/talradio/media/${episode._id}`, user, { status: 'published' });
      expect(edit.statusCode).toBe(status);
      expect(edit.json().status).toBe('error');
      expect((await call('DELETE', `/talradio/media/${episode._id}`, user)).statusCode).toBe(status);
    }
    const still = await call('GET', `/talradio/media/${episode._id}`, admin);
    expect(still.json().data).toMatchObject({ status: 'draft', title: episode.title });
  });
});

describe('GET /talradio/media', () => {
  it('shows drafts only to podcast managers who ask, and their audio only to them', async () => {
    const admin = await createAdmin(t.ctx);
    const word = uniqueWord();
    const draft = await uploaded(admin, { fields: { title: `Draft ${word}` } });
    const patient = await createUser(t.ctx);

    expect((await listed(`keyword=${word}`)).data).toEqual([]);
    expect((await listed(`keyword=${word}&includeDrafts=true`, patient)).data).toEqual([]);
    expect((await listed(`keyword=${word}`, admin)).data).toEqual([]);
    const drafts = await listed(`keyword=${word}&includeDrafts=true`, admin);
    expect(drafts.data.map((item) => item._id)).toEqual([draft._id]);
    expect(drafts.totalCountOfRecords).toBe(1);

    expect((await call('GET', `/talradio/media/${draft._id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: draft.audioUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: draft.audioUrl, headers: patient.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: draft.audioUrl, headers: admin.auth })).statusCode).toBe(
      200,
    );
  });

  it('filters published episodes by language, category and keyword, with paging and server-side abilities', async () => {
    const admin = await createAdmin(t.ctx);
    const word = uniqueWord();
    const publish = async (fields: Record<string, string>) =>
      uploaded(admin, { fields: { status: 'published', ...fields } });
    const english = await publish({ title: `Sleep ${word}`, language: 'en' });
    const hindi = await publish({
      title: `Neend ${word}`,
      language: 'hi',
      categoryId: (await category(1))._id,
    });
    const described = await publish({
      title: 'Untitled talk',
      description: `About ${word} and rest`,
      language: 'en',
    });

    const all = await listed(`keyword=${word}`);
    expect(all.totalCountOfRecords).toBe(3);
    expect(all.data.map((item) => item._id)).toEqual([described._id, hindi._id, english._id]);
    expect(all.data[0].abilities).toEqual({ edit: false, delete: false, publish: false });
    expect((await listed(`keyword=${word}`, admin)).data[0].abilities).toEqual({
      edit: true,
      delete: true,
      publish: true,
    });

    expect((await listed(`keyword=${word}&language=hi`)).data.map((item) => item._id)).toEqual([hindi._id]);
    const byCategory = await listed(`keyword=${word}&categoryId=${(await category(1))._id}`);
    expect(byCategory.data.map((item) => item._id)).toEqual([hindi._id]);
    const page = await listed(`keyword=${word}&limit=1&offset=1`);
    expect(page.data.map((item) => item._id)).toEqual([hindi._id]);
    expect(page.totalCountOfRecords).toBe(3);

    const bad = await call('GET', '/talradio/media?language=xx');
    expect(bad.statusCode).toBe(400);
  });

  it('serves a published episode publicly, whole or by byte range so a player can seek', async () => {
    const admin = await createAdmin(t.ctx);
    const bytes = wavBytes(1);
    const episode = await uploaded(admin, { bytes, fields: { status: 'published' } });

    const whole = await t.app.inject({ method: 'GET', url: episode.audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const open = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { range: 'bytes=40-' },
    });
    expect(open.headers['content-range']).toBe(`bytes 40-${bytes.length - 1}/${bytes.length}`);

    const past = await t.app.inject({
      method: 'GET',
      url: episode.audioUrl,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json()).toMatchObject({
      status: 'error',
      message: 'The requested part of the file is past its end.',
    });
  });
});

describe('PUT and DELETE /talradio/media/{id}', () => {
  it('edits fields, publishes and unpublishes, each logged, and links only a podcast request', async () => {
    const admin = await createAdmin(t.ctx);
    const episode = await uploaded(admin);
    const owner = await createUser(t.ctx);
    const podcastRequest = await createRequest(t.ctx, owner, {
      requestType: 'podcast',
      title: 'Talk about diabetes',
    });
    const careRequest = await createRequest(t.ctx, owner);

    const edited = await call('PUT', `/talradio/media/${episode._id}`, admin, {
      title: 'Living with diabetes',
      categoryId: (await category(2))._id,
      requestId: podcastRequest.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Episode updated',
      data: {
        title: 'Living with diabetes',
        category: await category(2),
        request: { _id: podcastRequest.id, title: 'Talk about diabetes' },
        status: 'draft',
      },
    });
    expect((await activity(episode._id, 'podcast.updated'))[0]).toMatchObject({
      category: 'Administration',
      details: { title: 'Living with diabetes', fields: ['title', 'categoryId', 'requestId'] },
    });

    const wrongType = await call('PUT', `/talradio/media/${episode._id}`, admin, {
      requestId: careRequest.id,
    });
    expect(wrongType.json()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'requestId', message: 'Episodes can only be linked to a request of type Podcast.' }],
    });
    const badCategory = await call('PUT', `/talradio/media/${episode._id}`, admin, {
      categoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badCategory.json()).toMatchObject({ statusCode: 400, message: 'This category does not exist.' });

    const published = await call('PUT', `/talradio/media/${episode._id}`, admin, { status: 'published' });
    expect(published.json()).toMatchObject({ message: 'Episode published', data: { status: 'published' } });
    expect(published.json().data.publishedAt).not.toBeNull();
    const ofRequest = await listed(`requestId=${podcastRequest.id}`);
    expect(ofRequest.data.map((item) => item._id)).toEqual([episode._id]);

    const unpublished = await call('PUT', `/talradio/media/${episode._id}`, admin, { status: 'draft' });
    expect(unpublished.json()).toMatchObject({
      message: 'Episode moved back to drafts',
      data: { status: 'draft', publishedAt: null },
    });
    expect((await listed(`requestId=${podcastRequest.id}`)).data).toEqual([]);
    expect(await activity(episode._id, 'podcast.published')).toHaveLength(1);
    expect(await activity(episode._id, 'podcast.unpublished')).toHaveLength(1);
  });

  it('deletes the episode and its stored audio, and answers 404 for unknown ids', async () => {
    const admin = await createAdmin(t.ctx);
    const episode = await uploaded(admin, { fields: { status: 'published' } });
    const key = episode.audioUrl.slice('/files/'.length);
    expect(await t.ctx.storage.get(key)).not.toBeNull();

    const deleted = await call('DELETE', `/talradio/media/${episode._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'success', message: 'Episode deleted', data: null });
    expect((await call('GET', `/talradio/media/${episode._id}`, admin)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: episode.audioUrl, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect(await t.ctx.storage.get(key)).toBeNull();
    expect((await activity(episode._id, 'podcast.deleted'))[0]).toMatchObject({ userId: admin.user.id });

    for (const id of [episode._id, 'not-an-id']) {
      const edit = await call('PUT', `/talradio/media/${id}`, admin, { title: 'x' });
      expect(edit.json()).toMatchObject({ statusCode: 404, message: 'This episode does not exist.' });
      expect((await call('DELETE', `/talradio/media/${id}`, admin)).statusCode).toBe(404);
    }
  });
});
