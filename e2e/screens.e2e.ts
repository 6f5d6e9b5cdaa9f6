import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

/** Every issue-2 screen, signed out or as the demo doctor. `ready` is text the finished screen shows. */
const SCREENS: { name: string; path: string; signedIn: boolean; ready: string | RegExp }[] = [
  { name: 'home-signed-out', path: '/', signedIn: false, ready: 'Our Doctors' },
  { name: 'login', path: '/login', signedIn: false, ready: 'E-mail or phone number' },
  { name: 'signup', path: '/signup', signedIn: false, ready: 'Confirm password' },
  { name: 'otp-validation', path: '/otp-validation', signedIn: false, ready: /code/i },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false, ready: 'E-mail or phone number' },
  { name: 'terms-and-conditions', path: '/termsandconditions', signedIn: false, ready: /Terms/ },
  { name: 'privacy', path: '/users/Privacy', signedIn: false, ready: /Privacy/ },
  { name: 'terms', path: '/users/Terms', signedIn: false, ready: /Terms/ },
  { name: 'help-desk', path: '/users/help-desk', signedIn: false, ready: /help/i },
  { name: 'contact-us', path: '/users/ContactUs', signedIn: false, ready: /Contact/ },
  { name: 'feedback', path: '/users/Feedback', signedIn: false, ready: /Feedback/ },
  { name: 'not-found', path: '/no/such/page', signedIn: false, ready: 'Page not found' },
  { name: 'home-signed-in', path: '/', signedIn: true, ready: /Welcome/ },
  { name: 'edit-profile', path: '/newUserProfile/{me}', signedIn: true, ready: 'Save changes' },
  { name: 'public-profile', path: '/user/{me}', signedIn: true, ready: 'Arjun Rao' },
  { name: 'change-password', path: '/change-password', signedIn: true, ready: 'Current password' },
  { name: 'edit-username', path: '/editUsername', signedIn: true, ready: 'Username' },
];

/**
 * Issue 2 acceptance 6: each screen at 1280 px and 375 px renders its content with nothing overflowing
 * sideways and no raw JSON; the PNGs land in e2e/artifacts for a person to look at.
 */
describe('screens at 1280 px and 375 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedIn: SignedIn;

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    signedIn = await apiSignIn(server.baseUrl, DEMO.doctor);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it.each(SCREENS)(`$name (${viewport})`, async (screen) => {
      const context = await signedInContext(
        browser,
        VIEWPORTS[viewport],
        screen.signedIn ? signedIn : undefined,
      );
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        await page.goto(`${server.baseUrl}${screen.path.replace('{me}', signedIn.id)}`);
        await checkScreen(page, `${screen.name}-${VIEWPORTS[viewport].width}`, screen.ready);
      } finally {
        await context.close();
      }
    });
  }
});
