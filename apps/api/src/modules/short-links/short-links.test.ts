import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHORT_LINK_MESSAGES, type ShortUrlDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';
import { ownPagePath } from './own-page';

const t = useTestApp();
const SITE = 'https://carenet.example';

const shorten = (url: string, user?: TestUser, referenceId = 'r1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/shorturl',
    headers: user?.auth ?? {},
    payload: { url, representsWhat: 'request', referenceId },
  });

const resolve = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/shorturl/${id}` });

describe('ownPagePath', () => {
  it('keeps paths on the site and addresses on its origin, as paths', () => {
    expect(ownPagePath('/donationRequest/42?tab=1#top', SITE)).toBe('/donationRequest/42?tab=1#top');
    expect(ownPagePath(`${SITE}/DoctorProfile/7`, SITE)).toBe('/DoctorProfile/7');
    expect(ownPagePath('/a/../user/3', SITE)).toBe('/user/3');
    // An encoded newline stays encoded: a harmless path on the site.
    expect(ownPagePath('/%0a/evil', SITE)).toBe('/%0a/evil');
  });

  it.each([
    'https://evil.example/donationRequest/1',
    'http://carenet.example/user/1',
    'https://carenet.example.evil.example/user/1',
    'https://carenet.example@evil.example/',
    'https://user:pass@carenet.example/user/1',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `${SITE}/..//evil.example`,
    '/..//evil.example',
    'evil.example',
    '/api/v1/user/1',
    '/files/uploads/x.pdf',
  ])('refuses %s', (url) => {
    expect(ownPagePath(url, SITE)).toBeNull();
  });
});

describe('POST /shorturl and GET /shorturl/{id}', () => {
  it('shortens a CareNet page, the same page to the same id, and resolves it for anyone', async () => {
    const user = await createUser(t.ctx);
    const path = `/donationRequest/${crypto.randomUUID()}`;
    const first = await shorten(path, user);
    expect(first.statusCode).toBe(200);
    const created = first.json<{ data: ShortUrlDto; message: string }>();
    expect(created.message).toBe(SHORT_LINK_MESSAGES.created);
    expect(created.data).toMatchObject({ url: path, representsWhat: 'request', referenceId: 'r1' });
    expect(created.data._id).toMatch(/^[A-Za-z0-9]{8}$/);

    const again = await shorten(`${t.ctx.config.publicUrl}${path}`);
    expect(again.json<{ data: ShortUrlDto }>().data._id).toBe(created.data._id);

    const resolved = await resolve(created.data._id);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<{ data: ShortUrlDto }>().data).toEqual(created.data);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, created.data._id), eq(activityLog.action, 'shortLink.created')));
    expect(logged.map((row) => row.userId)).toEqual([user.user.id]);
  });

  it.each([
    'https://evil.example/donationRequest/1',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(document.cookie)',
    '/..//evil.example',
  ])('refuses %s with a clear 400 and stores nothing', async (url) => {
    const res = await shorten(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: SHORT_LINK_MESSAGES.notOwnPage,
      errors: [{ path: 'url', message: SHORT_LINK_MESSAGES.notOwnPage }],
    });
  });

  it('refuses an unknown kind of page and answers 404 for an unknown id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shorturl',
      payload: { url: '/user/1', representsWhat: 'anything', referenceId: '1' },
    });
    expect(res.statusCode).toBe(400);
    const missing = await resolve('Zz9Zz9Zz');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SHORT_LINK_MESSAGES.notFound);
    // An id that cannot be a short link's is bad input, refused before any look-up.
    expect((await resolve('not-a-short-id')).statusCode).toBe(400);
  });
});
