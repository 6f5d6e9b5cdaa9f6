/** The demo doctor of apps/api/src/bootstrap/demo.ts (SEED_DEMO), whose feed is the signed-in home page. */
const DEMO_DOCTOR = { account: 'doctor@demo.carenet.local', password: 'Demo@1234' };
/** Where the web app keeps the signed-in user (apps/web/src/lib/session.ts). */
export const SESSION_STORAGE_KEY = 'user';

export interface BenchPage {
  name: string;
  path: string;
  /** The stored session to load the page with (the login answer's data), none when signed out. */
  session: string | null;
}

/** Signs the demo doctor in as the login screen does, for the stored session the web app reads. */
async function signInDemoDoctor(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_DOCTOR),
  });
  const body = (await res.json()) as { message: string; data: unknown };
  if (res.status !== 200) throw new Error(`demo doctor sign-in: ${res.status} ${body.message}`);
  return JSON.stringify(body.data);
}

/** The home page and the login screen signed out, and the doctor's feed (the home page signed in). */
export async function benchPages(baseUrl: string, only: string): Promise<BenchPage[]> {
  const pages: BenchPage[] = [
    { name: 'home', path: '/', session: null },
    { name: 'login', path: '/login', session: null },
    { name: 'feed (doctor)', path: '/', session: await signInDemoDoctor(baseUrl) },
  ];
  return pages.filter((page) => page.name.includes(only));
}

/** Runs in the page (Playwright sends its source): stores the session where the web app reads it. */
export function storeSessionInPage([key, value]: readonly [string, string]): void {
  (
    globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
  ).localStorage.setItem(key, value);
}
