import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInWithForm, signUpWithForm } from './support/session';
import { startMailCatcher } from './support/smtp';

/**
 * Issue 2 acceptance 5: a newcomer signs up, verifies with the code from a real SMTP server, signs in,
 * picks a role, edits the profile, signs out, and after signing in again lands on the page they asked for.
 */
describe('account journey in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  const email = `journey.${Date.now()}@e2e.carenet.local`;
  const password = 'Journey@2026';

  const signIn = () => signInWithForm(page, { account: email, password });

  it('signs up and verifies the e-mail with the mailed code, which signs them in', async () => {
    await page.goto(`${server.baseUrl}/signup`);
    await signUpWithForm(page, { firstName: 'Asha', lastName: 'Verma', email, password }, (to) =>
      mail.otpFor(to),
    );
  });

  it('picks a role in "Select Your Role"', async () => {
    const picker = page.getByRole('dialog', { name: 'Select Your Role' });
    await picker.waitFor();
    await screenshot(page, 'journey-role-picker');
    await picker.getByRole('button', { name: /Doctor/ }).click();
    await picker.waitFor({ state: 'detached' });
    // A doctor gets the Create Campaign button (docs/screens-and-flows.md#layout Layout).
    await page.getByRole('link', { name: 'Create Campaign' }).first().waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { roles: string[] },
    );
    expect(stored.roles).toContain('doctor');
  });

  it('edits the profile and sees it saved', async () => {
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.waitForURL(/\/newUserProfile\//);
    await page.getByLabel('Occupation').fill('Paediatrician');
    await page.getByLabel('Summary').fill('Children’s doctor in Pune with ten years in community clinics.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Updated successfully').first().waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Occupation').inputValue()).toBe('Paediatrician');
  });

  it('signs out, and after signing in again returns to the page it asked for', async () => {
    const profileUrl = new URL(page.url());
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto(`${server.baseUrl}${profileUrl.pathname}`);
    await page.waitForURL(/\/login/);
    expect(page.url()).toContain(encodeURIComponent(profileUrl.pathname));
    await signIn();
    await page.waitForURL((url) => url.pathname === profileUrl.pathname);
    await expect.poll(() => page.getByLabel('Occupation').inputValue()).toBe('Paediatrician');
  });
});
