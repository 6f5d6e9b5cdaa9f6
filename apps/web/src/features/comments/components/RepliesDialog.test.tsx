import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest } from '../../../test/requestFixtures';
import { FakeForum } from '../test/fakeForum';
import { openForum, renderForumButton } from '../test/render';

const author = makeUser(['doctor'], { _id: 'u-author' });

/** The question and its replies, each with the abilities the API gives the viewer (none unless told). */
function setUp(replies: number, abilities?: CommentDto['abilities']) {
  const request = makeRequest();
  const forum = new FakeForum(request._id);
  const question = forum.add({ text: 'Is physiotherapy included?' });
  for (let index = 1; index <= replies; index++) {
    forum.add({ text: `Reply ${index}`, parentId: question._id, ...(abilities && { abilities }) });
  }
  const fetchMock = mockApi(forum.handle);
  return { request, forum, question, fetchMock };
}

async function openReplies(name: string): Promise<{ forum: HTMLElement; replies: HTMLElement }> {
  const forum = await openForum();
  await userEvent.click(await within(forum).findByRole('button', { name }));
  return { forum, replies: await screen.findByRole('dialog', { name: 'Replies' }) };
}

const replyTexts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByText(/^Reply \d+$/)
    .map((item) => item.textContent);

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Replies dialog', () => {
  it("shows the question and its replies, oldest first, 3 at a time with 'View more'", async () => {
    const { request, question, fetchMock } = setUp(5);
    renderForumButton(request);
    const { replies } = await openReplies('5 replies');

    expect(within(replies).getByText('Is physiotherapy included?')).toBeTruthy();
    await waitFor(() => expect(replyTexts(replies)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']));
    await userEvent.click(within(replies).getByRole('button', { name: 'View more' }));
    await waitFor(() =>
      expect(replyTexts(replies)).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5']),
    );
    expect(within(replies).queryByRole('button', { name: 'View more' })).toBeNull();

    const replyPages = fetchMock.mock.calls
      .map(([url]) => url.searchParams)
      .filter((params) => params.get('parentId') === question._id)
      .map((params) => params.get('offset'));
    expect(replyPages).toEqual(['0', '3']);
  });

  it('adds a reply, counts it on the question, and Escape closes only the replies', async () => {
    sessionStore.signIn(author);
    const { request, question, fetchMock } = setUp(0);
    renderForumButton(request);
    const { forum, replies } = await openReplies('Reply');
    expect(await within(replies).findByText(COMMENT_MESSAGES.noReplies)).toBeTruthy();

    await userEvent.type(within(replies).getByLabelText('Your reply'), 'Yes, ten sessions.{Enter}');

    expect(await screen.findByText(COMMENT_MESSAGES.replyAdded)).toBeTruthy();
    expect(within(replies).getByText('Yes, ten sessions.')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: `/donationRequest/${request._id}/comments`,
      method: 'POST',
      body: { text: 'Yes, ten sessions.', parentId: question._id },
    });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replies' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Forum' })).toBeTruthy();
    expect(within(forum).getByRole('button', { name: '1 reply' })).toBeTruthy();
  });

  it('deletes a reply after confirmation and counts one fewer', async () => {
    sessionStore.signIn(makeUser(['admin'], { _id: 'u-admin' }));
    const { request } = setUp(2, { edit: false, delete: true });
    renderForumButton(request);
    const { forum, replies } = await openReplies('2 replies');
    const reply = (await within(replies).findByText('Reply 1')).closest('article')!;

    await userEvent.click(within(reply).getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(COMMENT_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(replyTexts(replies)).toEqual(['Reply 2']));
    expect(within(forum).getByRole('button', { name: '1 reply' })).toBeTruthy();
  });

  it('sends a signed-out visitor who wants to reply to /login', async () => {
    const { request } = setUp(1);
    const { router } = renderForumButton(request);
    const { replies } = await openReplies('1 reply');
    await within(replies).findByText('Reply 1');

    await userEvent.click(within(replies).getByRole('button', { name: 'Add a reply' }));

    expect(await screen.findByText(COMMENT_MESSAGES.signInToReply)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/donationRequest/${request.name}`,
    );
  });
});
