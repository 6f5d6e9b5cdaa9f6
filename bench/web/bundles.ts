import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { SESSION_STORAGE_KEY, storeSessionInPage, type BenchPage } from './pages';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  page: BenchPage;
  js: Sizes;
  css: Sizes;
  /** Script and style bytes as they crossed the network (the compressed copies the server chose). */
  sent: number;
}

const RENDER_TIMEOUT_MS = 60_000;

const none = (): Sizes => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });

/** A built file's size as it is, gzipped and brotli-compressed at the levels the build uses. */
async function sizesOf(file: string): Promise<Omit<Sizes, 'files'>> {
  const content = await readFile(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/**
 * Opens the page in a fresh browser context (empty cache) and adds up every script and style sheet
 * it loads until the network is quiet: the entry, the route's chunks and whatever they import.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  webDist: string,
  page: BenchPage,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  if (page.session) {
    await context.addInitScript(storeSessionInPage, [SESSION_STORAGE_KEY, page.session] as const);
  }
  const tab = await context.newPage();
  const loaded = new Map<string, 'js' | 'css'>();
  let sent = 0;
  const pending: Promise<void>[] = [];
  tab.on('requestfinished', (request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const { pathname } = new URL(request.url());
    loaded.set(pathname, kind === 'script' ? 'js' : 'css');
    pending.push(
      request.sizes().then(
        (sizes) => {
          sent += sizes.responseBodySize;
        },
        // A request still finishing as the context closes has no sizes left to read.
        () => undefined,
      ),
    );
  });
  await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'networkidle' });
  // The network can be quiet while a busy CPU still runs the entry: wait for the screen, then for its loads.
  await tab.waitForFunction(
    () =>
      (
        globalThis as unknown as { document: { body: { innerText: string } } }
      ).document.body.innerText.trim() !== '',
    null,
    { timeout: RENDER_TIMEOUT_MS },
  );
  await tab.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();

  const totals = { js: none(), css: none() };
  for (const [pathname, kind] of loaded) {
    const sizes = await sizesOf(path.join(webDist, pathname));
    const total = totals[kind];
    total.files += 1;
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return { page, ...totals, sent };
}
