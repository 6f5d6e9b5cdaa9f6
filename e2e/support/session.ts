import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN } from './server';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  patient: { account: 'patient@demo.carenet.local', password: DEMO_PASSWORD },
  doctor: { account: 'doctor@demo.carenet.local', password: DEMO_PASSWORD },
  facility: { account: 'facility@demo.carenet.local', password: DEMO_PASSWORD },
  admin: { account: E2E_ADMIN.email, password: E2E_ADMIN.password },
} as const;

export interface Credentials {
  account: string;
  password: string;
}

export interface SignedIn {
  /** The user as POST /login returns it (what the web app stores). */
  user: { _id: string; token_detail: { token: string } };
  id: string;
  token: string;
}

/** Signs in through the API, for setting up data or seeding a browser's stored user. */
export async function apiSignIn(baseUrl: string, credentials: Credentials): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { data: SignedIn['user'] };
  if (!res.ok) throw new Error(`sign-in of ${credentials.account} failed: ${JSON.stringify(body)}`);
  return { user: body.data, id: body.data._id, token: body.data.token_detail.token };
}

/** Calls an /api/v1 route as `who` (or anonymously) and returns the envelope's data. */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  who?: SignedIn,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (who) headers.authorization = `Bearer ${who.token}`;
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * A browser context whose first page starts signed in as `who` (the stored user of the web app),
 * optionally on another time zone's clock than this machine's (`timezoneId`, an IANA name).
 */
export async function signedInContext(
  browser: Browser,
  viewport: { width: number; height: number },
  who?: SignedIn,
  options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, ...options });
  if (who) {
    await context.addInitScript((user) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', JSON.stringify(user));
        sessionStorage.setItem('seeded', '1');
      }
    }, who.user);
  }
  return context;
}

/** Signs in on /login the way a person does. */
export async function signInWithForm(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('E-mail or phone number').fill(credentials.account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
}

/** A new page signed in as `who` and opened on `path`, waiting up to 15 s for what it looks for. */
export async function openSignedInPage(
  browser: Browser,
  baseUrl: string,
  who: SignedIn,
  path: string,
  viewport: { width: number; height: number },
  options: { timezoneId?: string } = {},
): Promise<Page> {
  const context = await signedInContext(browser, viewport, who, options);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The demo request the demo doctor accepted and is treating ('Follow-up for high blood pressure'). */
export async function treatedDemoRequestId(baseUrl: string, doctor: SignedIn): Promise<string> {
  const [treated] = await apiCall<{ _id: string }[]>(
    baseUrl,
    'GET',
    '/donationRequest?keyword=blood%20pressure',
    undefined,
    doctor,
  );
  return treated._id;
}

/**
 * Signs up on /signup the way a person does and verifies the e-mail with the code the mail catcher
 * received; ends on /login.
 */
export async function signUpWithForm(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
  otpFor: (email: string) => Promise<string>,
  options: { keepTour?: boolean } = {},
): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await page.waitForURL(/\/otp-validation/);
  const code = await otpFor(person.email);
  // Typing the sixth digit submits the code by itself (docs/validation-and-limits.md#accounts Phone: OTP submitted on the sixth digit).
  await page.getByLabel('Verification code digit').first().click();
  await page.keyboard.type(code);
  // The verified code signs the newcomer in and takes them home.
  await page.waitForURL((url) => url.pathname === '/');
  if (!options.keepTour) await completeTourInBrowser(page);
}

/**
 * Marks the signed-in newcomer's guided tour as taken (on the server and in the stored user) and
 * reloads, so a test about something else does not run under the tour.
 */
export async function completeTourInBrowser(page: Page): Promise<void> {
  const marked = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      _id: string;
      isTourCompletedForTalHospitals?: boolean;
      token_detail: { token: string };
    } | null;
    if (!user || user.isTourCompletedForTalHospitals) return false;
    const res = await fetch(`/api/v1/user/${user._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token_detail.token}` },
      body: JSON.stringify({ isTourCompletedForTalHospitals: true }),
    });
    if (!res.ok) throw new Error(`could not mark the tour done: ${res.status}`);
    localStorage.setItem('user', JSON.stringify({ ...user, isTourCompletedForTalHospitals: true }));
    return true;
  });
  if (marked) await page.reload();
}
