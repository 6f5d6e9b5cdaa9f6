import type { ConsoleMessage, Page } from 'playwright-core';

/** The error screen's heading (app/RouteErrorPage.tsx): a screen that threw while rendering. */
export const ERROR_BOUNDARY_HEADING = 'Something went wrong';

/**
 * A console error the app may log without being broken: the browser's own line for an API answer of
 * 4xx (a refusal, a not-found, a validation message), which the screen shows in its own words.
 */
export function isExpectedConsoleError(text: string, url: string): boolean {
  return /status of 4\d\d\b/.test(text) && new URL(url, 'http://x').pathname.startsWith('/api/');
}

/**
 * What went wrong on `page` while it is watched, each problem said once with where it happened:
 * uncaught exceptions, console errors other than expected 4xx API answers, and 5xx API answers (bad
 * input is a 4xx, never a 500). `where` is updated by the explorer as it moves from step to step.
 */
export function watchForCrashes(page: Page) {
  const problems: string[] = [];
  const state = { where: 'opening' };
  const report = (problem: string) => {
    // A press that led out of the app (a Back button at the start of the tab's history, an external
    // link) is not the app's to answer for; the explorer comes back.
    if (!inApp(page)) return;
    const line = `${state.where}: ${problem}`;
    if (!problems.includes(line)) problems.push(line);
  };
  page.on('pageerror', (error) => report(`uncaught exception: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (isExpectedConsoleError(message.text(), message.location().url)) return;
    report(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      report(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  return {
    problems,
    report,
    /** Names the step the next problems belong to. */
    at(where: string) {
      state.where = where;
    },
  };
}

export type CrashWatch = ReturnType<typeof watchForCrashes>;

/** Whether the page still shows the app under test (not about:blank, an error page or another site). */
export function inApp(page: Page): boolean {
  const { protocol, hostname } = new URL(page.url());
  return protocol === 'http:' && hostname === '127.0.0.1';
}

/**
 * Waits for the screen to show something (its main region, or the whole app on a screen without the
 * shell) and reports an error screen or a page left blank.
 */
export async function checkScreenAlive(page: Page, watch: CrashWatch): Promise<void> {
  if (!inApp(page)) return;
  const shown = await page
    .waitForFunction(
      () => {
        const content = document.querySelector('main') ?? document.getElementById('root');
        return (content?.textContent ?? '').trim().length > 0;
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) watch.report('blank page: no main content after 10 s');
  const boundary = page.getByRole('heading', { name: ERROR_BOUNDARY_HEADING, exact: true });
  if (await boundary.count()) {
    const detail = await page
      .locator('main pre, main code')
      .first()
      .textContent()
      .catch(() => null);
    watch.report(`error screen "${ERROR_BOUNDARY_HEADING}"${detail ? `: ${detail}` : ''}`);
  }
}

/** Waits for the network to go quiet (briefly: a screen that polls never does). */
export async function settleNetwork(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
