import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, DEMO, openSignedInPage, type SignedIn } from './support/session';

/**
 * Issue 24 acceptance 3 (docs/assistant-triage.md): a guest writes an emergency in Hinglish and gets the
 * emergency card, with a tappable number for every line and the nearest hospitals one tap away; a
 * signed-in patient writes of self-harm and gets the caring crisis card with the crisis lines first. Both
 * at 1280 and 375 px, with no serious axe issue.
 */
describe('the assistant in an emergency', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    patient = await apiSignIn(server.baseUrl, DEMO.patient);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** Types a question on the chat page and waits for its whole answer. */
  async function ask(page: Page, question: string) {
    await page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.locator('article[aria-label="Assistant\'s answer"][aria-busy="false"]').last();
    await answer.waitFor();
    return answer;
  }

  /** The tel: links of the answer's call buttons, in order. */
  const callLinks = (page: Page) =>
    page
      .getByRole('group', { name: 'Numbers to call' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  it('a guest writes in Hinglish and gets the emergency card with tappable numbers and the nearest hospital', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      geolocation: { latitude: 28.61, longitude: 77.21 },
      permissions: ['geolocation'],
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.baseUrl}/chat-bot`);

    const answer = await ask(
      page,
      'papa ko seene me bahut tez dard ho raha hai aur pasina aa raha hai, kya karu',
    );
    const alert = answer.getByRole('alert');
    expect(await alert.innerText()).toContain('This may be an emergency.');
    expect(await alert.innerText()).toContain('Possible heart attack');
    expect(await callLinks(page)).toEqual(['tel:112', 'tel:108', 'tel:911']);
    const hospital = answer.getByRole('link', { name: 'Find the nearest hospital' });
    expect(await hospital.getAttribute('href')).toBe('/nearest-hospital');
    await checkBothWidths(page, 'assistant-emergency-guest', 'Find the nearest hospital');

    // One tap to the hospitals nearest to where the browser says the guest is (the demo facility).
    await hospital.click();
    await page.waitForURL(/\/nearest-hospital$/);
    await checkBothWidths(page, 'assistant-emergency-nearest-hospital', /km away/);
    const emergencyStrip = await page.getByRole('link', { name: /112/ }).first().getAttribute('href');
    expect(emergencyStrip).toBe('tel:112');
  });

  it('a signed-in patient writes of self-harm and gets the crisis text with the crisis lines first', async () => {
    const page = await openSignedInPage(browser, server.baseUrl, patient, '/chat-bot', VIEWPORTS.desktop);
    contexts.push(page.context());
    const answer = await ask(
      page,
      "i've been cutting myself again and honestly i dont want to be alive anymore",
    );
    const alert = answer.getByRole('alert');
    expect(await alert.innerText()).toContain('You are not alone');
    expect(await alert.innerText()).toContain('Thank you for telling us.');
    expect(await callLinks(page)).toEqual(['tel:14416', 'tel:988', 'tel:112', 'tel:108', 'tel:911']);
    await checkBothWidths(page, 'assistant-emergency-crisis', 'You are not alone');

    // Kept in the patient's history with its card.
    await page.reload();
    await page.getByRole('button', { name: /^i've been cutting myself again/ }).click();
    await page.getByRole('alert').filter({ hasText: 'You are not alone' }).waitFor();
    expect(await callLinks(page)).toEqual(['tel:14416', 'tel:988', 'tel:112', 'tel:108', 'tel:911']);
  });
});
