import { constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, DEMO, signedInContext, type SignedIn } from './support/session';

/** The budget of a signed-out first load (the home page, the login screen): script, gzip-compressed. */
const SIGNED_OUT_SCRIPT_GZIP_MAX_BYTES = 150 * 1024;

interface FirstLoad {
  /** The files the page's preload script asked for (link tags it added to the head). */
  preloaded: string[];
  /** Every script the page loaded until the network was quiet. */
  scripts: string[];
  /** Those scripts' bytes, gzip-compressed as the build's precompressed copies are. */
  scriptGzipBytes: number;
  /** What the browser said about its Content-Security-Policy. */
  cspReports: string[];
}

async function firstLoad(page: Page, url: string, ready: string | RegExp): Promise<FirstLoad> {
  const scripts: string[] = [];
  const bodies: Promise<Buffer>[] = [];
  const cspReports: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    bodies.push(request.response().then((response) => response!.body()));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByText(ready).first().waitFor();
  const preloaded = await page.$$eval('head link[rel="modulepreload"], head link[rel="preload"]', (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  await page.waitForLoadState('networkidle');
  const scriptGzipBytes = (await Promise.all(bodies))
    .map((body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
  return { preloaded, scripts, scriptGzipBytes, cspReports };
}

/**
 * The home page, the login screen and the doctor's feed load their code as a few files, asked for by the
 * page's inline preload script as the page starts; the server's Content-Security-Policy lets that one
 * script run.
 */
describe('first loads', () => {
  let server: RunningServer;
  let browser: Browser;
  let doctor: SignedIn;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    doctor = await apiSignIn(server.baseUrl, DEMO.doctor);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the login screen asks for its own files at once, under the server CSP', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const load = await firstLoad(
      await context.newPage(),
      `${server.baseUrl}/login`,
      'E-mail or phone number',
    );
    await context.close();
    expect(load.cspReports).toEqual([]);
    expect(load.preloaded.some((href) => /^\/assets\/login-[\w-]+\.js$/.test(href))).toBe(true);
    expect(load.preloaded.some((href) => /\/assets\/(feed|signed-in)-/.test(href))).toBe(false);
  });

  // Wide, so the home page's carousels (not rendered on phones) are part of it.
  it.each(['/', '/login'])('%s loads at most 150 KB of gzip script', async (path) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const load = await firstLoad(await context.newPage(), `${server.baseUrl}${path}`, 'CareNet');
    await context.close();
    expect(load.scriptGzipBytes).toBeGreaterThan(0);
    expect(load.scriptGzipBytes).toBeLessThanOrEqual(SIGNED_OUT_SCRIPT_GZIP_MAX_BYTES);
  });

  it("the doctor's feed loads its code in a few files, the feed's among those asked for at once", async () => {
    const context = await signedInContext(browser, VIEWPORTS.phone, doctor);
    const load = await firstLoad(await context.newPage(), `${server.baseUrl}/`, /Welcome/);
    await context.close();
    expect(load.cspReports).toEqual([]);
    expect(load.preloaded.some((href) => /^\/assets\/feed-[\w-]+\.js$/.test(href))).toBe(true);
    // One file per part of the screen, not one per module the parts share (it was 101 files).
    expect(load.scripts.length).toBeLessThanOrEqual(20);
  });
});
