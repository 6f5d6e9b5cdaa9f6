import { describe, expect, it } from 'vitest';
import { REALTIME_PATH, commentsTopic, type RealtimeServerMessage } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { textOf } from '../../platform/realtime/hub';

const t = useTestApp();

async function follow(user: TestUser, topic: string) {
  const socket = await t.app.injectWS(REALTIME_PATH, { headers: user.auth });
  const messages: RealtimeServerMessage[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(textOf(raw)) as RealtimeServerMessage));
  socket.send(JSON.stringify({ type: 'subscribe', topic }));
  await expect.poll(() => messages.some((m) => m.type === 'subscribed' || m.type === 'refused')).toBe(true);
  return { socket, messages };
}

describe('a request forum, live', () => {
  it('announces a new question and a like to those following the request, within a second', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const reader = await createUser(t.ctx, { roles: ['patient'] });
    const asker = await createUser(t.ctx, { roles: ['patient'] });
    const campaign = await createRequest(t.ctx, doctor, { title: 'Free dental camp' });
    const watcher = await follow(reader, commentsTopic(campaign.id));
    expect(watcher.messages).toContainEqual({ type: 'subscribed', topic: commentsTopic(campaign.id) });

    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/donationRequest/${campaign.id}/comments`,
      headers: asker.auth,
      payload: { text: 'Is there parking nearby?' },
    });
    expect(posted.statusCode).toBe(201);
    const commentId = posted.json<{ data: { _id: string } }>().data._id;
    await expect
      .poll(() => watcher.messages.find((m) => m.type === 'event'), { timeout: 1000 })
      .toMatchObject({ event: 'comment.created', data: { commentId, parentId: null } });

    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/comments/${commentId}/like`,
      headers: doctor.auth,
    });
    expect(liked.statusCode).toBe(200);
    await expect
      .poll(() =>
        watcher.messages.filter((m) => m.type === 'event').map((m) => (m.type === 'event' ? m.event : '')),
      )
      .toEqual(['comment.created', 'comment.liked']);
    watcher.socket.terminate();
  });

  it("refuses the forum topic of a request the caller may not see (another patient's request)", async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const stranger = await createUser(t.ctx, { roles: ['patient'] });
    const request = await createRequest(t.ctx, patient, { title: 'Private worry' });
    const watcher = await follow(stranger, commentsTopic(request.id));
    expect(watcher.messages).toContainEqual(expect.objectContaining({ type: 'refused' }));
    watcher.socket.terminate();
  });
});
