import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_MESSAGES } from '@carenet/shared';
import { startOidcProvider, type LocalOidcProvider } from '../apps/api/test/oidc-provider';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 14, sign-in with an outside provider: a real OpenID Connect provider (oidc-provider) runs
 * beside the app; a new person signs in with it from the login screen, picks a role on /almostDone and
 * is signed in; someone who refuses at the provider is told so on /authorize. Screens at 1280 and 375 px
 * with axe.
 */
describe('sign-in with an outside provider, in Chromium', () => {
  let provider: LocalOidcProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    provider = await startOidcProvider();
    server = await startServer({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Test ID',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    provider.setRedirectUri(`${server.baseUrl}/authorize`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('a new person continues with the provider, picks a role on /almostDone and is signed in', async () => {
    const sub = `sub-${randomUUID()}`;
    const email = `oidc.${Date.now()}@e2e.carenet.local`;
    provider.accounts.set(sub, {
      sub,
      email,
      email_verified: true,
      given_name: 'Meera',
      family_name: 'Iyer',
    });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await page.goto(`${server.baseUrl}/login`);
    const button = page.getByRole('link', { name: OIDC_MESSAGES.continueWith('Test ID') });
    await checkBothWidths(page, 'oidc-login', OIDC_MESSAGES.continueWith('Test ID'));

    provider.decideNext({ signInAs: sub });
    await button.click();
    await page.waitForURL(/\/almostDone$/);
    await checkBothWidths(page, 'oidc-almost-done', 'Select Your Role');
    await page.getByRole('radio', { name: 'Doctor' }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/almostDone'));
    await page.getByText(OIDC_MESSAGES.accountCreated).first().waitFor();
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain(email);
    await context.close();
  });

  it('someone who refuses at the provider is told the sign-in was cancelled', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}/login`);
    provider.decideNext({ deny: true });
    await page.getByRole('link', { name: OIDC_MESSAGES.continueWith('Test ID') }).click();
    await page.waitForURL(/\/authorize\?/);
    await checkBothWidths(page, 'oidc-cancelled', OIDC_MESSAGES.cancelled('Test ID'));
    await context.close();
  });
});
