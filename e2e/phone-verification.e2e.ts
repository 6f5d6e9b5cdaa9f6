import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { DEMO, apiSignIn, openSignedInPage, signUpWithForm } from './support/session';
import { startSmsGateway } from './support/sms-gateway';
import { startMailCatcher } from './support/smtp';

/**
 * Issue 26: phone verification finishes for a real person. The server texts through its Twilio driver
 * (SMS_DRIVER=twilio) to a local stand-in speaking Twilio's wire format; the newcomer reads the code the
 * stand-in received, types it, and the prompt to verify the number is gone. An administrator's Settings
 * screen names the SMS driver that is active.
 */
describe('a newcomer verifies their mobile number with a texted code, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  let browser: Browser;
  let page: Page;

  const stamp = Date.now();
  const email = `phone.${stamp}@e2e.carenet.local`;
  // An Indian mobile number nobody else holds: ten digits starting with 9.
  const national = `9${String(stamp % 1_000_000_000).padStart(9, '0')}`;
  const phone = `+91${national}`;

  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startSmsGateway();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...sms.serverEnv });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sms?.close();
    await mail?.close();
  });

  it('asks for a code, gets it by SMS through the gateway, types it and sees the number verified', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await signUpWithForm(
      page,
      { firstName: 'Lata', lastName: 'Pillai', email, password: 'Phone@2026' },
      (to) => mail.otpFor(to),
    );
    const picker = page.getByRole('dialog', { name: 'Select Your Role' });
    await picker.getByRole('button', { name: /Patient/ }).click();
    await picker.waitFor({ state: 'detached' });
    const prompt = page.getByText('Please verify the mobile number');
    await prompt.waitFor();

    await page.getByRole('button', { name: 'Verify now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(national);
    await dialog.getByRole('button', { name: 'Send code' }).click();

    const code = await sms.codeFor(phone);
    expect(sms.messages.filter((m) => m.to === phone)).toEqual([
      {
        to: phone,
        from: '+15005550006',
        body: `Your CareNet verification code is ${code}. It expires in 10 minutes.`,
      },
    ]);
    await dialog.getByText(`Enter the 6-digit code we sent to ${phone}.`).waitFor();
    // Typing the sixth digit submits the code by itself.
    await dialog.getByLabel('Verification code digit').first().click();
    await page.keyboard.type(code);

    await page.getByText('Mobile number verification has been successful!').waitFor();
    await expect.poll(() => prompt.count()).toBe(0);
    // The server holds the number as verified: a fresh load does not ask again.
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Lata/ }).waitFor();
    expect(await prompt.count()).toBe(0);
  });

  it('names Twilio as the SMS driver on the administrators’ Settings screen', async () => {
    const admin = await apiSignIn(server.baseUrl, DEMO.admin);
    const settings = await openSignedInPage(
      browser,
      server.baseUrl,
      admin,
      '/admin/settings',
      VIEWPORTS.desktop,
    );
    await settings.getByRole('table').waitFor();
    const smsRow = settings.getByRole('row', { name: /^SMS/ });
    await expect.poll(() => smsRow.innerText()).toMatch(/SMS\s+Twilio/);
    await checkBothWidths(settings, 'admin-settings', 'Active driver');
    await settings.context().close();
  });
});
