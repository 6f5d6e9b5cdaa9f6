import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { VIEWPORTS, horizontalOverflow, screenshot } from './browser';
import { settle } from './ui';

/**
 * Waits for a screen to be finished (its `ready` text shown, the network quiet, the carousels past their
 * 'Loading...' of docs/validation-and-limits.md), saves its screenshot under e2e/artifacts, and checks what a person would
 * notice first: nothing overflowing sideways and no raw data on the page.
 */
export async function checkScreen(page: Page, name: string, ready: string | RegExp): Promise<void> {
  // Shown, not merely present: a side menu kept mounted but hidden on phones may hold the same words.
  await page.getByText(ready).filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByText('Loading...').count(), { timeout: 10_000 }).toBe(0);
  await screenshot(page, name);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/"statusCode"|\[object Object\]|undefined|NaN/);
}

/**
 * checkScreen at 1280 and then 375 px, each with no serious or critical axe issue inside `axeScope`;
 * leaves the page at 1280 px. The side menu slides away as the width crosses its breakpoint, so each
 * screen is photographed once its animations have finished.
 */
export async function checkBothWidths(
  page: Page,
  name: string,
  ready: string | RegExp,
  axeScope = 'main',
): Promise<void> {
  for (const [width, viewport] of [
    [1280, VIEWPORTS.desktop],
    [375, VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await checkScreen(page, `${name}-${width}`, ready);
    expect(await seriousAxeViolations(page, axeScope), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await settle(page);
}
