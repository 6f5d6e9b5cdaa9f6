import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PATH, type RealtimeServerMessage } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { textOf } from '../../platform/realtime/hub';

const t = useTestApp();

/** A socket and the code it closed with, once it closes. */
function watch(socket: WebSocket) {
  const messages: RealtimeServerMessage[] = [];
  let code: number | null = null;
  socket.on('message', (raw) => messages.push(JSON.parse(textOf(raw)) as RealtimeServerMessage));
  socket.on('close', (closedWith: number) => (code = closedWith));
  return { messages, closedWith: () => code };
}

describe('live-update sockets follow the sessions they signed in with', () => {
  it('a logout closes the sockets of that session, and only those', async () => {
    const user = await createUser(t.ctx);
    const other = await t.ctx.tokens.issue(user.user.id, 3600_000);
    const loggedOut = watch(await t.app.injectWS(REALTIME_PATH, { headers: user.auth }));
    const otherSocket = await t.app.injectWS(REALTIME_PATH);
    const stays = watch(otherSocket);
    otherSocket.send(JSON.stringify({ type: 'auth', token: other.token }));
    await expect.poll(() => stays.messages.some((m) => m.type === 'ready')).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => loggedOut.closedWith(), { timeout: 2000 }).toBe(REALTIME_CLOSE.unauthenticated);

    otherSocket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => stays.messages.some((m) => m.type === 'pong')).toBe(true);
    expect(stays.closedWith()).toBeNull();
    otherSocket.terminate();
  });

  it('a password change closes every socket of the user', async () => {
    const user = await createUser(t.ctx);
    const second = await t.ctx.tokens.issue(user.user.id, 3600_000);
    const first = watch(await t.app.injectWS(REALTIME_PATH, { headers: user.auth }));
    const other = watch(
      await t.app.injectWS(REALTIME_PATH, { headers: { authorization: `Bearer ${second.token}` } }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/changepassword',
      headers: user.auth,
      payload: { oldPassword: user.password, newPassword: 'Fresh@Pass9' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => first.closedWith(), { timeout: 2000 }).toBe(REALTIME_CLOSE.unauthenticated);
    await expect.poll(() => other.closedWith(), { timeout: 2000 }).toBe(REALTIME_CLOSE.unauthenticated);
  });
});
