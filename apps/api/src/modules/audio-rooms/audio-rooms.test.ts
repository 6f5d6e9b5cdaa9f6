import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AudioRoomDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

const t = useTestApp({ MEET_BASE_URL: 'https://meet.example.org/rooms' });

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const HOUR = 3_600_000;
const room = (overrides: Record<string, unknown> = {}) => {
  const startTime = Date.now() + HOUR;
  return {
    title: 'Algebra homework',
    description: 'Chapter 4',
    startTime,
    endTime: startTime + HOUR,
    ...overrides,
  };
};

describe('audio rooms', () => {
  it('creates an audio-only Jitsi room on MEET_BASE_URL for its host, logs it and lists it to them', async () => {
    const host = await createUser(t.ctx, { name: { first_name: 'Asha', last_name: 'Rao', middle_name: '' } });
    const body = room();
    const res = await call('POST', '/audioRooms', host, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<{ data: AudioRoomDto }>().data;
    expect(res.json()).toMatchObject({ status: 'success', message: 'Audio room created' });
    expect(created).toMatchObject({
      title: 'Algebra homework',
      description: 'Chapter 4',
      startTime: body.startTime,
      endTime: body.endTime,
      roomPath: `/${created._id}`,
      host: { _id: host.user.id, name: 'Asha Rao' },
      isHost: true,
    });
    const url = new URL(created.joinUrl);
    expect(url.origin + url.pathname).toMatch(/^https:\/\/meet\.example\.org\/rooms\/CareNet-[\w-]{22}$/);
    expect(url.hash).toContain('config.startAudioOnly=true');
    expect(url.hash).toContain('config.startWithVideoMuted=true');

    const other = await call('POST', '/audioRooms', host, room({ title: 'Second' }));
    expect(new URL(other.json().data.joinUrl).pathname).not.toBe(url.pathname);

    const mine = await call('GET', '/audioRooms', host);
    const ids = mine.json<{ data: AudioRoomDto[] }>().data.map((item) => item._id);
    expect(ids.sort()).toEqual([created._id, other.json<{ data: AudioRoomDto }>().data._id].sort());
    const stranger = await createUser(t.ctx);
    expect((await call('GET', '/audioRooms', stranger)).json().data).toEqual([]);

    await t.ctx.events.settled();
    const log = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, created._id), eq(activityLog.action, 'audioRoom.created')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      category: 'Account',
      userId: host.user.id,
      details: { startTime: body.startTime, endTime: body.endTime },
    });
  });

  it('gives any signed-in user the room by its id, 404 for an unknown one, 401 to visitors', async () => {
    const host = await createUser(t.ctx);
    const created = (await call('POST', '/audioRooms', host, room())).json<{ data: AudioRoomDto }>().data;
    const guest = await createUser(t.ctx, { roles: ['doctor'] });

    const seen = await call('GET', `/audioRooms/${created._id}`, guest);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ _id: created._id, joinUrl: created.joinUrl, isHost: false });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-room']) {
      const missing = await call('GET', `/audioRooms/${id}`, guest);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'error', message: 'This audio room does not exist.' });
    }
    expect((await call('GET', `/audioRooms/${created._id}`)).statusCode).toBe(401);
    expect((await call('GET', '/audioRooms')).statusCode).toBe(401);
    expect((await call('POST', '/audioRooms', undefined, room())).statusCode).toBe(401);
  });

  it('refuses a missing title, an end before the start, a start in the past and a room over 12 hours', async () => {
    const host = await createUser(t.ctx);
    const untitled = await call('POST', '/audioRooms', host, room({ title: '  ' }));
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toContainEqual({ path: 'title', message: 'Please enter Title' });

    const start = Date.now() + HOUR;
    const backwards = await call('POST', '/audioRooms', host, room({ startTime: start, endTime: start - 1 }));
    expect(backwards.json().errors).toContainEqual({
      path: 'endTime',
      message: 'The room must end after it starts.',
    });
    const past = await call('POST', '/audioRooms', host, room({ startTime: Date.now() - 2 * HOUR }));
    expect(past.json().errors).toContainEqual({
      path: 'startTime',
      message: 'The room cannot start in the past.',
    });
    const long = await call(
      'POST',
      '/audioRooms',
      host,
      room({ startTime: start, endTime: start + 13 * HOUR }),
    );
    expect(long.json().errors).toContainEqual({
      path: 'endTime',
      message: 'An audio room can last at most 12 hours.',
    });
  });
});
