import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

type Who = 'visitor' | 'patient' | 'doctor' | 'admin';

interface Screen {
  name: string;
  /** {campaign}, {campaignId}, {volunteering}: demo requests; {request} and {treated} demo patient requests' ids (the second accepted by the demo doctor); {org} the demo facility. */
  path: string;
  who: Who;
  /** Text the finished screen shows. */
  ready: string | RegExp;
  /** Opens the dialog this screen is about. */
  open?: (page: Page) => Promise<void>;
}

const openForum = async (page: Page) => {
  await page.getByRole('button', { name: 'Forum', exact: true }).click();
  await page.getByRole('dialog', { name: 'Forum' }).waitFor();
};
const openReport = async (page: Page) => {
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await page.getByRole('dialog', { name: 'Report this request' }).waitFor();
};

const openApply = async (page: Page) => {
  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Quickly Review and Apply' }).waitFor();
};
const openDonate = async (page: Page) => {
  await page.getByRole('button', { name: 'Donate', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Donate' }).waitFor();
};

/** Every issue-3 screen and dialog. */
const SCREENS: Screen[] = [
  { name: 'feed-patient', path: '/', who: 'patient', ready: 'Follow-up for high blood pressure' },
  { name: 'feed-doctor', path: '/', who: 'doctor', ready: 'Physiotherapy after an ankle fracture' },
  { name: 'feed-search', path: '/search/blood', who: 'doctor', ready: 'Follow-up for high blood pressure' },
  { name: 'search-empty', path: '/search/zzzznothing', who: 'doctor', ready: 'No Donation Requests found.' },
  {
    name: 'request-detail',
    path: '/donationRequest/{campaign}',
    who: 'visitor',
    ready: 'Free heart check-up camp',
  },
  {
    name: 'request-detail-doctor',
    path: '/donationRequest/{request}',
    who: 'doctor',
    ready: 'Physiotherapy after an ankle fracture',
  },
  { name: 'create-request', path: '/new-request', who: 'patient', ready: 'Submit request' },
  { name: 'create-campaign', path: '/doctorrequest', who: 'doctor', ready: 'Create a campaign' },
  { name: 'free-campaigns', path: '/myrequests', who: 'patient', ready: 'Free heart check-up camp' },
  { name: 'doctor-requests', path: '/doctorrequests', who: 'doctor', ready: 'My Requests' },
  { name: 'favourites', path: '/myfavourites', who: 'patient', ready: 'My Favourites' },
  { name: 'admin-requests', path: '/admin/donationRequests', who: 'admin', ready: 'Manage Requests' },
  {
    name: 'facility',
    path: '/organization/{org}',
    who: 'visitor',
    ready: 'Sunrise Multispeciality Hospital',
  },
  { name: 'home-hospitals', path: '/', who: 'visitor', ready: 'Sunrise Multispeciality Hospital' },
  {
    name: 'forum-dialog',
    path: '/donationRequest/{campaign}',
    who: 'patient',
    ready: 'No questions yet. Be the first to ask.',
    open: openForum,
  },
  {
    name: 'report-dialog',
    path: '/donationRequest/{request}',
    who: 'doctor',
    ready: 'Intellectul property violation',
    open: openReport,
  },
  {
    name: 'apply-dialog',
    path: '/donationRequest/{volunteering}',
    who: 'patient',
    ready: 'Quickly Review and Apply',
    open: openApply,
  },
  {
    name: 'donate-prompt',
    path: '/donationRequest/{campaign}',
    who: 'visitor',
    ready: 'You are not logged in. Please choose one of the options below',
    open: openDonate,
  },
  {
    name: 'donation-form',
    path: '/donationRequest/{campaign}',
    who: 'patient',
    ready: /^Amount/,
    open: openDonate,
  },
  {
    name: 'meet-link-dialog',
    path: '/donationRequest/{treated}',
    who: 'doctor',
    ready: 'Create Meet Link',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create the meet link' }).click();
      await page.getByRole('dialog', { name: 'Create Meet Link' }).waitFor();
    },
  },
  { name: 'patient-information', path: '/patientInformation', who: 'patient', ready: 'Save registration' },
  {
    name: 'public-payment',
    path: '/publicPayment?donationfor=donationRequest&donationid={campaignId}&currency=INR',
    who: 'visitor',
    ready: 'Record my pledge',
  },
];

/**
 * Issue 3 acceptance 5: each care-request screen at 1280 px and 375 px shows its content with nothing
 * overflowing sideways and no raw data; the PNGs land in e2e/artifacts for a person to look at.
 */
describe('care request screens at 1280 px and 375 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let users: Record<Exclude<Who, 'visitor'>, SignedIn>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    const [patient, doctor, admin] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
      apiSignIn(server.baseUrl, DEMO.admin),
    ]);
    users = { patient, doctor, admin };
    const [campaign] = await apiCall<{ _id: string; name: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=heart%20check-up',
    );
    const [request] = await apiCall<{ _id: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=ankle%20fracture',
      undefined,
      doctor,
    );
    const [treated] = await apiCall<{ _id: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=blood%20pressure',
      undefined,
      doctor,
    );
    const [volunteering] = await apiCall<{ name: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=volunteers%20outpatient',
    );
    const [org] = await apiCall<{ _id: string }[]>(server.baseUrl, 'GET', '/organization?keyword=Sunrise');
    Object.assign(ids, {
      campaign: campaign.name,
      campaignId: campaign._id,
      volunteering: volunteering.name,
      request: request._id,
      treated: treated._id,
      org: org._id,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it.each(SCREENS)(`$name (${viewport})`, async (screen) => {
      const who = screen.who === 'visitor' ? undefined : users[screen.who];
      const context = await signedInContext(browser, VIEWPORTS[viewport], who);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        await page.goto(
          `${server.baseUrl}${screen.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key])}`,
        );
        await screen.open?.(page);
        await checkScreen(page, `${screen.name}-${VIEWPORTS[viewport].width}`, screen.ready);
      } finally {
        await context.close();
      }
    });
  }
});
