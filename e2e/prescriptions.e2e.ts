import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import {
  apiCall,
  apiSignIn,
  DEMO,
  openSignedInPage,
  treatedDemoRequestId,
  type SignedIn,
} from './support/session';

type Viewport = keyof typeof VIEWPORTS;

const MEDICINES = [
  { name: 'Telmisartan 40 mg', quantity: '30 tablets', usage: 'One tablet every morning after breakfast' },
  { name: 'Atorvastatin 10 mg', quantity: '30 tablets', usage: 'One tablet at bedtime' },
];

/**
 * Issue 4 acceptance 6, the prescription part, in Chromium: the demo doctor, who accepted the demo
 * patient's blood-pressure request, writes a prescription with two medicines; the patient opens the
 * request and prints it (the server's PDF). Screenshots of the dialog (writing and read-only) and of
 * /doctorpresciption at 1280 px and 375 px land in e2e/artifacts.
 */
describe('prescriptions in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;
  let requestPath: string;

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
    requestPath = `/donationRequest/${await treatedDemoRequestId(server.baseUrl, doctor)}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(who: SignedIn, path: string, viewport: Viewport): Promise<[BrowserContext, Page]> {
    const page = await openSignedInPage(browser, server.baseUrl, who, path, VIEWPORTS[viewport]);
    return [page.context(), page];
  }

  async function openWriteDialog(page: Page) {
    await page.getByRole('button', { name: 'Write prescription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a prescription' });
    await dialog.getByRole('button', { name: 'Submit' }).waitFor();
    return dialog;
  }

  async function addMedicines(dialog: ReturnType<Page['getByRole']>) {
    for (const medicine of MEDICINES) {
      await dialog.getByLabel('Name of medicine').fill(medicine.name);
      await dialog.getByLabel('Quantity').fill(medicine.quantity);
      await dialog.getByLabel('Usage').fill(medicine.usage);
      await dialog.getByRole('button', { name: 'Add medicine' }).click();
    }
  }

  it('the doctor writes a prescription with two medicines and the patient prints it', async () => {
    const [doctorContext, doctorPage] = await open(doctor, requestPath, 'desktop');
    try {
      const dialog = await openWriteDialog(doctorPage);
      // docs/validation-and-limits.md: submitting with no medicine says what a medicine needs.
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByText('Please enter name of medicine').waitFor();
      await checkScreen(doctorPage, 'prescription-write-errors-1280', 'Please enter usage of medicine');

      // The demo patient's registration fills in her age and gender (docs/validation-and-limits.md: age from the date of birth).
      await expect.poll(() => dialog.getByLabel(/^Age/).inputValue()).toMatch(/^\d{2}$/);
      expect(await dialog.getByRole('textbox', { name: /^Gender/ }).inputValue()).toBe('Female');
      await dialog.getByLabel('Full name').fill('Priya Sharma');
      await addMedicines(dialog);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await doctorPage.getByText('Prescription submitted successfully').waitFor();
      const written = doctorPage.getByRole('dialog', { name: 'Prescription' });
      await written.getByRole('button', { name: 'Print' }).waitFor();
      await checkScreen(doctorPage, 'prescription-written-1280', MEDICINES[1].usage);
    } finally {
      await doctorContext.close();
    }

    const [patientContext, patientPage] = await open(patient, requestPath, 'desktop');
    // Keeps the blob the app hands to the new tab, to read back what the tab was given.
    await patientPage.addInitScript(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => {
        (window as unknown as { lastBlob: Blob }).lastBlob = blob;
        return create(blob);
      };
    });
    await patientPage.reload();
    try {
      const section = patientPage.getByRole('region', { name: 'Prescriptions' });
      await section.getByText('Arjun Rao · 2 medicines').first().waitFor();
      expect(await section.getByRole('button', { name: 'Write prescription' }).count()).toBe(0);
      await section
        .getByRole('button', { name: /^View the prescription of/ })
        .first()
        .click();
      const dialog = patientPage.getByRole('dialog', { name: 'Prescription' });
      await dialog.getByText(MEDICINES[0].usage).waitFor();

      const [pdf, tab] = await Promise.all([
        patientPage.waitForResponse((response) => /\/api\/v1\/prescription\/[^/]+\/pdf/.test(response.url())),
        patientContext.waitForEvent('page'),
        dialog.getByRole('button', { name: 'Print' }).click(),
      ]);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      const handed = await patientPage.evaluate(async () => {
        const blob = (window as unknown as { lastBlob: Blob }).lastBlob;
        return { type: blob.type, head: await blob.slice(0, 5).text(), size: blob.size };
      });
      expect(handed).toMatchObject({ type: 'application/pdf', head: '%PDF-' });
      expect(handed.size).toBeGreaterThan(1000);
      // Chromium's viewer draws the page a moment after the tab loads; until then the tab is one flat
      // colour, whose PNG is a few kilobytes.
      await expect
        .poll(async () => (await tab.screenshot()).length, { timeout: 15_000 })
        .toBeGreaterThan(20_000);
      await screenshot(tab, 'prescription-pdf-1280');
    } finally {
      await patientContext.close();
    }
  });

  describe('screens at 1280 px and 375 px', () => {
    beforeAll(async () => {
      // A prescription of the doctor's on the request, whatever the story above left.
      await apiCall(
        server.baseUrl,
        'POST',
        '/cretePrescription',
        {
          requestId: requestPath.split('/').pop(),
          patient: { fullName: 'Priya Sharma', age: 36, gender: 'f' },
          medicines: MEDICINES,
        },
        doctor,
      );
    });

    for (const viewport of ['desktop', 'phone'] as const) {
      const width = VIEWPORTS[viewport].width;

      it(`the write dialog with two medicines added (${viewport})`, async () => {
        const [context, page] = await open(doctor, requestPath, viewport);
        try {
          const dialog = await openWriteDialog(page);
          await addMedicines(dialog);
          await checkScreen(page, `prescription-write-${width}`, MEDICINES[1].usage);
        } finally {
          await context.close();
        }
      });

      it(`the read-only prescription with Print (${viewport})`, async () => {
        const [context, page] = await open(patient, requestPath, viewport);
        try {
          await page
            .getByRole('button', { name: /^View the prescription of/ })
            .first()
            .click();
          await page
            .getByRole('dialog', { name: 'Prescription' })
            .getByRole('button', { name: 'Print' })
            .waitFor();
          await checkScreen(page, `prescription-readonly-${width}`, MEDICINES[1].usage);
        } finally {
          await context.close();
        }
      });

      it(`/doctorpresciption (${viewport})`, async () => {
        const [context, page] = await open(doctor, '/doctorpresciption', viewport);
        try {
          await checkScreen(page, `doctor-prescriptions-${width}`, 'Follow-up for high blood pressure');
        } finally {
          await context.close();
        }
      });
    }
  });
});
