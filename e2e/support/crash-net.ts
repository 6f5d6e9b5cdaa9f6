import { HEALTH_FEST_2025_SLUG } from '@carenet/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './browser';
import { pressEverything, typeIntoFields } from './crash-explore';
import { walkProfileMenu, walkSideMenu } from './crash-menus';
import { checkScreenAlive, inApp, settleNetwork, watchForCrashes } from './crash-watch';
import { webRoutePaths } from './route-table';
import { startServer, type RunningServer } from './server';
import { apiCall, apiSignIn, DEMO, signedInContext, treatedDemoRequestId, type SignedIn } from './session';

export type CrashNetRole = 'visitor' | keyof typeof DEMO;

/** Ids of data made or looked up through the API, for a route's :params. */
interface NetData {
  me?: SignedIn;
  ids: Record<string, string>;
}

async function prepareData(baseUrl: string, role: CrashNetRole): Promise<NetData> {
  const [patient, doctor, facility] = await Promise.all([
    apiSignIn(baseUrl, DEMO.patient),
    apiSignIn(baseUrl, DEMO.doctor),
    apiSignIn(baseUrl, DEMO.facility),
  ]);
  const ownRequest = await apiCall<{ _id: string }>(
    baseUrl,
    'POST',
    '/donationRequest',
    { title: 'Crash net: a request of my own', description: 'Made by the crash net to open its screens.' },
    patient,
  );
  const hour = 3_600_000;
  const audioRoom = await apiCall<{ _id: string }>(
    baseUrl,
    'POST',
    '/audioRooms',
    { title: 'Crash net room', startTime: Date.now() + hour, endTime: Date.now() + 2 * hour },
    doctor,
  );
  const [campaign] = await apiCall<{ _id: string }[]>(
    baseUrl,
    'GET',
    '/donationRequest?keyword=heart%20check-up',
  );
  const [organization] = await apiCall<{ _id: string }[]>(baseUrl, 'GET', '/organization?keyword=Sunrise');
  const me =
    role === 'visitor'
      ? undefined
      : role === 'admin'
        ? await apiSignIn(baseUrl, DEMO.admin)
        : { patient, doctor, facility }[role];
  return {
    me,
    ids: {
      patient: patient.id,
      doctor: doctor.id,
      facility: facility.id,
      request: await treatedDemoRequestId(baseUrl, doctor),
      ownRequest: ownRequest._id,
      campaign: campaign._id,
      organization: organization._id,
      audioRoom: audioRoom._id,
    },
  };
}

/**
 * What fills a route's :params, by param name; a route listed in ROUTE_IDS names which data its :id
 * is. A new route with a param known here is visited with real data, and one with an unknown param
 * with a made-up value (its screen's not-found state must not crash either).
 */
const PARAM_DATA: Record<string, string> = {
  keyword: 'dialysis',
  slug: HEALTH_FEST_2025_SLUG,
  form: 'registration',
  page: 'using-carenet',
  openIframe: 'true',
  orgId: 'organization',
  userId: 'facility',
  audioRoomId: 'audioRoom',
  id: 'patient',
};
const ROUTE_IDS: Record<string, string> = {
  '/user/:id': 'doctor',
  '/DoctorProfile/:id': 'doctor',
  '/DoctorProfileAi/:id': 'doctor',
  '/newUserProfile/:id': 'me',
  '/donationRequest/:id': 'request',
  '/new-request/:id': 'ownRequest',
  '/doctorrequest/:id': 'campaign',
  '/organization/:id': 'organization',
  '/facilityrequest/:id': 'organization',
  '/certificates/verify/:id': 'CN-AAAAAAAAAAAA',
};
/** Query strings a screen reads beside its path. */
const ROUTE_QUERIES: Record<string, string> = {
  '/publicPayment': '?donationfor=donationRequest&donationid={campaign}&currency=INR',
};

/** The address the net opens for a route pattern, with its params filled and its query added. */
function addressOf(pattern: string, data: NetData): string {
  const value = (key: string) => (key === 'me' ? (data.me?.id ?? data.ids.patient) : (data.ids[key] ?? key));
  if (pattern === '*') return '/no/such/page';
  const path = pattern.replace(/:(\w+)\??/g, (_, param: string) =>
    value(
      param === 'id' && ROUTE_IDS[pattern] ? ROUTE_IDS[pattern] : (PARAM_DATA[param] ?? `crash-net-${param}`),
    ),
  );
  const query = (ROUTE_QUERIES[pattern] ?? '').replace(/\{(\w+)\}/g, (_, key: string) => value(key));
  return path + query;
}

/**
 * The crash net for one kind of visitor: every route of the web's route table, then the side menu and
 * the profile menu. On each screen it types into every field and presses every non-destructive button
 * and tab (filling the dialogs they open), and fails on an error screen, an uncaught exception, a
 * console error other than an expected 4xx API answer, a 5xx answer or a blank page. One server and one
 * browser for the whole file; each route a test of its own, so a failure names the route.
 */
export function crashNet(role: CrashNetRole) {
  describe(`crash net as ${role}`, () => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let data: NetData;

    beforeAll(async () => {
      server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
      browser = await launchBrowser();
      data = await prepareData(server.baseUrl, role);
      context = await signedInContext(browser, VIEWPORTS.desktop, data.me);
      // A language button pressed on one screen must not turn the rest of the net's screens (and the
      // destructive names it skips) into Hindi: every page opens in English.
      await context.addInitScript(() => {
        if (location.protocol === 'http:') localStorage.removeItem('locale');
      });
      // A button that opens a new tab (a share, a map) must not leave it stealing the next steps.
      context.on('page', (opened) => {
        void opened.opener().then((opener) => opener && opened.close());
      });
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    /** A fresh page of the one context, watched, opened on `address`. */
    async function open(address: string) {
      const page: Page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const watch = watchForCrashes(page);
      watch.at(`opening ${address}`);
      await page.goto(`${server.baseUrl}${address}`);
      await checkScreenAlive(page, watch);
      await settleNetwork(page);
      return { page, watch };
    }

    it.each(webRoutePaths())(`${role}: %s`, async (pattern) => {
      const address = addressOf(pattern, data);
      const { page, watch } = await open(address);
      try {
        // A screen that sends the visitor out of the app (an audio room's link to its meeting) ends here.
        if (inApp(page)) {
          const landed = page.url();
          // The screen's own content: its main region, or the whole app on a screen without the shell.
          const content = (await page.locator('main').count()) ? 'main' : '#root';
          // Buttons first, on the screen as it opens; then the fields, as the presses left it.
          await pressEverything(page, content, landed, watch);
          await typeIntoFields(page, page.locator(content), watch, `${address}, its fields`);
        }
        expect(watch.problems).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${role}: the top bar's buttons, every side-menu and profile-menu entry`, async () => {
      const { page, watch } = await open('/');
      try {
        await pressEverything(page, 'header', page.url(), watch);
        if (data.me) {
          expect(await walkSideMenu(page, watch)).toBeGreaterThan(0);
          expect(await walkProfileMenu(page, watch)).toContain('Change password');
        }
        expect(watch.problems).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
