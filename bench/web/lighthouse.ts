import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { SESSION_STORAGE_KEY, storeSessionInPage } from './pages';

export type FormFactor = 'desktop' | 'mobile';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number | null>;
  /** Milliseconds, except cumulative-layout-shift. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits that cost points outside performance: id, title and the first elements concerned. */
  findings: string[];
  loadAverage: number;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Stores the signed-in user in the browser's profile, as the login screen leaves it. */
async function storeSession(port: number, origin: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const tab = await browser.contexts()[0].newPage();
  await tab.goto(new URL('/robots.txt', origin).href);
  await tab.evaluate(storeSessionInPage, [SESSION_STORAGE_KEY, session] as const);
  // Only robots.txt was fetched, but the page must still start from an empty cache.
  const cdp = await browser.contexts()[0].newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
  await browser.close();
}

function findingsOf(result: Result): string[] {
  const findings: string[] = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const details = audit.details as
        { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined;
      const nodes = (details?.items ?? [])
        .map((item) => item.node?.selector ?? item.node?.snippet)
        .filter((node): node is string => Boolean(node))
        .slice(0, 3);
      findings.push(
        `${category}: ${audit.id} (${audit.title})${nodes.length ? ` at ${nodes.join(' | ')}` : ''}`,
      );
    }
  }
  return findings;
}

/** One Lighthouse 12 run in a fresh Chromium (new profile, empty cache) on `url`. */
export async function runLighthouse(
  chromiumPath: string,
  url: string,
  formFactor: FormFactor,
  options: { session: string | null; categories: readonly Category[]; reportFile: string | null },
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    if (options.session) await storeSession(chrome.port, url, options.session);
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...options.categories],
        // Resetting storage would sign the user out; the cache is already empty in the new profile.
        disableStorageReset: options.session !== null,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const result = runner.lhr;
    if (result.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.message}`);
    if (options.reportFile) {
      await mkdir(path.dirname(options.reportFile), { recursive: true });
      await writeFile(options.reportFile, JSON.stringify(result));
    }
    const score = (category: Category) => {
      const value = result.categories[category]?.score;
      return value === undefined || value === null ? null : Math.round(value * 100);
    };
    const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
      benchmarkIndex: result.environment.benchmarkIndex,
      findings: findingsOf(result),
      loadAverage: os.loadavg()[0],
    };
  } finally {
    chrome.kill();
  }
}
