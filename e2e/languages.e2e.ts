import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

/** docs/languages.md: the footer's switch, the remembered choice, and a page in Hindi. */
describe('Hindi', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    patient = await apiSignIn(server.baseUrl, DEMO.patient);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a visitor switches the home page to Hindi from the footer, and the choice is remembered', async () => {
    const context = await signedInContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    try {
      await page.goto(server.baseUrl);
      await page.getByRole('heading', { name: 'Our Doctors' }).waitFor();
      await page.getByRole('button', { name: 'हिन्दी' }).click();

      await page.getByRole('heading', { name: 'हमारे डॉक्टर' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await expect
        .poll(() => page.getByText('© ' + new Date().getFullYear() + ' CareNet. सर्वाधिकार सुरक्षित।').count())
        .toBe(1);
      await screenshot(page, 'hindi-home-1280');
      expect(await seriousAxeViolations(page, 'body')).toEqual([]);

      // Remembered: a new visit in this browser opens in Hindi, and the switch leads back to English.
      await page.goto(`${server.baseUrl}/users/help-desk`);
      await page.getByRole('button', { name: 'English' }).waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('a signed-in patient reads the home page in Hindi at 375 px', async () => {
    const context = await signedInContext(browser, VIEWPORTS.phone, patient);
    await context.addInitScript(() => localStorage.setItem('locale', 'hi'));
    const page = await context.newPage();
    try {
      await page.goto(server.baseUrl);
      await page.getByText(/फिर से स्वागत है, .+!/).waitFor();
      await page.getByRole('tab', { name: 'मेरे अनुरोध' }).waitFor();
      await screenshot(page, 'hindi-signed-in-home-375');
      expect(await seriousAxeViolations(page, 'body')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
