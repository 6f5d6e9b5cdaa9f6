import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import {
  DEMO,
  apiSignIn,
  signUpWithForm,
  signedInContext,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';
import { startMailCatcher } from './support/smtp';
import { dismissToasts } from './support/ui';

/**
 * Issue 14, referrals and short links: a doctor refers a new e-mail address from 'Refer a doctor'; the
 * invited person opens the link from the e-mail (caught by a real SMTP server), signs up through
 * /invitation and the referrer sees them joined; a short link copied from a request opens that request.
 * Each new screen is photographed at 1280 and 375 px and checked with axe-core.
 */
describe('referrals and short links, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let doctor: SignedIn;
  let doctorPage: Page;

  const invitedEmail = `referred.${Date.now()}@e2e.carenet.local`;
  const password = 'Doctor@2026';

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    doctor = await apiSignIn(server.baseUrl, DEMO.doctor);
    const context = await signedInContext(browser, VIEWPORTS.desktop, doctor);
    doctorPage = await context.newPage();
    doctorPage.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  /** The invitation link in the newest message to `to`, its quoted-printable encoding undone. */
  function invitationLinkTo(to: string): string | undefined {
    const raw = mail.messages.filter((m) => m.to.includes(to)).at(-1)?.raw;
    const text = raw?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    return text?.match(/Join CareNet: (\S+)/)?.[1];
  }

  it("sends an invitation from 'Refer a doctor' in the doctor's menu", async () => {
    const page = doctorPage;
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Refer a doctor' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/referDoctor$/);
    const form = page.getByRole('form', { name: 'Refer a doctor' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('Please enter your Full Name').waitFor();
    await checkBothWidths(page, 'referrals-form-errors', 'Please enter Email Address');

    await form.getByRole('textbox', { name: /Full Name/ }).fill('Farah Khan');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(invitedEmail);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent successfully').first().waitFor();
    await dismissToasts(page);
    await expect.poll(() => invitationLinkTo(invitedEmail), { timeout: 15_000 }).toBeDefined();
  });

  it('refuses to invite someone who is a doctor already, with SPEC’s message', async () => {
    const form = doctorPage.getByRole('form', { name: 'Refer a doctor' });
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Demo Doctor');
    await form.getByRole('textbox', { name: /Email Address/ }).fill(DEMO.doctor.account);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('The person selected is already a doctor in our application.').waitFor();
  });

  it('lets the invited person sign up through /invitation, and the referrer sees them joined', async () => {
    const link = invitationLinkTo(invitedEmail) ?? '';
    expect(new URL(link).pathname).toBe('/invitation');
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(link);
    await checkBothWidths(page, 'referrals-invitation', /invites you to join CareNet/);
    await page.getByRole('link', { name: 'Accept and sign up' }).click();
    await page.waitForURL(/\/signup\?/);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(invitedEmail);
    await signUpWithForm(
      page,
      { firstName: 'Farah', lastName: 'Khan', email: invitedEmail, password },
      (to) => mail.otpFor(to),
    );
    const picker = page.getByRole('dialog', { name: 'Select Your Role' });
    await picker.getByRole('button', { name: /Doctor/ }).click();
    await picker.waitFor({ state: 'detached' });
    await context.close();

    await doctorPage.reload();
    const joined = doctorPage.getByRole('region', { name: 'People who joined' });
    await joined.getByText('Farah Khan').waitFor();
    await checkBothWidths(doctorPage, 'referrals-joined', 'Farah Khan');
  });

  it('copies a short link from a request, and the link opens that request', async () => {
    const requestId = await treatedDemoRequestId(server.baseUrl, doctor);
    const page = doctorPage;
    await page.goto(`${server.baseUrl}/donationRequest/${requestId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const shortLink = await page.getByRole('textbox', { name: 'Short link' }).inputValue();
    expect(shortLink).toMatch(new RegExp(`^${server.baseUrl}/[A-Za-z0-9]{8}$`));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
    // 'Link copied' lasts 2 seconds, then the button offers to copy again.
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await checkBothWidths(page, 'referrals-share-request', 'Copy link');

    await page.goto(shortLink);
    await page.waitForURL(`${server.baseUrl}/donationRequest/${requestId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
