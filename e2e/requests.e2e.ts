import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';
import { fillDateTime } from './support/ui';

const DAY = 24 * 60 * 60 * 1000;
const HALF_HOUR = 30 * 60 * 1000;

interface CreatedRequest {
  _id: string;
  name: string;
  title: string;
}

/**
 * Issue 3 acceptance 2, the main story in Chromium: a patient creates a request, an administrator
 * approves it, a doctor accepts it from the feed (booking a video call) and reports treatment, the
 * patient sees the doctor, the progress and the call, a signed-out visitor donates as a guest to a
 * campaign, and a reported card leaves the feed.
 */
describe('care request story in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let admin: SignedIn;
  const title = `Knee pain review ${Date.now()}`;

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor, admin] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
      apiSignIn(server.baseUrl, DEMO.admin),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function pageAs(who: SignedIn | undefined, path: string): Promise<Page> {
    const context = await signedInContext(browser, VIEWPORTS.desktop, who);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  }

  /** The feed card of a request, found by its title. */
  const card = (page: Page, cardTitle: string) => page.getByRole('article', { name: cardTitle });

  it('a patient creates a request, which waits for approval', async () => {
    const page = await pageAs(patient, '/new-request');
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('My left knee has been swelling for three weeks and hurts on stairs. I would like a review.');
    await page.getByRole('textbox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /INR/ }).click();
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/\/donationRequest\//);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Pending Approval').first().waitFor();
    await screenshot(page, 'story-1-request-created');
    await page.context().close();
  });

  it('an administrator approves it from Manage Requests', async () => {
    const page = await pageAs(admin, '/admin/donationRequests');
    await page.getByLabel('Search').fill(title);
    await page
      .getByRole('button', { name: `Change the status of ${title}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await page.getByText('Request updated successfully').first().waitFor();
    await screenshot(page, 'story-2-admin-approved');
    await page.context().close();
  });

  it('a doctor finds it in the feed, accepts it and reports treatment in progress, then completed', async () => {
    const page = await pageAs(doctor, '/');
    const request = card(page, title);
    await request.waitFor();
    await request.getByRole('button', { name: 'Accept request' }).click();
    await page.getByText('Request updated successfully').first().waitFor();
    // Accepting opens the meet-link dialog (docs/request-states.md#doctors-decision): the doctor books a video call for tomorrow.
    const meet = page.getByRole('dialog', { name: 'Create Meet Link' });
    await meet.getByLabel('Title').fill('Knee review call');
    await meet.getByLabel('Description').fill('Have your knee uncovered and the X-ray at hand.');
    await fillDateTime(meet, 'From', Date.now() + DAY);
    await fillDateTime(meet, 'To', Date.now() + DAY + HALF_HOUR);
    await meet.getByRole('button', { name: 'Create the meet link' }).click();
    await page.getByText('Meet link was created successfully').first().waitFor();
    await meet.waitFor({ state: 'detached' });
    // Accepted: the decision icons go and the treatment control comes (docs/request-states.md#doctors-decision).
    await request.getByRole('button', { name: 'Accept request' }).waitFor({ state: 'detached' });
    await expect.poll(() => request.getByTestId('care-progress').innerText()).toBe('Doctor Accepted');

    for (const stage of ['Treatment in Progress', 'Treatment Completed']) {
      await request.getByRole('textbox', { name: 'Treatment status' }).click();
      await page.getByRole('option', { name: stage }).click();
      await expect.poll(() => request.getByTestId('care-progress').innerText()).toBe(stage);
    }
    await screenshot(page, 'story-3-doctor-treated');
    await page.context().close();
  });

  it("the patient sees 'doctor assigned' and the treatment stage on the card", async () => {
    const page = await pageAs(patient, '/');
    const request = card(page, title);
    await request.waitFor();
    await request.getByRole('img', { name: 'Doctor assigned' }).waitFor();
    expect(await request.getByTestId('care-progress').innerText()).toBe('Treatment Completed');
    await screenshot(page, 'story-4-patient-sees-progress');

    // The request shows the patient the doctor's video call.
    await request.getByRole('link', { name: title }).click();
    const meeting = page.getByRole('article', { name: 'Knee review call' });
    const join = meeting.getByRole('link', { name: /Join the meeting/ });
    expect(await join.getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\/CareNet-[\w-]{22}$/);
    await screenshot(page, 'story-4b-patient-sees-meeting');
    await page.context().close();
  });

  it("a signed-out visitor donates as a guest to a doctor's campaign", async () => {
    // Patients' requests are medical and shown to doctors only; visitors give to campaigns.
    const [campaign] = await apiCall<CreatedRequest[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?keyword=heart%20check-up',
    );
    const page = await pageAs(undefined, `/donationRequest/${campaign.name}`);
    await page.getByRole('heading', { name: campaign.title }).waitFor();
    await page.getByRole('button', { name: 'Donate', exact: true }).first().click();
    const prompt = page.getByRole('dialog', { name: 'Donate' });
    await prompt.getByText('You are not logged in. Please choose one of the options below').waitFor();
    await prompt.getByRole('button', { name: 'Donate as a Guest' }).click();
    await page.waitForURL(/\/publicPayment\?donationfor=donationRequest&donationid=[^&]+&currency=INR$/);
    await page.getByText(campaign.title).first().waitFor();

    await page.getByLabel('Amount (INR)').fill('750');
    await page.getByRole('textbox', { name: /^Your name/ }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: /^Your e-mail/ }).fill('meera.iyer@example.com');
    await page.getByRole('button', { name: 'Record my pledge' }).click();
    await page.getByText('Thank you! Your pledge is recorded. It is not paid yet.').waitFor();
    await screenshot(page, 'story-5-guest-pledge');

    // The campaign shows the pledge.
    await page.goto(`${server.baseUrl}/donationRequest/${campaign.name}`);
    const donations = page.getByRole('region', { name: 'Donations' });
    await donations.getByText(/750/).first().waitFor();
    await screenshot(page, 'story-6-campaign-donations');
    await page.context().close();
  });

  it('a reported card disappears from the feed', async () => {
    const reportTitle = `Second opinion on an X-ray ${Date.now()}`;
    const created = await apiCall<CreatedRequest>(
      server.baseUrl,
      'POST',
      '/donationRequest',
      { title: reportTitle, description: 'Please look at my chest X-ray from last week.' },
      patient,
    );
    await apiCall(server.baseUrl, 'PUT', `/donationRequest/${created._id}`, { status: 1 }, admin);

    const page = await pageAs(doctor, '/');
    const request = card(page, reportTitle);
    await request.waitFor();
    await request.getByRole('button', { name: 'Report this request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this request' });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page
      .getByText(
        'Thanks for letting us know. Your feedback is important in helping us keep the community safe.',
      )
      .first()
      .waitFor();
    await request.waitFor({ state: 'detached' });
    await page.reload();
    await card(page, title).waitFor();
    expect(await card(page, reportTitle).count()).toBe(0);
    await page.context().close();
  });
});
