import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import type { RequestRecord } from '../../access';
import { users } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events';

let t: TestApp;
let owner: TestUser;
let asha: TestUser;
let ravi: TestUser;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.events.on('*', (event) => {
    if (event.type.startsWith('comment.')) events.push(event);
  });
  owner = await createUser(t.ctx, { roles: ['doctor'] });
  asha = await createUser(t.ctx, {
    roles: ['patient'],
    name: { first_name: 'Asha', last_name: 'Rao', middle_name: '' },
  });
  await t.ctx.db
    .update(users)
    .set({ profileImageUrl: 'https://img.example.com/asha.png' })
    .where(eq(users.id, asha.user.id));
  ravi = await createUser(t.ctx, {
    roles: ['patient'],
    name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' },
  });
});
afterAll(() => t.close());

/** A doctor's campaign: anyone, signed in or not, may see it and read its forum. */
const campaign = () => createRequest(t.ctx, owner, { title: 'Free eye check-up camp' });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser | null,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

async function post(
  request: RequestRecord,
  user: TestUser,
  text: string,
  parentId?: string,
): Promise<CommentDto> {
  const res = await call('POST', `/donationRequest/${request.id}/comments`, user, { text, parentId });
  expect(res.statusCode).toBe(201);
  return res.json().data as CommentDto;
}

const texts = (res: { json<T>(): T }) => res.json<{ data: CommentDto[] }>().data.map((c) => c.text);

const list = (request: RequestRecord, query = '', user?: TestUser | null) =>
  call('GET', `/donationRequest/${request.id}/comments${query}`, user);

describe('POST /donationRequest/{id}/comments', () => {
  it('refuses anyone signed out with SPEC’s exact message', async () => {
    const request = await campaign();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/donationRequest/${request.id}/comments`,
        headers,
        payload: { text: 'Is this free?' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 401,
        message: 'Please signup or login to add a question.',
      });
    }
  });

  it('posts a question in the docs/api-contract.md#entities-and-field-names shape', async () => {
    const request = await campaign();
    const before = Date.now();
    const res = await call('POST', `/donationRequest/${request.name}/comments`, asha, {
      text: '  Is it free?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: COMMENT_MESSAGES.questionAdded,
    });
    const comment = res.json().data as CommentDto;
    expect(comment).toMatchObject({
      requestId: request.id,
      parentId: null,
      text: 'Is it free?',
      type: 'Text',
      userId: asha.user.id,
      senderName: 'Asha Rao',
      senderProfileImageUrl: 'https://img.example.com/asha.png',
      whenEdited: null,
      likes: [],
      likeCount: 0,
      likedByMe: false,
      replyCount: 0,
    });
    expect(comment.whenSent).toBeGreaterThanOrEqual(before - 5000);
    await t.ctx.events.settled();
    expect(events.find((e) => e.data?.commentId === comment._id)).toMatchObject({
      type: 'comment.created',
      actorId: asha.user.id,
      subjectType: 'donationRequest',
      subjectId: request.id,
    });
  });

  it.each(['', '   ', undefined])('refuses the text %j with SPEC’s message', async (text) => {
    const request = await campaign();
    const res = await call('POST', `/donationRequest/${request.id}/comments`, asha, { text });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('please enter a valid text');
  });
});

describe('GET /donationRequest/{id}/comments: 3 at a time, with the total for View more', () => {
  it('pages questions newest first, for signed-out readers too', async () => {
    const request = await campaign();
    for (let i = 1; i <= 5; i++) await post(request, i % 2 ? asha : ravi, `Question ${i}`);
    const first = await list(request, '', null);
    expect(first.statusCode).toBe(200);
    expect(first.json().totalCountOfRecords).toBe(5);
    expect(texts(first)).toEqual(['Question 5', 'Question 4', 'Question 3']);
    const more = await list(request, '?offset=3', null);
    expect(texts(more)).toEqual(['Question 2', 'Question 1']);
    expect((await list(request, '?limit=5')).json().data).toHaveLength(5);
  });

  it('nests replies under their question, oldest first, 3 at a time, and counts them', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Which dates?');
    const replies: CommentDto[] = [];
    for (let i = 1; i <= 4; i++)
      replies.push(await post(request, i % 2 ? ravi : owner, `Reply ${i}`, question._id));
    expect(replies[0]).toMatchObject({ parentId: question._id, senderName: 'Ravi Kumar' });

    const top = await list(request);
    expect(top.json().totalCountOfRecords).toBe(1);
    expect(top.json().data[0]).toMatchObject({ _id: question._id, replyCount: 4 });

    const page1 = await list(request, `?parentId=${question._id}`);
    expect(page1.json().totalCountOfRecords).toBe(4);
    expect(texts(page1)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
    const page2 = await list(request, `?parentId=${question._id}&offset=3`);
    expect(texts(page2)).toEqual(['Reply 4']);
  });

  it('replies only to a question of the same request', async () => {
    const request = await campaign();
    const other = await campaign();
    const question = await post(request, asha, 'Parking?');
    const reply = await post(request, ravi, 'Yes', question._id);
    const toReply = await call('POST', `/donationRequest/${request.id}/comments`, asha, {
      text: 'Thanks',
      parentId: reply._id,
    });
    expect(toReply.statusCode).toBe(400);
    expect(toReply.json().message).toBe(COMMENT_MESSAGES.replyToReply);
    const elsewhere = await call('POST', `/donationRequest/${other.id}/comments`, asha, {
      text: 'Thanks',
      parentId: question._id,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await list(other, `?parentId=${question._id}`)).statusCode).toBe(404);
  });
});

describe('POST /comments/{id}/like', () => {
  it('toggles a like per user, with counts, likers and likedByMe', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Bring reports?');
    const liked = await call('POST', `/comments/${question._id}/like`, ravi);
    expect(liked.statusCode).toBe(200);
    expect(liked.json().message).toBe(COMMENT_MESSAGES.liked);
    expect(liked.json().data).toMatchObject({
      likeCount: 1,
      likedByMe: true,
      likes: [{ userId: ravi.user.id, name: 'Ravi Kumar', likedByProfileImageUrl: null }],
    });
    expect(typeof liked.json().data.likes[0].whenLiked).toBe('number');
    expect((await call('POST', `/comments/${question._id}/like`, asha)).json().data).toMatchObject({
      likeCount: 2,
      likedByMe: true,
    });

    const asRavi = (await list(request, '', ravi)).json().data[0] as CommentDto;
    expect(asRavi).toMatchObject({ likeCount: 2, likedByMe: true });
    const asOwner = (await list(request, '', owner)).json().data[0] as CommentDto;
    expect(asOwner).toMatchObject({ likeCount: 2, likedByMe: false });

    const unliked = await call('POST', `/comments/${question._id}/like`, ravi);
    expect(unliked.json().message).toBe(COMMENT_MESSAGES.unliked);
    expect(unliked.json().data).toMatchObject({
      likeCount: 1,
      likedByMe: false,
      likes: [{ userId: asha.user.id }],
    });

    const anonymous = await call('POST', `/comments/${question._id}/like`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(COMMENT_MESSAGES.signInToLike);

    await t.ctx.events.settled();
    const mine = events.filter((e) => e.data?.commentId === question._id).map((e) => e.type);
    expect(mine).toEqual(['comment.created', 'comment.liked', 'comment.liked', 'comment.unliked']);
  });
});

describe('PUT /comments/{id}: author only', () => {
  it('lets the author edit, with SPEC’s messages', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Timing?');
    const res = await call('PUT', `/comments/${question._id}`, asha, { text: 'What time does it start?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully edited');
    expect(res.json().data.text).toBe('What time does it start?');
    expect(res.json().data.whenEdited).toBeGreaterThanOrEqual(question.whenSent);

    const blank = await call('PUT', `/comments/${question._id}`, asha, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('please enter a valid text');
  });

  it('refuses everyone else in the API, administrators included', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Original');
    for (const user of [ravi, owner, await createAdmin(t.ctx)]) {
      const res = await call('PUT', `/comments/${question._id}`, user, { text: 'Changed' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(COMMENT_MESSAGES.onlyAuthorEdits);
    }
    expect((await call('PUT', `/comments/${question._id}`, null, { text: 'Changed' })).statusCode).toBe(401);
    expect((await list(request)).json().data[0].text).toBe('Original');
  });
});

describe('DELETE /comments/{id}: author, admin or superAdmin', () => {
  it('lets the author, an admin and a superAdmin delete, and nobody else', async () => {
    const request = await campaign();
    const byAuthor = await post(request, asha, 'One');
    const byAdmin = await post(request, asha, 'Two');
    const bySuperAdmin = await post(request, asha, 'Three');

    for (const user of [ravi, owner]) {
      const res = await call('DELETE', `/comments/${byAuthor._id}`, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(COMMENT_MESSAGES.cannotDelete);
    }
    const deletions: [CommentDto, TestUser][] = [
      [byAuthor, asha],
      [byAdmin, await createAdmin(t.ctx)],
      [bySuperAdmin, await createUser(t.ctx, { roles: ['superAdmin'] })],
    ];
    for (const [comment, user] of deletions) {
      const res = await call('DELETE', `/comments/${comment._id}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', message: 'Successfully deleted', data: null });
    }
    expect((await list(request)).json()).toMatchObject({ data: [], totalCountOfRecords: 0 });
  });

  it('takes the replies with a deleted question, and a deleted comment is gone for every action', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Question');
    const reply = await post(request, ravi, 'Reply', question._id);
    expect((await call('DELETE', `/comments/${reply._id}`, ravi)).statusCode).toBe(200);
    expect((await list(request)).json().data[0].replyCount).toBe(0);

    expect((await call('DELETE', `/comments/${question._id}`, asha)).statusCode).toBe(200);
    expect((await list(request, `?parentId=${question._id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/comments/${question._id}`, asha, { text: 'Again' })).statusCode).toBe(404);
    expect((await call('POST', `/comments/${question._id}/like`, asha)).statusCode).toBe(404);
    expect((await call('DELETE', `/comments/${question._id}`, asha)).statusCode).toBe(404);
    const replyToDeleted = await call('POST', `/donationRequest/${request.id}/comments`, ravi, {
      text: 'Late reply',
      parentId: question._id,
    });
    expect(replyToDeleted.statusCode).toBe(404);
  });
});

describe("a comment's abilities", () => {
  it('let its author edit and delete it, an administrator delete it, and nobody else do either', async () => {
    const request = await campaign();
    const question = await post(request, asha, 'Where is the camp?');
    const reply = await post(request, ravi, 'At the town hall.', question._id);
    const seenBy = async (user: TestUser | null, parentId = '') => {
      const res = await list(request, parentId && `?parentId=${parentId}`, user);
      return res.json<{ data: CommentDto[] }>().data[0].abilities;
    };

    expect(await seenBy(asha)).toEqual({ edit: true, delete: true });
    expect(await seenBy(await createAdmin(t.ctx))).toEqual({ edit: false, delete: true });
    expect(await seenBy(ravi)).toEqual({ edit: false, delete: false });
    expect(await seenBy(null)).toEqual({ edit: false, delete: false });
    expect(await seenBy(ravi, question._id)).toEqual({ edit: true, delete: true });
    expect(await seenBy(asha, question._id)).toEqual({ edit: false, delete: false });
    expect(reply.abilities).toEqual({ edit: true, delete: true });
  });
});

describe('a request the caller may not see', () => {
  it('answers 404 for its forum and every one of its comments', async () => {
    const privateCampaign = await createRequest(t.ctx, owner, { isPrivate: true });
    const patientsRequest = await createRequest(t.ctx, asha);
    for (const [request, author] of [
      [privateCampaign, owner],
      [patientsRequest, asha],
    ] as const) {
      const comment = await post(request, author, 'Visible to me');
      expect((await list(request, '', ravi)).statusCode).toBe(404);
      expect((await list(request, '', null)).statusCode).toBe(404);
      const attempts = [
        call('POST', `/donationRequest/${request.id}/comments`, ravi, { text: 'Hello' }),
        call('PUT', `/comments/${comment._id}`, ravi, { text: 'Hello' }),
        call('DELETE', `/comments/${comment._id}`, ravi),
        call('POST', `/comments/${comment._id}/like`, ravi),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', statusCode: 404 });
      }
    }
    // A doctor may see a patient's request, so may read and join its forum.
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await list(patientsRequest, '', doctor)).json().totalCountOfRecords).toBe(1);
  });
});
