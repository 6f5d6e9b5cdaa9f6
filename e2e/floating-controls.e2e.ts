import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { coveredControls } from './support/hitTest';
import { startServer, type RunningServer } from './support/server';
import {
  apiCall,
  apiSignIn,
  DEMO,
  signedInContext,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';
import { settle } from './support/ui';

type Who = 'guest' | 'patient' | 'doctor' | 'facility' | 'admin';

interface Screen {
  who: Who;
  /** `{…}`: ids of demo data looked up at start. */
  path: string;
  /** Opens what the screen is about (a dialog) once the page is ready. */
  open?: (page: Page) => Promise<void>;
  /** Where the controls are: the page's main area, or the dialog opened. */
  scope?: string;
  /** A part built to fit the window (a conversation), whose controls must be free without scrolling. */
  fitsWindow?: string;
}

/** The main screens of each kind of visitor, where the floating buttons could sit over something. */
const SCREENS: Screen[] = [
  { who: 'guest', path: '/' },
  { who: 'guest', path: '/DoctorProfile/{doctor}' },
  { who: 'patient', path: '/' },
  {
    who: 'patient',
    path: '/member/privateMessages?room={room}',
    fitsWindow: 'main .mantine-Card-root',
  },
  { who: 'patient', path: '/create-request' },
  { who: 'patient', path: '/member/myMedicalRecords' },
  { who: 'patient', path: '/chat-bot' },
  { who: 'doctor', path: '/' },
  { who: 'doctor', path: '/newUserProfile/{me}' },
  { who: 'doctor', path: '/chatTabs', fitsWindow: 'main .mantine-Card-root' },
  { who: 'facility', path: '/' },
  // The facility form, with its address fields (line 2 among them): a page to add, a dialog to edit.
  { who: 'facility', path: '/add-organization' },
  {
    who: 'facility',
    path: '/facilityrequest/{organization}',
    open: (page) => page.getByRole('button', { name: 'Edit', exact: true }).click(),
    scope: '[role="dialog"]',
  },
  { who: 'admin', path: '/admin/manageFacilities' },
  { who: 'admin', path: '/add-hospital' },
];

/**
 * A screen is finished: a heading shown (or, on a phone's open conversation, its messages), the network
 * quiet, no loader left, transitions over.
 */
async function waitForScreen(page: Page) {
  await page.getByRole('heading').or(page.getByRole('log')).filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('.mantine-Loader-root').filter({ visible: true }).count(), { timeout: 10_000 })
    .toBe(0);
  await settle(page);
}

/**
 * At 375 px the floating buttons (accessibility, assistant, scroll to top) cover no control of a main
 * screen: each button, link and field, brought into view, is what a tap at its centre reaches.
 */
describe('the floating buttons at 375 px', () => {
  let server: RunningServer;
  let browser: Browser;
  const people: Partial<Record<Who, SignedIn>> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    for (const who of ['patient', 'doctor', 'facility', 'admin'] as const) {
      people[who] = await apiSignIn(server.baseUrl, DEMO[who]);
    }
    const requestId = await treatedDemoRequestId(server.baseUrl, people.doctor!);
    const room = await apiCall<{ _id: string }>(
      server.baseUrl,
      'POST',
      '/chatRooms',
      { requestId },
      people.patient,
    );
    ids.room = room._id;
    const [organization] = await apiCall<{ _id: string }[]>(
      server.baseUrl,
      'GET',
      '/organization?keyword=Sunrise',
    );
    ids.organization = organization._id;
    ids.doctor = people.doctor!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(SCREENS)('$who: $path', async ({ who, path, open, scope = 'main', fitsWindow }) => {
    const person = who === 'guest' ? undefined : people[who];
    const context = await signedInContext(browser, VIEWPORTS.phone, person);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      const url = path.replace(/\{(\w+)\}/g, (_, key: string) => (key === 'me' ? person!.id : ids[key]));
      await page.goto(`${server.baseUrl}${url}`);
      await waitForScreen(page);
      if (open) {
        await open(page);
        await page.locator(scope).waitFor();
        await settle(page);
      }
      const name = `floating-${who}-${path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home'}-375`;
      await screenshot(page, name);
      if (fitsWindow) {
        const atRest = await coveredControls(page, fitsWindow, { atRest: true });
        expect(atRest.checked).toBeGreaterThan(0);
        expect(atRest.covered, 'without scrolling').toEqual([]);
      }
      const scrolled = await coveredControls(page, scope);
      expect(scrolled.checked).toBeGreaterThan(0);
      expect(scrolled.covered).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
