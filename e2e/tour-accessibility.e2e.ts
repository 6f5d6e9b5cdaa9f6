import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signUpWithForm } from './support/session';
import { startMailCatcher } from './support/smtp';
import { settle } from './support/ui';

/**
 * Issue 14 acceptance 3 (tour and accessibility): a new patient signs up through a doctor's invitation,
 * takes the 7-step tour to the end, does not see it again after a reload, restarts it from the profile
 * menu; switches CareNet to Hindi and back; turns on high contrast and larger text, which stay on after
 * a reload; on a phone sees the app banner and dismisses it; and the installed service worker answers a
 * page load without network with the offline page.
 */
describe('the guided tour, the accessibility widget, the app banner and the offline page, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const email = `new.patient.${Date.now()}@e2e.carenet.local`;
  const password = 'Patient@2026';
  const tourStep = (n: number) => page.getByRole('dialog').getByText(`Step ${n} of 7`);

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  const storedUser = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? 'null') as { isTourCompletedForTalHospitals: boolean },
    );

  /** The invitation link in the newest message to `to`, its quoted-printable encoding undone. */
  function invitationLinkTo(to: string): string | undefined {
    const raw = mail.messages.filter((m) => m.to.includes(to)).at(-1)?.raw;
    const text = raw?.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    return text?.match(/Join CareNet: (\S+)/)?.[1];
  }

  it('shows a new patient, signed up through an invitation, the 7-step tour and marks it done at the end', async () => {
    const doctor = await apiSignIn(server.baseUrl, DEMO.doctor);
    await apiCall(
      server.baseUrl,
      'POST',
      '/notifications/email',
      { recipientEmailIds: [email], fullName: 'Ritu Kapoor' },
      doctor,
    );
    await expect.poll(() => invitationLinkTo(email), { timeout: 15_000 }).toBeDefined();
    await page.goto(invitationLinkTo(email)!);
    await page.getByRole('link', { name: 'Accept and sign up' }).click();
    await page.waitForURL(/\/signup\?/);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await signUpWithForm(
      page,
      { firstName: 'Ritu', lastName: 'Kapoor', email, password },
      (to) => mail.otpFor(to),
      { keepTour: true },
    );
    const picker = page.getByRole('dialog', { name: 'Select Your Role' });
    await picker.getByRole('button', { name: /Patient/ }).click();
    await picker.waitFor({ state: 'detached' });

    await tourStep(1).waitFor();
    await expect.poll(() => page.getByTestId('tour-spotlight').count()).toBe(1);
    await checkBothWidths(page, 'tour-step-1', 'Step 1 of 7', 'body');
    for (let step = 2; step <= 7; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await tourStep(step).waitFor();
    }
    await screenshot(page, 'tour-step-7-1280');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedUser())?.isTourCompletedForTalHospitals).toBe(true);
  });

  it('does not show the tour again after a reload, and restarts it from the profile menu', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Open profile menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Take the tour' }).click();
    await tourStep(1).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('switches to Hindi from the footer, and back to English', async () => {
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'अनुरोध' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await checkBothWidths(page, 'hindi-new-patient-home', 'अनुरोध', 'body');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Requests' }).waitFor();
  });

  it('turns on high contrast and larger text, which stay on after a reload', async () => {
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Accessibility' });
    await panel.getByRole('switch', { name: 'High contrast' }).check();
    await panel.getByText('Larger', { exact: true }).click();
    await screenshot(page, 'accessibility-panel-1280');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await page.reload();
    const classes = () => page.evaluate(() => document.documentElement.className);
    expect(await classes()).toContain('a11y-contrast');
    expect(await classes()).toContain('a11y-text-2');
    await checkBothWidths(page, 'high-contrast-home', 'Requests');
  });

  it('shows the app banner on a phone until it is dismissed', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    // Without a configured app link the banner offers to install CareNet once the browser offers it.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
      });
      window.dispatchEvent(offer);
    });
    const banner = page.getByRole('complementary', { name: 'Get the CareNet app' });
    await banner.waitFor();
    await settle(page);
    await screenshot(page, 'app-banner-375');
    await banner.getByRole('button', { name: 'Dismiss the app banner' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('carenet.appBanner.dismissed'))).toBe('1');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('is installable: a valid manifest, and a service worker that serves the offline page without network', async () => {
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return null;
      return (await (await fetch(link.href)).json()) as { name: string; display: string; icons: unknown[] };
    });
    expect(manifest).toMatchObject({ name: 'CareNet', display: 'standalone' });
    expect(manifest?.icons).toHaveLength(3);

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/notifications`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await screenshot(page, 'offline-page-1280');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Open profile menu' }).waitFor();
  });
});
