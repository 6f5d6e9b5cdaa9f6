import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF } from './support/files';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkBothWidths } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { DEMO, apiCall, apiSignIn, signUpWithForm, signedInContext, type SignedIn } from './support/session';
import { startMailCatcher } from './support/smtp';
import { dismissToasts } from './support/ui';

/**
 * Issue 10 acceptance 4: a newcomer signs up as a doctor and is told their profile awaits verification;
 * they submit their council registration and licence; an administrator approves it from the queue; the
 * doctor accepts a patient's request; the patient sees that doctor under 'Who can see my records' and
 * ends the access. Each screen is photographed at 1280 and 375 px and checked with axe-core.
 */
describe('a doctor is verified before caring for a patient, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let doctorContext: BrowserContext;
  let doctorPage: Page;
  let admin: SignedIn;
  let patient: SignedIn;

  const email = `new.doctor.${Date.now()}@e2e.carenet.local`;
  const password = 'Doctor@2026';
  const requestTitle = `Chest pain on climbing stairs ${Date.now()}`;

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    doctorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    doctorPage = await doctorContext.newPage();
    doctorPage.setDefaultTimeout(15_000);
    admin = await apiSignIn(server.baseUrl, DEMO.admin);
    patient = await apiSignIn(server.baseUrl, DEMO.patient);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  async function pageAs(who: SignedIn, path: string): Promise<Page> {
    const context = await signedInContext(browser, VIEWPORTS.desktop, who);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  }

  it('signs up as a doctor and sees that the profile awaits verification', async () => {
    const page = doctorPage;
    await page.goto(`${server.baseUrl}/signup`);
    await signUpWithForm(page, { firstName: 'Nikhil', lastName: 'Menon', email, password }, (to) =>
      mail.otpFor(to),
    );

    const picker = page.getByRole('dialog', { name: 'Select Your Role' });
    await picker.getByRole('button', { name: /Doctor/ }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByText('Your profile is awaiting verification').first().waitFor();
    // The home page is not new: axe looks at the welcome panel that now carries the notice.
    await checkBothWidths(
      page,
      'trust-awaiting-verification',
      'Your profile is awaiting verification',
      'section[aria-label="Welcome"]',
    );
  });

  it('submits the council registration and licence, and waits for review', async () => {
    const page = doctorPage;
    await page.getByRole('link', { name: 'Verify your profile' }).click();
    await page.waitForURL(/\/profileverification/);
    await page.getByText('Not submitted yet').waitFor();
    await page.getByLabel('Registration number').fill('TCMC-58213');
    await page.getByLabel('Medical council').fill('Travancore-Cochin Medical Council');
    await page.getByRole('textbox', { name: 'Year of registration' }).fill('2014');
    await page.getByRole('textbox', { name: 'Qualifications' }).fill('MBBS');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Qualifications' }).fill('MD (Internal Medicine)');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Specialties' }).fill('Internal Medicine');
    await page.keyboard.press('Enter');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'council-licence.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByText('council-licence.pdf').waitFor();
    await checkBothWidths(page, 'trust-verification-form', 'council-licence.pdf');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Pending review').waitFor();
    await dismissToasts(page);
    await checkBothWidths(page, 'trust-verification-pending', 'Pending review');
  });

  it('is approved by an administrator from the verification queue', async () => {
    const page = await pageAs(admin, '/admin/verifications');
    const card = page.getByRole('article', { name: 'Submission of Nikhil Menon' });
    await card.waitFor();
    // The licence opens in a tab of its own, fetched with the administrator's token.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('button', { name: 'council-licence.pdf' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await checkBothWidths(page, 'trust-verification-queue', 'TCMC-58213');
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Nikhil Menon: The profile is verified').first().waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Verified', { exact: true }).click();
    await card.getByText(/^Verified on/).waitFor();
    await page.context().close();
    // The applicant hears of the decision by e-mail, through the real SMTP server.
    await expect
      .poll(() =>
        mail.messages.some(
          (m) => m.to.includes(email) && m.raw.includes('Subject: Your CareNet verification is approved'),
        ),
      )
      .toBe(true);
  });

  it('accepts a patient’s request once verified', async () => {
    const created = await apiCall<{ _id: string }>(
      server.baseUrl,
      'POST',
      '/donationRequest',
      {
        title: requestTitle,
        description: 'Tightness in the chest when climbing two floors, for a week.',
        request_type: 'talhospitals',
      },
      patient,
    );
    await apiCall(server.baseUrl, 'PUT', `/donationRequest/${created._id}`, { status: 1 }, admin);

    const page = doctorPage;
    await page.goto(`${server.baseUrl}/search/${encodeURIComponent(requestTitle)}`);
    const card = page.getByRole('article').filter({ hasText: requestTitle });
    await card.getByRole('button', { name: 'Accept request' }).click();
    await page.getByText('Request updated successfully').first().waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Accept request' }).count()).toBe(0);
  });

  it('shows the doctor to the patient under “Who can see my records”, and the patient ends the access', async () => {
    const page = await pageAs(patient, '/member/myMedicalRecords');
    const section = page.getByRole('region', { name: 'Who can see my records' });
    await section.getByText('Nikhil Menon').waitFor();
    await section.getByText(requestTitle).waitFor();
    await checkBothWidths(page, 'trust-who-can-see-my-records', 'Nikhil Menon');

    // The demo doctor who treats her is on the list too; only the new doctor's access ends.
    await section.getByRole('article', { name: 'Arjun Rao' }).waitFor();
    await section
      .getByRole('article', { name: 'Nikhil Menon' })
      .getByRole('button', { name: 'End access' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'End Nikhil Menon’s access?' });
    await dialog.getByRole('button', { name: 'End access' }).click();
    await section.getByRole('article', { name: 'Nikhil Menon' }).waitFor({ state: 'detached' });
    await section.getByRole('article', { name: 'Arjun Rao' }).waitFor();
    await dismissToasts(page);
    await checkBothWidths(page, 'trust-access-ended', 'Who can see my records');
    await page.context().close();

    // And the API agrees: the doctor no longer reaches the patient's registration.
    const doctor = await apiSignIn(server.baseUrl, { account: email, password });
    const res = await fetch(`${server.baseUrl}/api/v1/getpatientRegistration?userId=${patient.id}`, {
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(res.status).toBe(404);
  });
});
