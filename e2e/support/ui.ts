import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits for the transitions under way (a dialog fading in) to end, so a screenshot shows the settled
 * screen. A transition cancelled meanwhile (a date picker's dropdown closing) has ended too.
 */
export const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Dismisses the toasts once read, so they do not cover the screen the next screenshot is of. */
export async function dismissToasts(page: Page) {
  const close = page.locator('.mantine-Notification-root .mantine-CloseButton-root');
  // A toast slides in and out, so it is never 'stable' for a pointer click; a click event closes it.
  for (const button of await close.all()) await button.dispatchEvent('click');
  await expect.poll(() => close.count(), { timeout: 5_000 }).toBe(0);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Fills a date-and-time field ('From', 'To') as a person types it: the day as CareNet shows dates
 * (DD-MMM-YYYY) and the time, in the browser's time zone.
 */
export async function fillDateTime(scope: Locator, label: string, ms: number) {
  const at = new Date(ms);
  const day = scope.getByRole('textbox', { name: `${label} date` });
  await day.fill(`${pad(at.getDate())}-${MONTHS[at.getMonth()]}-${at.getFullYear()}`);
  await day.press('Enter');
  await scope.getByLabel(`${label} time`).fill(`${pad(at.getHours())}:${pad(at.getMinutes())}`);
}
