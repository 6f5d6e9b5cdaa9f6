import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';
import { dismissToasts } from './support/ui';

interface Certificate {
  _id: string;
  title: string;
  verifyUrl: string;
}

/**
 * Issue 14, certificates: a signed-in volunteer applies to the demo facility's volunteering request;
 * the request's owner accepts, then marks it completed; the volunteer downloads the certificate from
 * /downloads/myCertificates; a signed-out visitor opens its verification link and sees it genuine.
 * Each screen is photographed at 1280 and 375 px and checked with axe-core.
 */
describe('certificates, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let volunteer: SignedIn;
  let owner: SignedIn;
  let volunteerPage: Page;
  let ownerPage: Page;
  let requestId: string;
  let applicant: string;
  const requestTitle = 'Volunteers for the Saturday outpatient clinic';

  async function pageAs(who: SignedIn | undefined): Promise<Page> {
    const context = await signedInContext(browser, VIEWPORTS.desktop, who);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [volunteer, owner] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.facility),
    ]);
    const name = (volunteer.user as unknown as { name: { first_name: string; last_name: string } }).name;
    applicant = `${name.first_name} ${name.last_name}`;
    // The demo facility's own requests: its volunteering request is among them.
    const own = await apiCall<{ _id: string; title: string }[]>(
      server.baseUrl,
      'GET',
      '/donationRequest?my_search=true&limit=50',
      undefined,
      owner,
    );
    const request = own.find((r) => r.title === requestTitle);
    if (!request)
      throw new Error(`no demo request '${requestTitle}' among ${own.map((r) => r.title).join(', ')}`);
    requestId = request._id;
    volunteerPage = await pageAs(volunteer);
    ownerPage = await pageAs(owner);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a volunteer without certificates how one is earned', async () => {
    await volunteerPage.goto(`${server.baseUrl}/`);
    await volunteerPage
      .getByRole('link', { name: 'My Certificates' })
      .filter({ visible: true })
      .first()
      .click();
    await volunteerPage.waitForURL(/\/downloads\/myCertificates$/);
    await checkBothWidths(volunteerPage, 'certificates-empty', 'You have no certificates yet.');
  });

  it('a signed-in volunteer applies to a volunteering request', async () => {
    const page = volunteerPage;
    await page.goto(`${server.baseUrl}/donationRequest/${requestId}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Quickly Review and Apply' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Successfully applied for Volunteering request').first().waitFor();
    await dismissToasts(page);
  });

  it('the request’s owner accepts the application, then marks it completed', async () => {
    const page = ownerPage;
    await page.goto(`${server.baseUrl}/donationRequest/${requestId}`);
    const section = page.getByRole('region', { name: 'Applications' });
    await section.getByText(applicant).waitFor();
    await checkBothWidths(page, 'certificates-applications-pending', `Accept`);
    await section.getByRole('button', { name: `Accept ${applicant}` }).click();
    await page.getByText('Application accepted').first().waitFor();
    await dismissToasts(page);
    await section.getByRole('button', { name: `Mark ${applicant} completed` }).click();
    await page.getByText('Application marked completed').first().waitFor();
    await dismissToasts(page);
    await section.getByText('Completed', { exact: true }).waitFor();
    expect(await section.getByRole('button', { name: /Accept|Decline|Mark/ }).count()).toBe(0);
    await checkBothWidths(page, 'certificates-applications-completed', 'Completed');
  });

  it('the volunteer downloads the certificate from /downloads/myCertificates', async () => {
    const page = volunteerPage;
    await page.goto(`${server.baseUrl}/downloads/myCertificates`);
    await page.getByRole('heading', { name: requestTitle }).waitFor();
    await checkBothWidths(page, 'certificates-mine', requestTitle);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download PDF of ${requestTitle}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carenet-certificate-CN-[A-Z2-7]{12}\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a signed-out visitor opens the verification link and sees the certificate genuine', async () => {
    const [certificate] = await apiCall<Certificate[]>(
      server.baseUrl,
      'GET',
      '/certificates/mine',
      undefined,
      volunteer,
    );
    expect(certificate.title).toBe(requestTitle);
    expect(certificate.verifyUrl).toBe(`${server.baseUrl}/certificates/verify/${certificate._id}`);
    const page = await pageAs(undefined);
    await page.goto(certificate.verifyUrl);
    await page.getByRole('heading', { name: 'Genuine certificate' }).waitFor();
    await page.getByText(applicant).first().waitFor();
    await checkBothWidths(page, 'certificates-verify', 'Genuine certificate');

    await page.goto(`${server.baseUrl}/certificates/verify/CN-AAAAAAAAAAAA`);
    await checkBothWidths(
      page,
      'certificates-verify-unknown',
      'No certificate with this id was issued by CareNet.',
    );
  });
});
