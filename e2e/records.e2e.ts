import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

/** A one-page PDF, as a scanner would save a lab report. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** An RGB PNG of a soft diagonal gradient with a darker disc, so a crop can be seen on the screen. */
function gradientPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2;
      const shade = inDisc ? 0.55 : 1;
      row[1 + x * 3] = Math.round((40 + (150 * x) / width) * shade);
      row[2 + x * 3] = Math.round((140 + (80 * y) / height) * shade);
      row[3 + x * 3] = Math.round(170 * shade);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Listed {
  _id: string;
}

/** Waits for the transitions under way (a dialog fading in) to end, so a screenshot shows the settled screen. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );

/** Dismisses the toasts once read, so they do not cover the screen the next screenshot is of. */
async function dismissToasts(page: Page) {
  const close = page.locator('.mantine-Notification-root .mantine-CloseButton-root');
  // A toast slides in and out, so it is never 'stable' for a pointer click; a click event closes it.
  for (const button of await close.all()) await button.dispatchEvent('click');
  await expect.poll(() => close.count(), { timeout: 5_000 }).toBe(0);
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
          buffer: PDF,
        });
        await page.getByRole('button', { name: 'Next' }).click();
        const uploader = page.getByRole('dialog', { name: 'Upload a document' });
        await uploader.getByLabel('Name').fill('Blood test, March');
        await uploader.getByLabel('Date').fill('2025-03-14');
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
