import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { DEMO, apiSignIn, signedInContext } from './support/session';
import { startMailCatcher } from './support/smtp';

/**
 * Issue 14, events: a guest registers for the demo health fest with the demo coupon (the discount shows as
 * the code is typed), is asked to check their e-mail, confirms the address from the link mailed through a
 * real SMTP server (issue 25: nothing is held before), receives the confirmation with its QR code, donates
 * to the event, and an administrator checks the guest in with the code from the e-mail (twice: the second
 * says when).
 */
describe('events, coupons and check-in, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let guestPage: Page;
  const guestEmail = `fest.${Date.now()}@e2e.carenet.local`;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    guestPage = await context.newPage();
    guestPage.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  /** The check-in code printed in the newest e-mail to `to`, its quoted-printable encoding undone. */
  function checkInCodeTo(to: string): string | undefined {
    const raw = mail.messages.filter((m) => m.to.includes(to)).at(-1)?.raw;
    const text = raw?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    return text?.match(/enter your check-in code: ([A-Za-z0-9_-]{20,})/)?.[1];
  }

  /** The secret of the confirmation link in the newest e-mail to `to` that has one. */
  function confirmationSecretTo(to: string): string | undefined {
    return mail.messages
      .filter((m) => m.to.includes(to))
      .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
      .map((text) => text.match(/\/event\/registration\/confirm#([A-Za-z0-9_-]{20,})/)?.[1])
      .filter((secret) => secret !== undefined)
      .at(-1);
  }

  it('leads the 2024 registration form to the 2025 event page', async () => {
    await guestPage.goto(`${server.baseUrl}/event/2024/registration`);
    await guestPage.waitForURL(/\/event\/health-fest-2025$/);
    await guestPage.getByRole('heading', { name: 'Hospital Health Fest' }).waitFor();
  });

  it('registers a guest with the demo coupon, showing the discount, confirms the address from the e-mail, and mails the QR code', async () => {
    const page = guestPage;
    const form = page.getByRole('form', { name: 'Register for the event' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Kavya Iyer');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(guestEmail);
    await form.getByRole('textbox', { name: /Coupon code/ }).fill('FEST25');
    await form.getByText('Coupon applied: 25% off. You pay 375.00 INR instead of 500.00 INR.').waitFor();
    await checkBothWidths(page, 'events-registration', 'Coupon applied: 25% off.');
    await form.getByRole('button', { name: 'Register' }).click();
    // Nothing is held until the address is confirmed from the e-mail.
    await page.getByText('Check your e-mail', { exact: true }).waitFor();
    await checkBothWidths(page, 'events-registration-check-email', 'Check your e-mail');
    await expect.poll(() => confirmationSecretTo(guestEmail), { timeout: 20_000 }).toBeDefined();
    await page.goto(`${server.baseUrl}/event/registration/confirm#${confirmationSecretTo(guestEmail)}`);
    await page.getByRole('heading', { name: 'Confirm your registration' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await checkBothWidths(page, 'events-registration-confirm', 'Confirm your registration', 'body');
    await page.getByRole('button', { name: 'Confirm my registration' }).click();
    await page.getByText('Registration complete').waitFor();
    await page.getByText(/375\.00 INR is due/).waitFor();
    await expect.poll(() => checkInCodeTo(guestEmail), { timeout: 20_000 }).toBeDefined();
    const raw = mail.messages.filter((m) => m.to.includes(guestEmail)).at(-1)?.raw ?? '';
    expect(raw).toContain('image/png');

    await page.getByRole('link', { name: /How to pay/ }).click();
    await page.waitForURL(/\/event\/payment/);
    await page.getByRole('heading', { name: 'Event payment' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await checkBothWidths(page, 'events-payment', 'Amount due for your registration', 'body');
  });

  it('takes a guest donation to the event as a pledge', async () => {
    const page = guestPage;
    await page.goto(`${server.baseUrl}/event/2024/donation`);
    await page.waitForURL(/\/event\/health-fest-2025\/donate$/);
    const form = page.getByRole('form', { name: 'Donate to the event' });
    await form.getByRole('textbox', { name: /Your name/ }).fill('Kavya Iyer');
    await form.getByRole('textbox', { name: /Your e-mail address/ }).fill(guestEmail);
    await checkBothWidths(page, 'events-donation', 'Donate to Hospital Health Fest');
    await form.getByRole('button', { name: 'Donate' }).click();
    await page.getByText('Thank you! Your pledge to the event is recorded. It is not paid yet.').waitFor();
  });

  it('lets an administrator check the guest in once, and says when on the second try', async () => {
    const admin = await apiSignIn(server.baseUrl, DEMO.admin);
    const context = await signedInContext(browser, VIEWPORTS.desktop, admin);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Event Check-in' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/admin\/eventCheckin$/);
    const code = checkInCodeTo(guestEmail) ?? '';
    const form = page.getByRole('form', { name: 'Check an attendee in' });
    await form.getByRole('textbox', { name: /Check-in code/ }).fill(code);
    await form.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Kavya Iyer is checked in.').waitFor();
    await page.getByRole('cell', { name: guestEmail }).waitFor();
    await checkBothWidths(page, 'events-checkin', 'Kavya Iyer is checked in.');

    await form.getByRole('textbox', { name: /Check-in code/ }).fill(code);
    await form.getByRole('button', { name: 'Check in' }).click();
    await page.getByText(/Kavya Iyer was already checked in at .* UTC\./).waitFor();
    await context.close();
  });
});
