import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
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

/** Every screen a person reaches, by who reaches it. `{…}` are ids of demo data looked up at start. */
const SCREENS: Record<Who, string[]> = {
  guest: [
    '/',
    '/search/dialysis',
    '/login',
    '/signup',
    '/forgot-password',
    '/otp-validation',
    '/chat-bot',
    '/tal-chat-bot',
    '/nearest-hospital',
    '/donationRequest/{request}',
    '/publicPayment?donationfor=donationRequest&donationid={campaign}&currency=INR',
    '/organization/{organization}',
    '/user/{doctor}',
    '/DoctorProfile/{doctor}',
    '/invitation',
    '/termsandconditions',
    '/event/health-fest-2025',
    '/event/health-fest-2025/donate',
    '/event/payment',
    '/event/registration/confirm',
    '/certificates/verify/CN-AAAAAAAAAAAA',
    '/authorize',
    '/almostDone',
    '/users/Feedback',
    '/users/help-desk',
    '/users/Privacy',
    '/users/Terms',
    '/users/ContactUs',
    '/no/such/page',
  ],
  patient: [
    '/',
    '/myrequests',
    '/doctorrequests',
    '/notifications',
    '/myfavourites',
    '/member/myAppointments',
    '/member/myMedicalRecords',
    '/member/Message',
    '/member/privateMessages',
    '/chatTabs',
    '/new-request',
    '/create-request',
    '/finddoctors',
    '/patientInformation',
    '/PatientConsent',
    '/profileverification',
    '/newUserProfile/{me}',
    '/change-password',
    '/editUsername',
    '/account',
    '/downloads/myCertificates',
    '/donationRequest/{request}',
  ],
  doctor: [
    '/',
    '/doctorrequests',
    '/doctorscheduling',
    '/doctorpresciption',
    '/doctorrequest',
    '/referDoctor',
    '/profileverification',
    '/addOrg',
    '/donationRequest/{request}',
  ],
  facility: [
    '/',
    '/facilityrequest',
    '/add-organization',
    '/organizationVerification',
    '/facilityverification',
  ],
  admin: [
    '/admin/donationRequests',
    '/admin/manageUserLists',
    '/admin/manageFacilities',
    '/admin/organization',
    '/admin/userActivityLog',
    '/admin/userList',
    '/admin/verifications',
    '/admin/manageDirectory',
    '/admin/manageEvents',
    '/admin/manageCoupons',
    '/admin/eventCheckin',
    '/uploaddata',
    '/facilitiesOrgDetails',
    '/managespecialization',
    '/manageservices',
    '/statistics',
    '/add-doctor',
    '/add-patient',
    '/add-hospital',
    '/viewUserDetails/{patient}',
  ],
};

/**
 * Waits for a screen to be finished: a heading shown, the network quiet, no loader or 'Loading...' left.
 * Generic on purpose, so that a new screen joins the sweep by its path alone.
 */
async function waitForScreen(page: Page) {
  await page.getByRole('heading').filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByText('Loading...').count(), { timeout: 10_000 }).toBe(0);
  await expect
    .poll(() => page.locator('.mantine-Loader-root').filter({ visible: true }).count(), { timeout: 10_000 })
    .toBe(0);
  await settle(page);
}

/**
 * The whole page (top bar, menus and footer included, not only the screen's own content) at 1280 and
 * 375 px, for each kind of visitor: no serious or critical axe issue anywhere. Screenshots land in
 * e2e/artifacts as axe-<who>-<path>-<width>.png.
 */
describe('accessibility sweep of every screen', () => {
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
    const doctor = people.doctor!;
    ids.request = await treatedDemoRequestId(server.baseUrl, doctor);
    const [campaign] = await apiCall<{ _id: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=heart%20check-up',
    );
    ids.campaign = campaign._id;
    const [organization] = await apiCall<{ _id: string }[]>(
      server.baseUrl,
      'GET',
      '/organization?keyword=Sunrise',
    );
    ids.organization = organization._id;
    ids.doctor = doctor.id;
    ids.patient = people.patient!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = (Object.entries(SCREENS) as [Who, string[]][]).flatMap(([who, paths]) =>
    paths.map((path) => ({ who, path })),
  );

  it.each(cases)('$who: $path', async ({ who, path }) => {
    const person = who === 'guest' ? undefined : people[who];
    const context = await signedInContext(browser, VIEWPORTS.desktop, person);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      const url = path.replace(/\{(\w+)\}/g, (_, key: string) => (key === 'me' ? person!.id : ids[key]));
      await page.goto(`${server.baseUrl}${url}`);
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
        await page.setViewportSize(viewport);
        await waitForScreen(page);
        const name = `axe-${who}-${path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${viewport.width}`;
        await screenshot(page, name);
        expect(await seriousAxeViolations(page, 'body'), `${who} ${path} at ${viewport.width} px`).toEqual(
          [],
        );
      }
    } finally {
      await context.close();
    }
  });
});
