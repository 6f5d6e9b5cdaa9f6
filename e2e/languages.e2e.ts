import { MESSAGES } from '@carenet/shared';
import hi from '@carenet/shared/i18n/hi.json';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';
import { readMail, startMailCatcher } from './support/smtp';

/** The Hindi of an English text, as the catalog has it: the test reads the screen the way a Hindi reader does. */
function h(english: string): string {
  const hindi = (hi as Record<string, string>)[english];
  if (!hindi) throw new Error(`the catalog has no Hindi for "${english}"`);
  return hindi;
}

/** docs/languages.md: the footer's switch, the remembered choice, and a page in Hindi. */
describe('Hindi', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url });
    browser = await launchBrowser();
    patient = await apiSignIn(server.baseUrl, DEMO.patient);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
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

  it('a newcomer signs up in Hindi: the form answers in Hindi, and the code comes by e-mail in Hindi', async () => {
    const context = await signedInContext(browser, VIEWPORTS.phone);
    await context.addInitScript(() => localStorage.setItem('locale', 'hi'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const email = `hindi.${Date.now()}@e2e.carenet.local`;
    try {
      await page.goto(`${server.baseUrl}/signup`);
      await page.getByLabel(h('First name')).fill('Meera');
      await page.getByLabel(h('Last name')).fill('Joshi');
      await page.getByLabel(h('E-mail')).fill(email);
      await page.getByRole('textbox', { name: h('Password'), exact: true }).fill('Meera@2026');
      await page.getByLabel(h('Confirm password')).fill('Meera@2027');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: h('Sign up') }).click();
      // The shared schema's message, shown in the page's language.
      await page.getByText(h(MESSAGES.passwordsDoNotMatch)).waitFor();
      await screenshot(page, 'hindi-signup-refused-375');
      expect(await seriousAxeViolations(page, 'body')).toEqual([]);

      await page.getByLabel(h('Confirm password')).fill('Meera@2026');
      await page.getByRole('button', { name: h('Sign up') }).click();
      await page.waitForURL(/\/otp-validation/);
      const code = await mail.otpFor(email);
      const message = mail.messages.filter((m) => m.to.includes(email)).at(-1);
      const { subject, text } = readMail(message?.raw ?? '');
      expect(subject).toBe(h('Your CareNet verification code'));
      expect(text).toContain(h('Your CareNet verification code is {code}.').replace('{code}', code));

      await page.getByLabel(h('Verification code digit')).first().click();
      await page.keyboard.type(code);
      await page.waitForURL((url) => url.pathname === '/');
      // Their account keeps the language, so later e-mails are in Hindi too.
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? '{}') as { locale?: string },
      );
      expect(stored.locale).toBe('hi');
    } finally {
      await context.close();
    }
  });
});
