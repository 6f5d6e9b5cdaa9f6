import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { SAMPLE_PDF, gradientPng } from './support/files';
import { checkScreen } from './support/screens';
import { startServer, E2E_ADMIN, type RunningServer } from './support/server';
import { DEMO, apiSignIn, signedInContext, type SignedIn } from './support/session';
import { startMailCatcher, type CapturedMail } from './support/smtp';
import { dismissToasts, settle } from './support/ui';

/** The administrator's side menu (web `ADMIN_MENU`), in its order, with the heading each screen opens on. */
const ADMIN_SCREENS: { entry: string; heading: string }[] = [
  { entry: 'Manage Requests', heading: 'Manage Requests' },
  { entry: 'Verification queue', heading: 'Verification queue' },
  { entry: 'Bulk Upload Users', heading: 'Bulk Upload Users' },
  { entry: 'Bulk Upload Facilities', heading: 'Bulk Upload Facilities' },
  { entry: 'Manage specialties', heading: 'Manage specialties' },
  { entry: 'Manage Facility Services', heading: 'Manage Facility Services' },
  { entry: 'Manage Users', heading: 'Manage Users' },
  { entry: 'Manage Facilities', heading: 'Manage Facilities' },
  { entry: 'Manage Podcasts', heading: 'Manage Podcasts' },
  { entry: 'Hospital directory', heading: 'Hospital directory' },
  { entry: 'Add Doctor', heading: 'Add Doctor' },
  { entry: 'Add Patient', heading: 'Add Patient' },
  { entry: 'Add Hospital', heading: 'Add Hospital' },
  { entry: 'Statistics', heading: 'Statistics of hospitals' },
  { entry: 'Create Request', heading: 'Create a request' },
  { entry: 'Activity Log', heading: 'User Activity Log' },
  { entry: 'Settings', heading: 'Settings' },
  { entry: 'Manage Events', heading: 'Manage Events' },
  { entry: 'Manage Coupons', heading: 'Manage Coupons' },
  { entry: 'Event Check-in', heading: 'Event Check-in' },
  { entry: 'Donation Ledger', heading: 'Donation Ledger' },
];

/** A message's text as a person reads it: headers unfolded, quoted-printable undone. */
const readable = (mail: CapturedMail) =>
  mail.raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Issue 11 acceptance 4: a facility user registers a facility in two steps and invites a member, who
 * accepts; the facility is submitted for verification and an administrator approves it. The administrator
 * then adds a doctor and a patient, bulk-uploads people from a CSV with one bad row, reads the statistics
 * and the activity log, and every entry of the administrator's menu opens a real screen. Each screen is
 * photographed at 1280 and 375 px and checked with axe-core.
 */
describe('a facility is registered and verified, and an administrator runs CareNet, in Chromium', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let browser: Browser;
  let facility: SignedIn;
  let admin: SignedIn;
  let facilityPage: Page;
  let adminPage: Page;
  let orgId = '';

  const stamp = Date.now();
  const orgName = `Lotus Clinic ${stamp}`;
  // Unique Indian mobile numbers (the 9xxxxxxxxx range) for everyone this story creates, `n` from 0 to 9.
  const phone = (n: number) => `+919${n}${String(stamp).slice(-8)}`;
  const addedDoctor = { first: 'Farah', last: 'Qureshi', email: `farah.${stamp}@e2e.carenet.local` };
  const addedPatient = { first: 'Gopal', last: 'Varma', email: `gopal.${stamp}@e2e.carenet.local` };
  const bulkTag = `bulk${stamp}`;
  const bulkEmails = ['ishaan', 'lata', 'mohan'].map((name) => `${name}.${bulkTag}@e2e.carenet.local`);

  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    facility = await apiSignIn(server.baseUrl, DEMO.facility);
    admin = await apiSignIn(server.baseUrl, DEMO.admin);
    facilityPage = await pageAs(facility, '/');
    adminPage = await pageAs(admin, '/admin/verifications');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  /**
   * Photographs the page at both widths, checking each (nothing overflowing, no raw data, no serious axe
   * issue in `axeScope`); `prepare` readies each width's picture (scrolls a dialog to its top).
   */
  async function bothWidths(
    page: Page,
    name: string,
    ready: string | RegExp,
    axeScope = 'main',
    prepare?: () => Promise<void>,
  ) {
    for (const [width, viewport] of [
      [1280, VIEWPORTS.desktop],
      [375, VIEWPORTS.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      // The side menu slides away as the width crosses its breakpoint: photograph the settled screen.
      await settle(page);
      // Photographed from the top, so the fixed top bar sits where a person sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await prepare?.();
      const shot = `${name}-${width}`;
      await checkScreen(page, shot, ready);
      expect(await seriousAxeViolations(page, axeScope), `${name} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await settle(page);
  }

  async function pageAs(who: SignedIn, path: string): Promise<Page> {
    const context = await signedInContext(browser, VIEWPORTS.desktop, who);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  }

  /** Picks a file through the button that opens the file chooser, as a person does. */
  async function chooseFile(
    page: Page,
    button: Locator,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    await chooser.setFiles(file);
  }

  /** Picks an option of a Mantine select or multi-select, typing to narrow the list when asked. */
  async function pick(page: Page, field: Locator, option: string, typed?: string) {
    await field.click();
    if (typed) await field.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The newest message to `to` whose text contains `containing`, once it has arrived. */
  async function mailTo(to: string, containing: string): Promise<string> {
    let found = '';
    await expect
      .poll(
        () => {
          const text = mail.messages
            .filter((m) => m.to.includes(to))
            .map(readable)
            .findLast((t) => t.includes(containing));
          found = text ?? '';
          return Boolean(text);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return found;
  }

  it('adds a facility in two steps from “My Facilities”', async () => {
    const page = facilityPage;
    const panel = page.getByRole('navigation', { name: 'My Facilities' });
    await panel.getByRole('button', { name: 'Add a Facility' }).click();
    const dialog = page.getByRole('dialog', { name: 'Facility Information' });
    await dialog.getByLabel('Facility name').fill(orgName);
    await pick(page, dialog.getByRole('textbox', { name: 'Facility type' }), 'Clinic');
    await dialog
      .getByLabel('Description')
      .fill('A neighbourhood clinic for families: general medicine, heart checks and children’s care.');
    await dialog.getByLabel('Address line 1').fill('14 Lotus Lane');
    await dialog.getByLabel('Address line 2').fill('Indiranagar');
    await dialog.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka');
    await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
    await dialog.getByLabel('ZIP / PIN code').fill('560038');
    await pick(page, dialog.getByRole('textbox', { name: 'Services' }), 'Cardiology', 'Cardio');
    await pick(page, dialog.getByRole('textbox', { name: 'Services' }), 'General Medicine', 'General');
    // Typing in another field closes the services' list, as a person moving on does.
    await dialog.getByLabel('E-mail', { exact: true }).fill(`desk.${stamp}@lotus.example`);
    await dialog.getByText('Cardiology').waitFor();
    await bothWidths(page, 'facilities-add-step1', 'Facility name', '[role="dialog"]', () =>
      dialog.getByText('Step 1', { exact: true }).scrollIntoViewIfNeeded(),
    );

    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Facility created successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Upload logo' }).waitFor();
    await chooseFile(page, dialog.getByRole('button', { name: 'Upload logo' }), {
      name: 'lotus-logo.png',
      mimeType: 'image/png',
      buffer: gradientPng(160, 160),
    });
    // The first image the server checks loads its nudity classifier (seconds on a busy machine).
    await dialog.getByRole('button', { name: 'Change logo' }).waitFor({ timeout: 60_000 });
    await chooseFile(page, dialog.getByRole('button', { name: 'Upload document' }), {
      name: 'lotus-registration.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await dialog.getByRole('button', { name: 'Document 1', exact: true }).waitFor();
    await dismissToasts(page);
    await bothWidths(page, 'facilities-add-step2', 'Document 1', '[role="dialog"]');

    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/facilityrequest\/[^/]+$/);
    orgId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: orgName }).waitFor();
    await panel.getByRole('link', { name: orgName }).waitFor();
  });

  it('invites a member by e-mail, who accepts on /invitation', async () => {
    const page = facilityPage;
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail address').fill(DEMO.doctor.account);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent successfully').first().waitFor();
    await dismissToasts(page);
    await bothWidths(page, 'facilities-manage', 'Invite someone');

    // The invitation travels through the real SMTP server, its token in the link's hash.
    const text = await mailTo(DEMO.doctor.account, `You are invited to join ${orgName} on CareNet`);
    const link = text.match(/(\S+\/invitation#[\w-]+)/)?.[1] ?? '';
    expect(link.startsWith(`${server.baseUrl}/invitation#`)).toBe(true);

    const doctor = await apiSignIn(server.baseUrl, DEMO.doctor);
    const doctorPage = await pageAs(doctor, new URL(link).pathname + new URL(link).hash);
    await doctorPage.getByRole('heading', { name: `You are invited to join ${orgName}` }).waitFor();
    await bothWidths(doctorPage, 'facilities-invitation', 'Accept invitation');
    await doctorPage.getByRole('button', { name: 'Accept invitation' }).click();
    await doctorPage.getByText('You have joined the facility.').first().waitFor();
    await doctorPage.waitForURL(new RegExp(`/facilityrequest/${orgId}$`));
    await doctorPage.context().close();

    await page.reload();
    await page.getByText('Arjun Rao').waitFor();
  });

  it('is submitted for verification, approved by an administrator, and then shows as verified', async () => {
    const page = facilityPage;
    await page.getByRole('link', { name: 'Have it verified' }).click();
    await page.waitForURL(/\/organizationVerification\?orgId=/);
    await page.getByText('Not submitted yet').waitFor();
    await page.getByLabel('Registration number').fill(`KA-CE-${stamp}`);
    await page.getByLabel('Registering authority').fill('Karnataka Private Medical Establishments');
    await chooseFile(page, page.getByRole('button', { name: 'Upload document' }), {
      name: 'lotus-licence.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await page.getByText('lotus-licence.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Pending review').waitFor();
    await dismissToasts(page);
    await bothWidths(page, 'facilities-verification-pending', 'Pending review');

    const queue = adminPage;
    await queue.reload();
    const card = queue.getByRole('article').filter({ hasText: orgName });
    await card.getByText(`KA-CE-${stamp}`).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    // The decision names the facility, not the person who submitted it.
    await queue.getByText(`${orgName}: The facility is verified`).first().waitFor();
    await card.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/organization/${orgId}`);
    await page.getByRole('img', { name: 'Verified facility' }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await bothWidths(page, 'facilities-verified', orgName);
  });

  it('an administrator adds a doctor and a patient, each e-mailed a link to choose a password', async () => {
    const page = adminPage;
    await page.goto(`${server.baseUrl}/add-doctor`);
    const doctorForm = page.getByRole('form', { name: 'Add doctor' });
    await pick(page, doctorForm.getByRole('textbox', { name: 'Title' }), 'Dr');
    await doctorForm.getByLabel('First name').fill(addedDoctor.first);
    await doctorForm.getByLabel('Last name').fill(addedDoctor.last);
    await doctorForm.getByLabel('E-mail').fill(addedDoctor.email);
    await doctorForm.getByLabel('Phone number').fill(phone(1).slice(3));
    await doctorForm.getByLabel('Educational details').fill('MBBS, DM (Cardiology)');
    await doctorForm.getByLabel('Years of experience').fill('9');
    await pick(page, doctorForm.getByRole('textbox', { name: 'Specialties' }), 'Cardiologist', 'Cardio');
    // The country is a choice of the two CareNet serves; state and city are suggested from it.
    await pick(page, doctorForm.getByRole('textbox', { name: 'Country', exact: true }), 'India');
    await doctorForm.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka');
    await doctorForm.getByRole('textbox', { name: 'City', exact: true }).fill('Mysuru');
    await doctorForm.getByRole('button', { name: 'Add doctor' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Doctor's information submitted successfully." })
      .waitFor();
    await mailTo(addedDoctor.email, 'Your CareNet account is ready: choose a password');
    await dismissToasts(page);
    await bothWidths(page, 'admin-add-doctor', "Doctor's information submitted successfully.");

    await page.goto(`${server.baseUrl}/add-patient`);
    const patientForm = page.getByRole('form', { name: 'Add patient' });
    await patientForm.getByLabel('First name').fill(addedPatient.first);
    await patientForm.getByLabel('Last name').fill(addedPatient.last);
    await patientForm.getByLabel('E-mail').fill(addedPatient.email);
    await patientForm.getByLabel('Phone number').fill(phone(2).slice(3));
    await pick(page, patientForm.getByRole('textbox', { name: 'Country', exact: true }), 'India');
    await patientForm.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka');
    await patientForm.getByRole('textbox', { name: 'City', exact: true }).fill('Hubballi');
    await patientForm.getByRole('button', { name: 'Add patient' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Patient's information submitted successfully." })
      .waitFor();
    await mailTo(addedPatient.email, 'Your CareNet account is ready: choose a password');
    await dismissToasts(page);
    await bothWidths(page, 'admin-add-patient', "Patient's information submitted successfully.");
  });

  it('bulk-uploads people from a CSV: the check names the one bad row, the import runs to the end', async () => {
    // The file is built on the template the screen offers, so its columns are the server's own.
    const template = await fetch(`${server.baseUrl}/api/v1/user/add/bulk/template?format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(template.status).toBe(200);
    const columns = (await template.text())
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]
      .split(',');
    // A cell as a spreadsheet writes it: quoted when it holds a comma.
    const cell = (value: string) => (value.includes(',') ? `"${value}"` : value);
    const person = (values: Record<string, string>) =>
      columns.map((column) => cell(values[column] ?? '')).join(',');
    const common = { city: 'Mangaluru', state: 'Karnataka', country: 'India' };
    const csv = [
      columns.join(','),
      person({
        ...common,
        roles: 'patient',
        first_name: 'Ishaan',
        last_name: 'Kulkarni',
        email: bulkEmails[0],
        phone: phone(3),
        gender: 'm',
      }),
      person({
        ...common,
        roles: 'doctor',
        salutation: 'Dr',
        first_name: 'Lata',
        last_name: 'Hegde',
        email: bulkEmails[1],
        phone: phone(4),
        gender: 'f',
        title: 'MBBS, MD',
        yearsOfExperience: '7',
        specialties: 'Pediatrician',
      }),
      person({
        ...common,
        roles: 'patient',
        first_name: 'Nadia',
        last_name: 'Pinto',
        email: 'nadia.at.example',
        phone: phone(5),
        gender: 'f',
      }),
      person({
        ...common,
        roles: 'patient',
        first_name: 'Mohan',
        last_name: 'Shetty',
        email: bulkEmails[2],
        phone: phone(6),
        gender: 'm',
      }),
      '',
    ].join('\r\n');

    const page = adminPage;
    await page.goto(`${server.baseUrl}/uploaddata`);
    await page.getByRole('heading', { level: 1, name: 'Bulk Upload Users' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: `people-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('heading', { name: '3 rows of 4 can be imported' }).waitFor();
    // Exactly the bad row is named: the spreadsheet's row 4 (the header is row 1), its e-mail.
    const problems = page.getByRole('table').filter({ hasText: 'Problem' }).locator('tbody tr');
    await expect
      .poll(() => problems.allInnerTexts())
      .toEqual([expect.stringMatching(/^4\s+email\s+Please enter a valid email address\.$/)]);
    await bothWidths(page, 'admin-bulk-upload-checked', '3 rows of 4 can be imported');

    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    // The bar of the import (the only one on the screen) fills as the job reports its rows.
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    await page.getByText('The import has finished.').waitFor({ timeout: 60_000 });
    await page.getByText(/^Finished: 3 created, 1 not imported$/).waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await bothWidths(page, 'admin-bulk-upload-done', 'The import has finished.');

    await page.goto(`${server.baseUrl}/admin/manageUserLists`);
    await page.getByLabel('Search').fill(bulkTag);
    const table = page.getByRole('table');
    for (const email of bulkEmails) await table.getByText(email).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    // Phones show cards instead of the table: the heading is what both widths show.
    await bothWidths(page, 'admin-users-imported', 'Manage Users');
  });

  it('reads the statistics and finds the story in the activity log', async () => {
    const page = adminPage;
    await page.goto(`${server.baseUrl}/statistics`);
    await page.getByRole('heading', { level: 1, name: 'Statistics of hospitals' }).waitFor();
    await page.getByText('Users by role over time').waitFor();
    // The story's clinic is the only one, and it is verified.
    const clinics = page
      .getByRole('table', { name: 'Facilities by type' })
      .getByRole('row')
      .filter({ hasText: 'Clinic' });
    await expect.poll(() => clinics.allInnerTexts()).toEqual([expect.stringMatching(/^Clinic\s+1\s+1\b/)]);
    await bothWidths(page, 'admin-statistics', 'Users by role over time');

    await page.goto(`${server.baseUrl}/admin/userActivityLog`);
    await page.getByRole('heading', { level: 1, name: 'User Activity Log' }).waitFor();
    const log = page.getByRole('table', { name: 'User activity' });
    await page.getByLabel('User', { exact: true }).fill(DEMO.facility.account);
    for (const action of ['organization.created', 'organization.member_invited', 'verification.submitted'])
      await log.getByText(action, { exact: true }).first().waitFor();
    await page.getByLabel('User', { exact: true }).fill(E2E_ADMIN.email);
    for (const action of [
      'verification.approved',
      'onboarding.user_added',
      'bulkImport.checked',
      'bulkImport.finished',
    ])
      await log.getByText(action, { exact: true }).first().waitFor();
    await bothWidths(page, 'admin-activity-log', 'User Activity Log');
  });

  it('opens a real screen from every entry of the administrator’s menu', async () => {
    const page = adminPage;
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${server.baseUrl}/`);
    const menu = page.getByRole('navigation', { name: 'Administration' });
    const entries = menu.getByRole('link');
    await entries.first().waitFor();
    expect(await entries.allInnerTexts()).toEqual(ADMIN_SCREENS.map((screen) => screen.entry));

    for (const [index, { entry, heading }] of ADMIN_SCREENS.entries()) {
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.getByText('Page not found').count(), entry).toBe(0);
      const slug = entry.toLowerCase().replace(/[^a-z]+/g, '-');
      await bothWidths(page, `admin-menu-${String(index + 1).padStart(2, '0')}-${slug}`, heading);
    }
  });
});
