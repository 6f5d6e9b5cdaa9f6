import type { Page } from 'playwright-core';
import { checkScreenAlive, settleNetwork, type CrashWatch } from './crash-watch';
import { settle } from './ui';

/** A side-menu entry (app/layout/SideMenu.tsx marks each for the tour). */
const SIDE_MENU_ENTRY = 'nav a[data-tour^="menu:"]';

/** The entries of the side menu shown now: each link's name and where it goes. */
export async function sideMenuEntries(
  page: Page,
): Promise<{ name: string; href: string; newTab: boolean }[]> {
  return page.locator(SIDE_MENU_ENTRY).evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').trim().replace(/\s+/g, ' '),
      href: link.getAttribute('href') ?? '',
      newTab: link.getAttribute('target') === '_blank',
    })),
  );
}

/**
 * Chooses each side-menu entry in turn, as a person moves through the app without reloading; an entry
 * that opens a new tab is opened in this one. Returns how many entries it chose.
 */
export async function walkSideMenu(page: Page, watch: CrashWatch): Promise<number> {
  const entries = await sideMenuEntries(page);
  for (const entry of entries) {
    watch.at(`side menu "${entry.name}" (${entry.href})`);
    if (entry.newTab) await page.goto(new URL(entry.href, page.url()).toString());
    else await page.locator(`${SIDE_MENU_ENTRY}[href="${entry.href}"]`).first().click();
    await settleNetwork(page);
    await checkScreenAlive(page, watch);
  }
  return entries.length;
}

const PROFILE_MENU = 'Open profile menu';

/**
 * Chooses each profile-menu entry in turn except Logout (which would end the session the net runs
 * in); 'Take the tour' last, as it covers the screen. Returns the entries it chose.
 */
export async function walkProfileMenu(page: Page, watch: CrashWatch): Promise<string[]> {
  const openMenu = async () => {
    await page.getByRole('button', { name: PROFILE_MENU }).click();
    await page.getByRole('menu').waitFor();
  };
  await openMenu();
  const names = (await page.getByRole('menuitem').allTextContents())
    .map((name) => name.trim())
    .filter((name) => !/log ?out/i.test(name))
    .sort((a, b) => Number(/tour/i.test(a)) - Number(/tour/i.test(b)));
  await page.keyboard.press('Escape');
  for (const name of names) {
    watch.at(`profile menu "${name}"`);
    await openMenu();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await settle(page).catch(() => undefined);
    await settleNetwork(page);
    await checkScreenAlive(page, watch);
  }
  return names;
}
