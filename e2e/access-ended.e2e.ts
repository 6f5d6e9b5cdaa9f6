import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import {
  apiCall,
  apiSignIn,
  DEMO,
  signedInContext,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';
import { dismissToasts, settle } from './support/ui';

/** What the server sends the doctor's socket, and the chat screen then says, once their access ended. */
const ENDED_TITLE = 'Your access to this conversation has ended.';
const ENDED_TEXT = 'New messages will not reach you here, and you cannot reply.';

/** One frame the page's WebSocket received, as the realtime server sent it. */
interface Frame {
  type: string;
  topic?: string;
  message?: string;
  event?: string;
  raw: string;
}

/**
 * Issue 25 acceptance 5: the demo doctor has the conversation of the request he is treating open in one
 * browser and the demo patient has it open in another. He sees her first message arrive live; she then
 * ends his access from 'Who can see my records'. At once his screen says his access to the conversation
 * has ended, in place of the chat box; her next message is stored and reaches her own socket, but
 * never his socket or his screen. His screen is photographed at 1280 and 375 px and checked with axe-core.
 */
describe('a patient ends a doctor’s access while his chat is open, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let roomId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
    // The conversation of 'Follow-up for high blood pressure', which the demo doctor accepted.
    const requestId = await treatedDemoRequestId(server.baseUrl, doctor);
    ({ _id: roomId } = await apiCall<{ _id: string }>(
      server.baseUrl,
      'POST',
      '/chatRooms',
      { requestId },
      patient,
    ));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** The open conversation's history (the list beside it previews the same messages). */
  const history = (page: Page) => page.getByRole('log', { name: 'Messages' });

  /**
   * A page signed in as `who`, opened on `path`, and every frame its WebSocket receives (recorded from
   * before the app opens its socket).
   */
  async function open(
    who: SignedIn,
    path: string,
    context?: BrowserContext,
  ): Promise<{ page: Page; frames: Frame[] }> {
    const ownContext = context ?? (await signedInContext(browser, VIEWPORTS.desktop, who));
    if (!context) contexts.push(ownContext);
    const page = await ownContext.newPage();
    page.setDefaultTimeout(15_000);
    const frames: Frame[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const raw = typeof payload === 'string' ? payload : payload.toString('utf8');
        try {
          frames.push({ ...(JSON.parse(raw) as Omit<Frame, 'raw'>), raw });
        } catch {
          frames.push({ type: 'unparsed', raw });
        }
      }),
    );
    await page.goto(`${server.baseUrl}${path}`);
    return { page, frames };
  }

  it('stops delivering to the doctor’s open chat and tells him his access ended', async () => {
    const topic = `chat:${roomId}`;
    const conversation = `/member/privateMessages?room=${roomId}`;

    const { page: doctorPage, frames: doctorFrames } = await open(doctor, conversation);
    const { page: patientPage, frames: patientFrames } = await open(patient, conversation);
    await history(doctorPage).getByText('No messages yet. Say hello.').waitFor();
    await history(patientPage).getByText('No messages yet. Say hello.').waitFor();
    // Both sockets follow the conversation before anything is said in it.
    for (const frames of [doctorFrames, patientFrames]) {
      await expect
        .poll(() => frames.some((f) => f.type === 'subscribed' && f.topic === topic), { timeout: 15_000 })
        .toBe(true);
    }

    // The socket works: her first message reaches his screen live.
    const first = 'Doctor, my readings were 150/95 again this morning.';
    const patientBox = patientPage.getByRole('textbox', { name: 'Message' });
    await patientBox.fill(first);
    await patientBox.press('Enter');
    await history(doctorPage).getByText(first).waitFor({ timeout: 10_000 });
    const doctorMessages = doctorPage.getByTestId('chat-message');
    expect(await doctorMessages.count()).toBe(1);
    await expect(doctorPage.getByRole('textbox', { name: 'Message' }).isVisible()).resolves.toBe(true);
    expect(await doctorPage.getByRole('status', { name: ENDED_TITLE }).count()).toBe(0);

    // She ends his access from 'Who can see my records', in another tab of her browser.
    const { page: recordsPage } = await open(patient, '/member/myMedicalRecords', patientPage.context());
    const section = recordsPage.getByRole('region', { name: 'Who can see my records' });
    await section
      .getByRole('article', { name: 'Arjun Rao' })
      .getByRole('button', { name: 'End access' })
      .click();
    const dialog = recordsPage.getByRole('dialog', { name: 'End Arjun Rao’s access?' });
    await dialog.getByRole('button', { name: 'End access' }).click();
    await section.getByRole('article', { name: 'Arjun Rao' }).waitFor({ state: 'detached' });
    await recordsPage.close();

    // His screen says so at once, without a reload, in place of the chat box.
    const notice = doctorPage.getByRole('status', { name: ENDED_TITLE });
    await notice.waitFor({ timeout: 10_000 });
    await notice.getByText(ENDED_TEXT).waitFor();
    expect(await doctorPage.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    // What he had read stays on his screen.
    await history(doctorPage).getByText(first).waitFor();
    // It is the server that ended the topic on his socket, with its message.
    expect(doctorFrames.filter((f) => f.type === 'ended' && f.topic === topic)).toEqual([
      expect.objectContaining({ message: ENDED_TITLE }),
    ]);
    const framesWhenEnded = doctorFrames.length;

    // Her next message is sent and stored, and reaches her own socket...
    const second = 'I will look for another doctor for this, thank you.';
    await patientBox.fill(second);
    await patientBox.press('Enter');
    await history(patientPage).getByText(second).waitFor({ timeout: 10_000 });
    const { messages } = await apiCall<{ messages: { text?: string | null }[] }>(
      server.baseUrl,
      'GET',
      `/chatRooms/${roomId}`,
      undefined,
      patient,
    );
    expect(messages.some((m) => JSON.stringify(m).includes(second))).toBe(true);
    await expect
      .poll(
        () => patientFrames.some((f) => f.type === 'event' && f.topic === topic && f.raw.includes(second)),
        { timeout: 10_000 },
      )
      .toBe(true);
    // ...but never his: his screen does not show it for as long as 2 s after it reached hers...
    await expect(history(doctorPage).getByText(second).waitFor({ timeout: 2_000 })).rejects.toThrow();
    expect(await doctorMessages.count()).toBe(1);
    expect(await doctorPage.locator('body').innerText()).not.toContain(second);
    // ...and no frame of the conversation, nor any with her words, came to his socket after the end.
    const after = doctorFrames.slice(framesWhenEnded);
    expect(after.filter((f) => f.topic === topic)).toEqual([]);
    expect(doctorFrames.filter((f) => f.raw.includes(second))).toEqual([]);

    // The notice at 1280 and 375 px (the same page, resized: the conversation stays mounted, and the
    // list beside it goes away on a phone): photographed, nothing overflowing, no serious axe issue.
    await dismissToasts(doctorPage);
    for (const [width, viewport] of [
      [1280, VIEWPORTS.desktop],
      [375, VIEWPORTS.phone],
    ] as const) {
      await doctorPage.setViewportSize(viewport);
      await settle(doctorPage);
      await checkScreen(doctorPage, `access-ended-doctor-chat-${width}`, ENDED_TITLE);
      await notice.getByText(ENDED_TEXT).waitFor();
      expect(await doctorPage.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      expect(
        await seriousAxeViolations(doctorPage, 'body'),
        `the page with the notice at ${width} px`,
      ).toEqual([]);
    }
    // Nothing of hers came in meanwhile either.
    expect(await doctorMessages.count()).toBe(1);
    expect(doctorFrames.filter((f) => f.raw.includes(second))).toEqual([]);
  });
});
