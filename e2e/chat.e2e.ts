import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { gradientPng } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { fillDateTime } from './support/ui';
import {
  apiCall,
  apiSignIn,
  DEMO,
  openSignedInPage,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';

const HOUR = 3_600_000;

/**
 * Issue 5 acceptance 4 (chat): the demo patient and the demo doctor, on the request the doctor
 * accepted, chat in two browsers with text, an image and a voice message; the doctor creates a meet link in the chat
 * and the patient sees it arrive live. Then the chat screens at 1280 px and 375 px.
 */
describe('care-request chat between two browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let requestId: string;
  let roomId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    // A microphone that plays a beep, allowed without a prompt: the voice message is really recorded.
    browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
    requestId = await treatedDemoRequestId(server.baseUrl, doctor);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** The open conversation's history (the list beside it previews the same messages). */
  const history = (page: Page) => page.getByRole('log', { name: 'Messages' });

  async function open(who: SignedIn, viewport: keyof typeof VIEWPORTS, path: string): Promise<Page> {
    const page = await openSignedInPage(browser, server.baseUrl, who, path, VIEWPORTS[viewport]);
    contexts.push(page.context());
    return page;
  }

  it('they chat live with text, an image and a voice message, and the patient sees the meet link the doctor creates', async () => {
    // The patient starts the conversation from the request.
    const patientPage = await open(patient, 'desktop', `/donationRequest/${requestId}`);
    await patientPage.getByRole('button', { name: 'Message', exact: true }).click();
    await patientPage.waitForURL(/\/member\/privateMessages\?room=/);
    roomId = new URL(patientPage.url()).searchParams.get('room') ?? '';
    await history(patientPage).getByText('No messages yet. Say hello.').waitFor();

    // The doctor opens the same conversation from their Messages.
    const doctorPage = await open(doctor, 'desktop', '/member/Message');
    await doctorPage.getByRole('button', { name: /Follow-up for high blood pressure/ }).click();
    await doctorPage.waitForURL(`**/member/privateMessages?room=${roomId}`);
    await history(doctorPage).getByText('No messages yet. Say hello.').waitFor();

    const patientBox = patientPage.getByRole('textbox', { name: 'Message' });
    await patientBox.fill('   ');
    await patientBox.press('Enter');
    await patientBox.fill('Good morning doctor, my readings were 150/95 today.');
    await patientBox.press('Enter');
    await history(doctorPage)
      .getByText('Good morning doctor, my readings were 150/95 today.')
      .waitFor({ timeout: 5000 });
    // Blank text was never sent: the one message is the first of the conversation.
    expect(await doctorPage.getByTestId('chat-message').count()).toBe(1);

    const doctorBox = doctorPage.getByRole('textbox', { name: 'Message' });
    await doctorBox.fill('Thank you. Please send a photo of the readings.');
    await doctorBox.press('Enter');
    await history(patientPage)
      .getByText('Thank you. Please send a photo of the readings.')
      .waitFor({ timeout: 5000 });

    await patientPage
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'readings.png', mimeType: 'image/png', buffer: gradientPng(48, 48) });
    await patientPage.getByText('Image is uploaded successfully').waitFor();
    await doctorPage.getByRole('img', { name: 'readings.png' }).waitFor({ timeout: 5000 });
    // The doctor's browser fetched the private picture with their token and shows it.
    await expect
      .poll(() =>
        doctorPage
          .getByRole('img', { name: 'readings.png' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(48);

    // docs/screens-and-flows.md#routes: holding the record control records a voice message (audio/webm in the browser),
    // which is sent as MP3 and plays in the other browser.
    const record = patientPage.getByRole('button', { name: 'Hold to record a voice message' });
    await record.hover();
    await patientPage.mouse.down();
    await patientPage.getByPlaceholder(/Recording…/).waitFor();
    // Held until the recording has run at least a second, by its own clock on the screen.
    await patientPage.getByPlaceholder(/^Recording… [1-9]\d*s — release to send$/).waitFor();
    await patientPage.mouse.up();
    await patientPage.getByText('Audio uploaded successfully').waitFor();
    const player = history(doctorPage).locator('audio');
    await player.waitFor({ timeout: 5000 });
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => (audio.readyState > 0 ? audio.duration : 0)))
      .toBeGreaterThan(0.5);
    const { messages } = await apiCall<{ messages: { type: string; audioUrl: string | null }[] }>(
      server.baseUrl,
      'GET',
      `/chatRooms/${roomId}`,
      undefined,
      doctor,
    );
    const stored = await fetch(`${server.baseUrl}${messages[0].audioUrl}`, {
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(messages[0].type).toBe('Audio');
    expect(stored.headers.get('content-type')).toBe('audio/mpeg');

    await doctorPage.getByRole('button', { name: 'Create the meet link' }).click();
    const dialog = doctorPage.getByRole('dialog', { name: 'Create Meet Link' });
    await dialog.getByLabel(/^Title/).fill('Blood pressure review');
    await dialog.getByLabel(/^Description/).fill('Keep your readings at hand.');
    await fillDateTime(dialog, 'From', Date.now() + HOUR * 24);
    await fillDateTime(dialog, 'To', Date.now() + HOUR * 24.5);
    await dialog.getByRole('button', { name: 'Create the meet link' }).click();
    await doctorPage.getByText('Meet link was created successfully').waitFor();

    await history(patientPage).getByText('Blood pressure review').waitFor({ timeout: 5000 });
    const join = patientPage.getByRole('link', { name: 'Join the meeting' });
    expect(await join.getAttribute('href')).toMatch(/^https?:\/\/.+\/CareNet-/);
    // The meeting is news too: a live toast at the bottom and the unread badge in the top bar.
    await patientPage.getByText('New video meeting').waitFor({ timeout: 5000 });
    await patientPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await screenshot(patientPage, 'chat-live-toast-1280');
    // The patient read everything: the doctor sees 'Seen' under their latest message.
    await history(doctorPage).getByText('Seen').waitFor({ timeout: 5000 });
  });

  const screens = [
    { name: 'chat-conversation', who: 'patient', path: () => `/member/privateMessages?room=${roomId}` },
    { name: 'chat-list', who: 'patient', path: () => '/member/Message' },
    { name: 'chat-tabs', who: 'doctor', path: () => `/chatTabs?room=${roomId}` },
  ] as const;
  for (const viewport of ['desktop', 'phone'] as const) {
    it.each(screens)(`$name (${viewport})`, async (screen) => {
      const page = await open(screen.who === 'patient' ? patient : doctor, viewport, screen.path());
      await checkScreen(page, `${screen.name}-${VIEWPORTS[viewport].width}`, 'Blood pressure review');
    });
  }
});
