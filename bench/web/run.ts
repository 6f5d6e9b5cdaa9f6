/**
 * bench/web: what the web app's first load costs and what Lighthouse 12 makes of it. Builds the app,
 * serves it through the real server (apps/api/dist/server.js, embedded database, demo accounts), adds up
 * the scripts and styles the home page, the login screen and the doctor's feed load, and runs Lighthouse
 * on each for desktop and mobile beside a bare HTML page. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cleanUp } from '../shared/cleanup';
import { measureFirstLoad, type FirstLoad, type Sizes } from './bundles';
import { CATEGORIES, runLighthouse, type Category, type FormFactor, type LighthouseRun } from './lighthouse';
import { benchPages } from './pages';
import { startBarePage, startBuiltServer } from './server';
import { loadSettings } from './settings';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build measured and served; WEB_DIST_DIR (which the server reads too) points elsewhere. */
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR || path.join(ROOT, 'apps/web/dist'));
const FORM_FACTORS: FormFactor[] = ['desktop', 'mobile'];

/** Issue 12's targets. */
const FIRST_LOAD_JS_GZIP_MAX_KB = 150;
const TARGETS: Record<Category, Record<FormFactor, number>> = {
  performance: { desktop: 95, mobile: 90 },
  accessibility: { desktop: 100, mobile: 100 },
  'best-practices': { desktop: 95, mobile: 95 },
  seo: { desktop: 95, mobile: 95 },
};
const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

const settings = loadSettings();
const log = (message: string) => console.log(message);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (text: string | number, width: number) => String(text).padStart(width);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function build(): void {
  if (!existsSync(path.join(ROOT, 'apps/api/dist/server.js'))) {
    log('building the API (apps/api/dist has no server.js) …');
    execFileSync('npm', ['run', 'build', '-w', '@carenet/api'], { cwd: ROOT, stdio: 'inherit' });
  }
  log('building the web app …');
  execFileSync('npm', ['run', 'build', '-w', '@carenet/web', '--', '--outDir', WEB_DIST, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function printFirstLoads(loads: FirstLoad[]): void {
  log(
    '\nFirst load: the scripts and style sheets each page loads until the network is quiet (KB = 1024 bytes)',
  );
  log(
    `${'page'.padEnd(14)} ${pad('JS files', 8)} ${pad('JS raw', 8)} ${pad('JS gzip', 8)} ${pad('JS br', 7)}` +
      ` ${pad('CSS raw', 8)} ${pad('CSS gzip', 8)} ${pad('CSS br', 7)} ${pad('sent', 7)}   JS gzip ≤ ${FIRST_LOAD_JS_GZIP_MAX_KB} KB`,
  );
  const row = (sizes: Sizes) => [pad(kb(sizes.raw), 8), pad(kb(sizes.gzip), 8), pad(kb(sizes.brotli), 7)];
  for (const load of loads) {
    const budgeted = load.page.session === null;
    const verdict = budgeted
      ? load.js.gzip / 1024 <= FIRST_LOAD_JS_GZIP_MAX_KB
        ? 'yes'
        : 'NO'
      : '(no target signed in)';
    log(
      `${load.page.name.padEnd(14)} ${pad(load.js.files, 8)} ${row(load.js).join(' ')} ${row(load.css).join(' ')}` +
        ` ${pad(kb(load.sent), 7)}   ${verdict}`,
    );
  }
  log('"sent": script and style bytes as the server sent them (its brotli copies), from Chromium.');
}

function median(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

function printLighthouseRow(name: string, formFactor: FormFactor, run: LighthouseRun, judged: boolean): void {
  const cells = CATEGORIES.map((category) => {
    const score = run.scores[category];
    if (score === null) return pad('–', 5);
    const met = !judged || score >= TARGETS[category][formFactor];
    return pad(`${score}${met ? '' : '!'}`, 5);
  });
  const { fcp, lcp, tbt, cls, speedIndex } = run.metrics;
  log(
    `${name.padEnd(14)} ${formFactor.padEnd(7)} ${cells.join(' ')} ${pad((fcp / 1000).toFixed(2), 6)}` +
      ` ${pad((lcp / 1000).toFixed(2), 6)} ${pad(Math.round(tbt), 6)} ${pad(cls.toFixed(3), 6)}` +
      ` ${pad((speedIndex / 1000).toFixed(2), 6)} ${pad(Math.round(run.benchmarkIndex), 6)} ${pad(run.loadAverage.toFixed(2), 6)}`,
  );
}

async function main(): Promise<void> {
  const timer = setTimeout(() => {
    console.error(`\nTime limit (${settings.timeLimitSeconds} s) reached: stopping.`);
    void cleanUp().then(() => process.exit(2));
  }, settings.timeLimitSeconds * 1000);
  timer.unref();

  log(`bench/web on ${os.cpus().length} cores, load average ${loadAverage()} at the start`);
  if (settings.build) build();
  const baseUrl = await startBuiltServer(ROOT, WEB_DIST);
  const bareUrl = await startBarePage();
  const pages = await benchPages(baseUrl, settings.only);
  log(`serving ${WEB_DIST} at ${baseUrl} (embedded database, demo accounts)`);

  const browser = await chromium.launch({
    executablePath: settings.chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const loads: FirstLoad[] = [];
  try {
    for (const page of pages) loads.push(await measureFirstLoad(browser, baseUrl, WEB_DIST, page));
  } finally {
    await browser.close();
  }
  printFirstLoads(loads);

  log(
    `\nLighthouse 12 (${settings.runs} run${settings.runs > 1 ? 's, the median by performance' : ''} per line;` +
      ' fresh Chromium each; FCP, LCP, SI in s, TBT in ms; "!" = below target)',
  );
  log(
    `${'page'.padEnd(14)} ${'form'.padEnd(7)} ${CATEGORIES.map((c) => pad(SHORT[c], 5)).join(' ')}` +
      ` ${pad('FCP', 6)} ${pad('LCP', 6)} ${pad('TBT', 6)} ${pad('CLS', 6)} ${pad('SI', 6)} ${pad('CPU', 6)} ${pad('load', 6)}`,
  );
  const findings = new Set<string>();
  for (const formFactor of FORM_FACTORS) {
    const bare = await runLighthouse(settings.chromiumPath, bareUrl, formFactor, {
      session: null,
      categories: ['performance'],
      reportFile: null,
    });
    printLighthouseRow('bare page', formFactor, bare, false);
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= settings.runs; run++) {
        const reportFile = settings.reportDir
          ? path.join(settings.reportDir, `${page.name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`)
          : null;
        // A run can fail on a starved machine (no paint within Lighthouse's wait): say so and go on.
        await runLighthouse(settings.chromiumPath, new URL(page.path, baseUrl).href, formFactor, {
          session: page.session,
          categories: CATEGORIES,
          reportFile,
        }).then(
          (result) => runs.push(result),
          (err: unknown) => {
            const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
            log(`${page.name.padEnd(14)} ${formFactor.padEnd(7)} run ${run} failed: ${reason}`);
          },
        );
      }
      if (!runs.length) continue;
      const chosen = median(runs);
      printLighthouseRow(page.name, formFactor, chosen, true);
      for (const finding of chosen.findings) findings.add(`${page.name}, ${formFactor}: ${finding}`);
    }
  }
  log(
    '\nTargets: performance ≥ 95 desktop and ≥ 90 mobile, accessibility 100, best practices and SEO ≥ 95;' +
      ' "CPU" is Lighthouse\'s benchmark index of this machine during the run, "load" the 1-minute load average.',
  );
  log(
    findings.size
      ? `\nWhat cost points outside performance:\n${[...findings].join('\n')}`
      : '\nNothing cost points outside performance.',
  );
  log(`\nload average at the end: ${loadAverage()}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
