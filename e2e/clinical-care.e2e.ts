import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { SAMPLE_PDF, gradientPng } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import {
  apiCall,
  apiSignIn,
  DEMO,
  openSignedInPage,
  signedInContext,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';
import { dismissToasts } from './support/ui';

/**
 * Issue 4 acceptance 6 as one story in Chromium, the demo patient and her doctor in two browsers:
 * she keeps a document and a cropped image in her records; he publishes his hours; she books a slot
 * and gets its video link; he reads her registration and consents on her request and writes a
 * prescription, which reaches her open tab as a live notification (issue 5); she prints it.
 */
describe('clinical care, from records to a printed prescription', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let requestId: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
    requestId = await treatedDemoRequestId(server.baseUrl, doctor);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function pageOf(who: SignedIn, path: string): Promise<Page> {
    const page = await openSignedInPage(browser, server.baseUrl, who, path, VIEWPORTS.desktop);
    contexts.push(page.context());
    return page;
  }

  it('walks the whole story', async () => {
    // 1. The patient keeps a lab report and a cropped photo in her medical records.
    const patientPage = await pageOf(patient, '/member/myMedicalRecords');
    await patientPage.getByText('No documents yet').waitFor();
    await patientPage.getByRole('button', { name: 'Upload a document' }).click();
    const uploader = patientPage.getByRole('dialog', { name: 'Upload a document' });
    await uploader.locator('input[type="file"]').setInputFiles({
      name: 'lipid-profile.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await patientPage.getByRole('button', { name: 'Next' }).click();
    await uploader.getByLabel('Name').fill('Lipid profile');
    await uploader.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-06-02');
    await uploader.getByRole('button', { name: 'Upload', exact: true }).click();
    await patientPage.getByText('Document is uploaded succesfully').waitFor();
    await patientPage.getByRole('listitem', { name: 'Lipid profile' }).waitFor();

    await patientPage.getByRole('button', { name: 'Upload images' }).click();
    await patientPage
      .getByRole('dialog', { name: 'Upload images' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: gradientPng(500, 300) });
    await patientPage.getByRole('button', { name: 'Next' }).click();
    await patientPage.getByRole('button', { name: 'Crop', exact: true }).click();
    await patientPage.getByRole('button', { name: 'Add to the list' }).click();
    await patientPage.getByRole('button', { name: 'Upload Image(s)' }).click();
    await patientPage.getByText('Image is uploaded successfully').waitFor();
    const [image] = await apiCall<{ width: number; height: number }[]>(
      server.baseUrl,
      'GET',
      '/images',
      undefined,
      patient,
    );
    expect(image).toMatchObject({ width: 450, height: 270 });

    // 2. The doctor publishes his hours.
    const doctorPage = await pageOf(doctor, '/doctorscheduling');
    await expect.poll(() => doctorPage.getByLabel('Monday from').inputValue()).toBe('09:00');
    await doctorPage.getByRole('button', { name: 'Save schedule' }).click();
    await doctorPage.getByText('Your schedule is saved').waitFor();

    // 3. She books his first free slot and gets the video link.
    await patientPage.goto(`${server.baseUrl}/DoctorProfile/${doctor.id}`);
    await patientPage.getByRole('button', { name: 'Book appointment' }).click();
    const booking = patientPage.getByRole('dialog', { name: 'Book appointment' });
    const slot = booking.getByRole('radio').first();
    await slot.waitFor({ state: 'attached' });
    await booking.locator(`label[for="${await slot.getAttribute('id')}"]`).click();
    await booking.getByRole('button', { name: 'Confirm booking' }).click();
    await booking.getByText('Your appointment is booked').waitFor();
    await booking.getByRole('link', { name: 'See my appointments' }).click();
    const card = patientPage.getByRole('article', { name: 'Appointment with Arjun Rao' });
    const meetLink = await card.getByRole('link', { name: 'Join the video call' }).getAttribute('href');
    expect(meetLink).toMatch(/^https:\/\/.+\/[A-Za-z0-9_-]{16,}$/);
    await dismissToasts(patientPage);

    // 4. On her request he sees her registration and consents, then writes a prescription.
    await doctorPage.goto(`${server.baseUrl}/donationRequest/${requestId}`);
    const record = doctorPage.getByRole('region', { name: 'Patient registration' });
    await record.getByText('Penicillin').waitFor();
    await record.getByText('Examination and treatment').waitFor();
    await doctorPage.getByRole('button', { name: 'Write prescription' }).click();
    const form = doctorPage.getByRole('dialog', { name: 'Write a prescription' });
    // The age comes from her registration's date of birth.
    await expect.poll(() => form.getByLabel(/^Age/).inputValue()).toMatch(/^\d{2}$/);
    await form.getByLabel('Name of medicine').fill('Amlodipine 10 mg');
    await form.getByLabel('Quantity').fill('30 tablets');
    await form.getByLabel('Usage').fill('One tablet every morning');
    await form.getByRole('button', { name: 'Add medicine' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await doctorPage.getByText('Prescription submitted successfully').waitFor();

    // Her open tab hears of it at once: a toast at the bottom and the unread badge.
    await patientPage.getByText('New prescription').waitFor();
    await patientPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await screenshot(patientPage, 'clinical-care-live-toast-1280');

    // 5. She opens the request and prints the prescription: the server's PDF.
    await patientPage.goto(`${server.baseUrl}/donationRequest/${requestId}`);
    await patientPage
      .getByRole('button', { name: /^View the prescription of/ })
      .first()
      .click();
    const prescription = patientPage.getByRole('dialog', { name: 'Prescription' });
    await prescription.getByText('One tablet every morning').waitFor();
    const [pdf] = await Promise.all([
      patientPage.waitForResponse((response) => /\/api\/v1\/prescription\/[^/]+\/pdf/.test(response.url())),
      prescription.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  it('shows the patient-care screens finished at 1280 px and 375 px', async () => {
    const screens: {
      name: string;
      who: SignedIn;
      path: string;
      ready: string;
      open?: (page: Page) => Promise<void>;
    }[] = [
      { name: 'patient-consent', who: patient, path: '/PatientConsent', ready: 'Your consents' },
      {
        name: 'patient-information-doctor',
        who: doctor,
        path: `/patientInformation/${patient.id}`,
        ready: 'Penicillin',
      },
      {
        name: 'patient-consent-doctor',
        who: doctor,
        path: `/PatientConsent/${patient.id}`,
        ready: 'Consents',
      },
      {
        name: 'request-patient-record',
        who: doctor,
        path: `/donationRequest/${requestId}`,
        ready: 'Consents in force',
      },
      { name: 'notifications', who: patient, path: '/notifications', ready: 'New prescription' },
      {
        name: 'notification-settings',
        who: patient,
        path: '/notifications',
        ready: 'Save settings',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Settings' }).click();
        },
      },
    ];
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const screen of screens) {
        const context = await signedInContext(browser, VIEWPORTS[viewport], screen.who);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        try {
          await page.goto(`${server.baseUrl}${screen.path}`);
          await screen.open?.(page);
          await checkScreen(page, `${screen.name}-${VIEWPORTS[viewport].width}`, screen.ready);
        } finally {
          await context.close();
        }
      }
    }
  });
});
