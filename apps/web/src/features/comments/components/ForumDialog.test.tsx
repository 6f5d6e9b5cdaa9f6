import { COMMENT_MESSAGES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest } from '../../../test/requestFixtures';
import { AUTHOR_ABILITIES, FakeForum } from '../test/fakeForum';
import { openForum, renderForumButton } from '../test/render';

const author = makeUser(['patient'], { _id: 'u-author' });
/** A comment by `author`, as the API sends it to them. */
const byAuthor = { senderName: 'Asha Rao', userId: author._id, abilities: AUTHOR_ABILITIES };

function setUp() {
  const request = makeRequest({ title: 'Knee surgery support' });
  const forum = new FakeForum(request._id);
  const fetchMock = mockApi(forum.handle);
  return { request, forum, fetchMock };
}

const questionTexts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('article')
    .map((item) => within(item).getByText(/^Question \d+$/).textContent);

afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Forum dialog', () => {
  it("shows 3 questions, newest first, then 3 more per 'View more' until all are shown", async () => {
    const { request, forum, fetchMock } = setUp();
    forum.addQuestions(7);
    renderForumButton(request);
    const dialog = await openForum();

    expect(within(dialog).getByText(/Knee surgery support/)).toBeTruthy();
    await waitFor(() => expect(questionTexts(dialog)).toEqual(['Question 7', 'Question 6', 'Question 5']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'View more' }));
    await waitFor(() => expect(questionTexts(dialog)).toHaveLength(6));
    await userEvent.click(within(dialog).getByRole('button', { name: 'View more' }));
    await waitFor(() => expect(questionTexts(dialog)).toHaveLength(7));
    expect(questionTexts(dialog).at(-1)).toBe('Question 1');
    expect(within(dialog).queryByRole('button', { name: 'View more' })).toBeNull();

    const pages = fetchMock.mock.calls.map(([url]) => [
      url.searchParams.get('limit'),
      url.searchParams.get('offset'),
    ]);
    expect(pages).toEqual([
      ['3', '0'],
      ['3', '3'],
      ['3', '6'],
    ]);
  });

  it('says when there are no questions yet, and shows the server’s message when loading fails', async () => {
    const { request } = setUp();
    const { unmount } = renderForumButton(request);
    expect(await within(await openForum()).findByText(COMMENT_MESSAGES.noQuestions)).toBeTruthy();
    unmount();

    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'Request not found' },
    }));
    renderForumButton(makeRequest());
    const dialog = await openForum();
    expect(await within(dialog).findByText('Request not found')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('posts a question, which leads the list', async () => {
    sessionStore.signIn(author);
    const { request, forum, fetchMock } = setUp();
    forum.addQuestions(4);
    renderForumButton(request);
    const dialog = await openForum();
    await within(dialog).findByText('Question 4');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    expect(await within(dialog).findByText(COMMENT_MESSAGES.invalidText)).toBeTruthy();

    await userEvent.type(
      within(dialog).getByLabelText('Your question'),
      '  Is the clinic open on Sundays?  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));

    expect(await screen.findByText(COMMENT_MESSAGES.questionAdded)).toBeTruthy();
    const first = within(dialog).getAllByRole('article')[0];
    expect(within(first).getByText('Is the clinic open on Sundays?')).toBeTruthy();
    expect(within(first).getByText('Asha Rao')).toBeTruthy();
    expect(within(dialog).getByLabelText('Your question')).toHaveProperty('value', '');
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: `/donationRequest/${request._id}/comments`,
      method: 'POST',
      body: { text: 'Is the clinic open on Sundays?' },
    });
    // The new question moved the others down by one: 'View more' asks from there, so none repeats.
    await userEvent.click(within(dialog).getByRole('button', { name: 'View more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(5));
    expect(
      within(dialog)
        .getAllByText(/^Question \d$/)
        .map((item) => item.textContent),
    ).toEqual(['Question 4', 'Question 3', 'Question 2', 'Question 1']);
    expect(within(dialog).queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it('saves an edit with Enter and says so', async () => {
    sessionStore.signIn(author);
    const { request, forum, fetchMock } = setUp();
    const [question] = forum.addQuestions(1, byAuthor);
    renderForumButton(request);
    const dialog = await openForum();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit comment' }));
    const editor = within(dialog).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Which ward is it?{Enter}');

    expect(await screen.findByText(COMMENT_MESSAGES.edited)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
    expect(within(dialog).getByText('Which ward is it?')).toBeTruthy();
    expect(within(dialog).getByText(/edited/)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: `/comments/${question._id}`,
      method: 'PUT',
      body: { text: 'Which ward is it?' },
    });
  });

  it("refuses a blank edit with 'please enter a valid text', and Escape cancels without closing the forum", async () => {
    sessionStore.signIn(author);
    const { request, forum, fetchMock } = setUp();
    forum.addQuestions(1, byAuthor);
    renderForumButton(request);
    const dialog = await openForum();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit comment' }));
    const editor = within(dialog).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '   {Enter}');
    expect(await within(dialog).findByText(COMMENT_MESSAGES.invalidText)).toBeTruthy();

    // A closing modal stays in the page for its 200 ms transition: the test moves a fake clock past it.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
      shouldAdvanceTime: true,
    });
    await userEvent.type(editor, '{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Edit comment' })).toBeNull());
    await vi.advanceTimersByTimeAsync(400);
    expect(screen.getByRole('dialog', { name: 'Forum' })).toBeTruthy();
    expect(within(dialog).getByText('Question 1')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
  });

  it('deletes only after confirmation, then says so', async () => {
    sessionStore.signIn(author);
    const { request, forum, fetchMock } = setUp();
    forum.add({ text: 'My question', ...byAuthor });
    forum.add({ text: 'Their question' });
    renderForumButton(request);
    const dialog = await openForum();
    const mine = (await within(dialog).findByText('My question')).closest('article')!;

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(COMMENT_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('My question')).toBeNull());
    expect(within(dialog).getByText('Their question')).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("shows Edit and Delete from each comment's abilities, not from who wrote it or the viewer's roles", async () => {
    const { request, forum } = setUp();
    // Not the author, yet the API lets this viewer edit one comment and delete another.
    forum.add({ text: 'Editable', abilities: { edit: true, delete: false } });
    forum.add({ text: 'Deletable', abilities: { edit: false, delete: true } });
    // The viewer wrote this one and is an administrator, yet the API allows nothing.
    forum.add({ text: 'Locked', userId: 'u-admin', abilities: { edit: false, delete: false } });
    sessionStore.signIn(makeUser(['superAdmin'], { _id: 'u-admin' }));
    renderForumButton(request);
    const dialog = await openForum();
    const buttons = async (text: string) =>
      within((await within(dialog).findByText(text)).closest('article')!)
        .queryAllByRole('button', { name: /comment$/ })
        .map((button) => button.getAttribute('aria-label'));

    expect(await buttons('Editable')).toEqual(['Edit comment']);
    expect(await buttons('Deletable')).toEqual(['Delete comment']);
    expect(await buttons('Locked')).toEqual([]);
  });

  it('toggles a like for the signed-in user', async () => {
    sessionStore.signIn(author);
    const { request, forum, fetchMock } = setUp();
    const [question] = forum.addQuestions(1);
    renderForumButton(request);
    const dialog = await openForum();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Like, 0 likes' }));
    const liked = await within(dialog).findByRole('button', { name: 'Unlike, 1 like' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.textContent).toContain('1');

    await userEvent.click(liked);
    const unliked = await within(dialog).findByRole('button', { name: 'Like, 0 likes' });
    expect(unliked.getAttribute('aria-pressed')).toBe('false');
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: `/comments/${question._id}/like`, method: 'POST', body: undefined },
      { path: `/comments/${question._id}/like`, method: 'POST', body: undefined },
    ]);
  });

  it('sends a signed-out visitor who wants to ask a question to /login, and back here afterwards', async () => {
    const { request, forum, fetchMock } = setUp();
    forum.addQuestions(1);
    const { router } = renderForumButton(request);
    const dialog = await openForum();
    await within(dialog).findByText('Question 1');
    expect(within(dialog).queryByLabelText('Your question')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question' }));

    expect(await screen.findByText(COMMENT_MESSAGES.signInToAddQuestion)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/donationRequest/${request.name}`,
    );
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });
});
