import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

interface Comment {
  _id: string;
  text: string;
}

/**
 * Issue 3 acceptance 3: two members use the forum of a request in Chromium: they ask, like, reply and
 * page with 'View more'; a member who did not write a comment cannot edit it, in the page or through the API.
 */
describe('forum of a request in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let campaign: { _id: string; name: string };
  const questions = [1, 2, 3, 4].map((n) => `Is the camp open to children, question ${n}?`);

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
    const [found] = await apiCall<{ _id: string; name: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=heart%20check-up',
    );
    campaign = found;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openForum(who: SignedIn): Promise<{ page: Page; forum: Locator }> {
    const context = await signedInContext(browser, VIEWPORTS.desktop, who);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}/donationRequest/${campaign.name}`);
    await page.getByRole('button', { name: 'Forum', exact: true }).click();
    const forum = page.getByRole('dialog', { name: 'Forum' });
    await forum.waitFor();
    return { page, forum };
  }

  const comment = (scope: Locator, text: string) => scope.getByRole('article').filter({ hasText: text });

  it('the patient asks four questions; the newest three show first', async () => {
    const { page, forum } = await openForum(patient);
    for (const question of questions) {
      await forum.getByLabel('Your question').fill(question);
      // Enter posts (docs/screens-and-flows.md#routes Chat: Enter sends).
      await forum.getByLabel('Your question').press('Enter');
      await comment(forum, question).waitFor();
    }
    await page.reload();
    await page.getByRole('button', { name: 'Forum', exact: true }).click();
    const questionList = forum.getByRole('region', { name: 'Questions' });
    await comment(questionList, questions[3]).waitFor();
    expect(await questionList.getByRole('article').count()).toBe(3);
    expect(await comment(questionList, questions[0]).count()).toBe(0);
    await forum.getByRole('button', { name: 'View more' }).waitFor();
    await page.context().close();
  });

  it("the doctor pages with 'View more', likes a question and replies to it", async () => {
    const { page, forum } = await openForum(doctor);
    const questionList = forum.getByRole('region', { name: 'Questions' });
    await comment(questionList, questions[3]).waitFor();
    await forum.getByRole('button', { name: 'View more' }).click();
    await comment(questionList, questions[0]).waitFor();
    expect(await questionList.getByRole('article').count()).toBe(4);
    // Everything is loaded: 'View more' goes away.
    await forum.getByRole('button', { name: 'View more' }).waitFor({ state: 'detached' });

    const first = comment(questionList, questions[0]);
    await first.getByRole('button', { name: 'Like, 0 likes' }).click();
    await first.getByRole('button', { name: 'Unlike, 1 like' }).waitFor();
    // Not the author: no edit control on the patient's question.
    expect(await first.getByRole('button', { name: 'Edit comment' }).count()).toBe(0);

    await first.getByRole('button', { name: 'Reply' }).click();
    const replies = page.getByRole('dialog', { name: 'Replies' });
    await replies.getByLabel('Your reply').fill('Yes, children over five are welcome with a parent.');
    await replies.getByRole('button', { name: 'Add a reply' }).click();
    await comment(replies, 'children over five').waitFor();
    await screenshot(page, 'forum-replies-1280');
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: '1 reply' }).waitFor();
    await screenshot(page, 'forum-1280');
    await page.context().close();
  });

  it("the patient sees the like and the doctor's reply, answers, and edits their own question", async () => {
    const { page, forum } = await openForum(patient);
    await forum.getByRole('button', { name: 'View more' }).click();
    const first = comment(forum.getByRole('region', { name: 'Questions' }), questions[0]);
    await first.getByRole('button', { name: 'Like, 1 like' }).waitFor();
    await first.getByRole('button', { name: '1 reply' }).click();
    const replies = page.getByRole('dialog', { name: 'Replies' });
    await comment(replies, 'children over five').waitFor();
    await replies.getByLabel('Your reply').fill('Thank you, we will come on Saturday.');
    await replies.getByRole('button', { name: 'Add a reply' }).click();
    await comment(replies, 'we will come on Saturday').waitFor();
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: '2 replies' }).waitFor();

    await first.getByRole('button', { name: 'Edit comment' }).click();
    // While editing, the text sits in the editor's box, so the editor is found in the whole forum.
    const editor = forum.getByRole('textbox', { name: 'Edit comment' });
    await editor.fill('Is the camp open to children under twelve?');
    await editor.press('Enter');
    await page.getByText('Successfully edited').first().waitFor();
    await comment(forum, 'children under twelve').waitFor();
    await page.context().close();
  });

  it('updates live: a question and a like from one browser show in the other without a reload (issue 5)', async () => {
    const watching = await openForum(doctor);
    const asking = await openForum(patient);
    const question = 'Will there be parking near the camp?';
    await asking.forum.getByLabel('Your question').fill(question);
    await asking.forum.getByLabel('Your question').press('Enter');
    const seen = comment(watching.forum, question);
    await seen.waitFor({ timeout: 5000 });
    await seen.getByRole('button', { name: 'Like, 0 likes' }).click();
    await comment(asking.forum, question)
      .getByRole('button', { name: /1 like/ })
      .waitFor({ timeout: 5000 });
    await watching.page.context().close();
    await asking.page.context().close();
  });

  it('refuses an edit by someone other than the author in the API too', async () => {
    const list = await apiCall<Comment[]>(
      server.baseUrl,
      'GET',
      `/donationRequest/${campaign._id}/comments?limit=10`,
    );
    const patientQuestion = list.find((item) => item.text.includes('under twelve'));
    expect(patientQuestion).toBeDefined();
    const res = await fetch(`${server.baseUrl}/api/v1/comments/${patientQuestion?._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${doctor.token}` },
      body: JSON.stringify({ text: 'Edited by someone else' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      status: 'error',
      statusCode: 403,
      message: 'Only the author can edit this comment.',
    });
  });
});
