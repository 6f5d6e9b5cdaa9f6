import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { checkScreen } from './support/screens';
import { startServer, type RunningServer } from './support/server';
import { apiCall, apiSignIn, DEMO, openSignedInPage, type SignedIn } from './support/session';

/** The patient books from New York; the demo doctor works on Kolkata's clock. */
const PATIENT_ZONE = 'America/New_York';
const DOCTOR_ZONE = 'Asia/Kolkata';

/** docs/screens-and-flows.md#formats 'DD-MMM-YYYY hh:mm A' on the clock of `timeZone`. */
function clockIn(ms: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

interface Appointment {
  _id: string;
  startTime: number;
  meetLink: string;
  appointmentToUserId: string;
}

/**
 * Issue 4 acceptance 6, the scheduling part in Chromium: the demo doctor publishes availability in
 * /doctorscheduling, a patient in another time zone books a free slot from the doctor's profile and
 * finds its video link in /member/myAppointments; the doctor sees the booking too; the patient moves it
 * to another free slot. Then every screen
 * of it at 1280 px and 375 px.
 */
describe('doctor scheduling and appointments in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let patient: SignedIn;
  let doctor: SignedIn;

  beforeAll(async () => {
    server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    browser = await launchBrowser();
    [patient, doctor] = await Promise.all([
      apiSignIn(server.baseUrl, DEMO.patient),
      apiSignIn(server.baseUrl, DEMO.doctor),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function pageAs(
    who: SignedIn,
    path: string,
    viewport: { width: number; height: number } = VIEWPORTS.desktop,
  ): Promise<Page> {
    const timezoneId = who === patient ? PATIENT_ZONE : DOCTOR_ZONE;
    return openSignedInPage(browser, server.baseUrl, who, path, viewport, { timezoneId });
  }

  async function openBooking(page: Page) {
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book appointment' });
    await dialog.getByRole('radio').first().waitFor({ state: 'attached' });
    return dialog;
  }

  it('the doctor publishes Saturday hours beside the weekday ones', async () => {
    const page = await pageAs(doctor, '/doctorscheduling');
    await expect.poll(() => page.getByLabel('Monday from').inputValue()).toBe('09:00');
    await page.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await page.getByLabel('Saturday from').fill('10:00');
    await page.getByLabel('Saturday to').fill('13:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Your schedule is saved').waitFor();
    await screenshot(page, 'appointments-1-schedule-saved');
    await page.context().close();

    const published = await apiCall<{ timeZone: string; weeklyHours: { weekday: number }[] }>(
      server.baseUrl,
      'GET',
      `/schedule?doctorId=${doctor.id}`,
      undefined,
      patient,
    );
    expect(published.timeZone).toBe('Asia/Kolkata');
    expect(published.weeklyHours.map((hours) => hours.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a patient in New York books a free slot from the doctor's profile and gets the video link", async () => {
    const page = await pageAs(patient, `/DoctorProfile/${doctor.id}`);
    const dialog = await openBooking(page);
    await dialog.getByText(`Times are shown in your time zone (${PATIENT_ZONE})`).waitFor();
    const first = dialog.getByRole('radio').first();
    await dialog.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await dialog.getByLabel('Note for the doctor').fill('Follow-up of my blood pressure readings.');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await dialog.getByText('Your appointment is booked').waitFor();
    await screenshot(page, 'appointments-2-booked');

    const [appointment] = await apiCall<Appointment[]>(
      server.baseUrl,
      'GET',
      '/appointment?when=upcoming',
      undefined,
      patient,
    );
    expect(appointment.appointmentToUserId).toBe(doctor.id);
    const shownLink = dialog.getByRole('link', { name: appointment.meetLink });
    expect(await shownLink.getAttribute('href')).toBe(appointment.meetLink);

    await dialog.getByRole('link', { name: 'See my appointments' }).click();
    await page.waitForURL(/\/member\/myAppointments$/);
    const card = page.getByRole('article', { name: 'Appointment with Arjun Rao' });
    expect(await card.getByRole('link', { name: 'Join the video call' }).getAttribute('href')).toBe(
      appointment.meetLink,
    );
    // The time on the patient's own clock, not the doctor's or the server's.
    await card.getByText(clockIn(appointment.startTime, PATIENT_ZONE)).waitFor();
    await screenshot(page, 'appointments-3-patient-list');
    await page.context().close();

    const doctorPage = await pageAs(doctor, '/member/myAppointments');
    const doctorCard = doctorPage.getByRole('article', { name: 'Appointment with Priya Sharma' });
    await doctorCard.getByText('Follow-up of my blood pressure readings.').waitFor();
    // The same instant on the doctor's clock: inside the published hours.
    const onDoctorsClock = clockIn(appointment.startTime, DOCTOR_ZONE);
    await doctorCard.getByText(onDoctorsClock).waitFor();
    expect(onDoctorsClock).toMatch(/ (09|10|11):[03]0 AM$| (12|01|02|03|04):[03]0 PM$/);
    expect(await doctorCard.getByRole('link', { name: 'Join the video call' }).getAttribute('href')).toBe(
      appointment.meetLink,
    );
    await doctorPage.context().close();
  });

  async function openReschedule(page: Page) {
    await page
      .getByRole('article', { name: 'Appointment with Arjun Rao' })
      .getByRole('button', { name: 'Reschedule' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await dialog.getByRole('radio').first().waitFor({ state: 'attached' });
    return dialog;
  }

  it('the patient moves the appointment to another free slot and sees the new time in My Appointments', async () => {
    const upcoming = () =>
      apiCall<Appointment[]>(server.baseUrl, 'GET', '/appointment?when=upcoming', undefined, patient);
    const [before] = await upcoming();
    const page = await pageAs(patient, '/member/myAppointments');
    const card = page.getByRole('article', { name: 'Appointment with Arjun Rao' });
    const dialog = await openReschedule(page);
    await dialog.getByText(clockIn(before.startTime, PATIENT_ZONE)).waitFor();
    await screenshot(page, 'appointments-4-reschedule');
    // The booked slot is no free slot: any one offered is another time.
    const target = dialog.getByRole('radio').first();
    await dialog.locator(`label[for="${await target.getAttribute('id')}"]`).click();
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await page.getByText('The appointment is moved to the new time').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [after] = await upcoming();
    expect(after._id).toBe(before._id);
    expect(after.startTime).not.toBe(before.startTime);
    await card.getByText(clockIn(after.startTime, PATIENT_ZONE)).waitFor();
    expect(await card.getByText(clockIn(before.startTime, PATIENT_ZONE)).count()).toBe(0);
    await screenshot(page, 'appointments-5-rescheduled');
    await page.context().close();
  });

  const SCREENS: {
    name: string;
    who: 'patient' | 'doctor';
    path: () => string;
    ready: string;
    open?: (page: Page) => Promise<unknown>;
  }[] = [
    { name: 'doctor-scheduling', who: 'doctor', path: () => '/doctorscheduling', ready: 'Weekly hours' },
    {
      name: 'my-appointments',
      who: 'patient',
      path: () => '/member/myAppointments',
      ready: 'Join the video call',
    },
    {
      name: 'my-appointments-doctor',
      who: 'doctor',
      path: () => '/member/myAppointments',
      ready: 'Join the video call',
    },
    {
      name: 'booking-dialog',
      who: 'patient',
      path: () => `/DoctorProfile/${doctor.id}`,
      ready: 'Free slots on',
      open: openBooking,
    },
    {
      name: 'reschedule-dialog',
      who: 'patient',
      path: () => '/member/myAppointments',
      ready: 'Free slots on',
      open: openReschedule,
    },
  ];

  for (const viewport of ['desktop', 'phone'] as const) {
    it.each(SCREENS)(`$name (${viewport})`, async (screen) => {
      const page = await pageAs(
        screen.who === 'patient' ? patient : doctor,
        screen.path(),
        VIEWPORTS[viewport],
      );
      try {
        await screen.open?.(page);
        await checkScreen(page, `${screen.name}-${VIEWPORTS[viewport].width}`, screen.ready);
      } finally {
        await page.context().close();
      }
    });
  }
});
