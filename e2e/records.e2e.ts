import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { SAMPLE_PDF, gradientPng } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';
import { dismissToasts, settle } from './support/ui';

interface Listed {
  _id: string;
}

/** After a dialog closed: the page as it is, from its top. */
async function backOnPage(page: Page, dialog: string) {
  await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

const fileInput = (page: Page, dialog: string) =>
  page.getByRole('dialog', { name: dialog }).locator('input[type="file"]');

/**
 * Issue 4 acceptance 6 (medical records): the demo patient uploads a PDF with a name, note and date
 * and sees it listed, then uploads a cropped image and sees it; screenshots of the page empty and
 * filled, of both uploader steps and of the crop step, at 1280 px and 375 px, land in e2e/artifacts.
 */
describe('medical records in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;

  /** Each run starts from empty records, as a new patient would. */
  async function clearRecords() {
    for (const [list, item] of [
      ['/medicalRecords', '/medicalRecords'],
      ['/images', '/images'],
    ]) {
      for (const entry of await apiCall<Listed[]>(server.baseUrl, 'GET', list, undefined, patient)) {
        await apiCall(server.baseUrl, 'DELETE', `${item}/${entry._id}`, undefined, patient);
      }
    }
  }

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    patient = await apiSignIn(server.baseUrl, DEMO.patient);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    const width = VIEWPORTS[viewport].width;

    it(`a patient uploads a document and a cropped image (${width} px)`, async () => {
      await clearRecords();
      const context = await signedInContext(browser, VIEWPORTS[viewport], patient);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      try {
        await page.goto(`${server.baseUrl}/member/myMedicalRecords`);
        await page.getByText('No images yet').waitFor();
        await settle(page);
        await checkScreen(page, `records-empty-${width}`, 'No documents yet');

        // The document uploader: Step 1 - Select File, Step 2 - Upload.
        await page.getByRole('button', { name: 'Upload a document' }).click();
        await page.getByRole('dialog', { name: 'Upload a document' }).waitFor();
        await settle(page);
        await checkScreen(page, `records-uploader-step1-${width}`, 'Step 1 - Select File');
        await fileInput(page, 'Upload a document').setInputFiles({
          name: 'blood-test.pdf',
          mimeType: 'application/pdf',
          buffer: SAMPLE_PDF,
        });
        await page.getByRole('button', { name: 'Next' }).click();
        const uploader = page.getByRole('dialog', { name: 'Upload a document' });
        await uploader.getByLabel('Name').fill('Blood test, March');
        await uploader.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-03-14');
        await uploader.getByLabel('Note').fill('Fasting sample, results within range');
        await settle(page);
        await checkScreen(page, `records-uploader-step2-${width}`, 'Step 2 - Upload');
        await uploader.getByRole('button', { name: 'Upload', exact: true }).click();
        await page.getByText('Document is uploaded succesfully').waitFor();
        await backOnPage(page, 'Upload a document');
        const row = page.getByRole('listitem', { name: 'Blood test, March' });
        await row.waitFor();
        expect(await row.innerText()).toContain('14-Mar-2025');

        // The image upload: add, 'Resize Image' from the SPEC frame, preview, 'Upload Image(s)'.
        await page.getByRole('button', { name: 'Upload images' }).click();
        await fileInput(page, 'Upload images').setInputFiles({
          name: 'wound.png',
          mimeType: 'image/png',
          buffer: gradientPng(640, 400),
        });
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('img', { name: 'Crop wound.png' }).waitFor();
        const frame = page.locator('.ReactCrop__crop-selection');
        expect(
          await frame.evaluate((el) => [el.style.left, el.style.top, el.style.width, el.style.height]),
        ).toEqual(['5%', '5%', '90%', '90%']);
        await settle(page);
        await checkScreen(page, `records-image-crop-${width}`, 'Resize Image');
        await page.getByRole('button', { name: 'Crop', exact: true }).click();
        await page.getByRole('img', { name: 'Preview of wound.png' }).waitFor();
        await page.getByRole('button', { name: 'Add to the list' }).click();
        await page.getByText('Selected images (1)').waitFor();
        await page.getByRole('button', { name: 'Upload Image(s)' }).click();
        await page.getByText('Image is uploaded successfully').waitFor();
        await backOnPage(page, 'Upload images');

        // What was stored is the crop: 90 % of 640 x 400, as a PNG.
        const [image] = await apiCall<{ name: string; width: number; height: number }[]>(
          server.baseUrl,
          'GET',
          '/images',
          undefined,
          patient,
        );
        expect(image).toMatchObject({ name: 'wound.png', width: 576, height: 360 });
        await page
          .getByRole('article', { name: 'wound.png' })
          .getByRole('img', { name: 'wound.png' })
          .waitFor();
        await checkScreen(page, `records-filled-${width}`, 'Blood test, March');
      } finally {
        await context.close();
      }
    });
  }
});
