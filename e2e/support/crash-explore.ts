import type { ElementHandle, Locator, Page } from 'playwright-core';
import { checkScreenAlive, settleNetwork, type CrashWatch } from './crash-watch';
import { settle } from './ui';

/** Text a person may paste: scripts, emoji and a combining mark, but no NUL. */
export const UNICODE_TEXT = 'नमस्ते डॉक्टर 🙏🏽 Zoë ✓ 患者 👩‍⚕️ e\u0301';
export const LONG_TEXT = 'Long text '.repeat(500);
export const OUT_OF_RANGE_NUMBERS = ['-1', '1e9', '150', '0.5'];
const DATES_AS_TYPED = ['29-Feb-2023', '01-Jan-1900', '31-Dec-2999'];

/**
 * Buttons the net does not press: what destroys or ends something (their names say so) and what
 * submits a form; everything else is pressed to see the dialog or screen behind it.
 */
export const DESTRUCTIVE_NAME =
  /delete|remove|cancel|reject|log ?out|sign ?out|\bend\b|suspend|erase|deactivate|revoke|withdraw|discard|decline|leave/i;

const FIELDS = [
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio])',
  ':not([type=submit]):not([type=button]):not([type=range]):not([type=color]):not([type=image])',
  ':not([readonly]):not([disabled])',
].join('');
const TYPEABLE = `${FIELDS}, textarea:not([readonly]):not([disabled]), [contenteditable="true"]`;
/** Fields typed into on one screen at most: a form's first fields show its handlers; CI's time is kept. */
const MAX_FIELDS = 8;
/**
 * Distinct names pressed on one screen at most: a list's rows repeat their buttons under names of
 * their own ('Edit Cardiology', 'Edit Neurology'), and the first rows already show what they open.
 */
const MAX_PRESSES = 6;

interface FieldKind {
  type: string;
  numeric: boolean;
  dateLike: boolean;
  label: string;
}

function valuesFor(kind: FieldKind): string[] {
  if (kind.type === 'date') return ['1900-01-01', '2999-12-31'];
  if (kind.type === 'datetime-local') return ['1900-01-01T00:00', '2999-12-31T23:59'];
  if (kind.type === 'time') return ['00:00', '23:59'];
  if (kind.type === 'number' || kind.numeric) return OUT_OF_RANGE_NUMBERS;
  if (kind.dateLike) return [...DATES_AS_TYPED, UNICODE_TEXT];
  return [UNICODE_TEXT, LONG_TEXT];
}

/** One keystroke first (a screen may break on the first, as it re-renders), then whole values. */
async function exerciseField(field: ElementHandle, kind: FieldKind) {
  const quick = { timeout: 2_000 };
  if (!['date', 'datetime-local', 'time'].includes(kind.type)) {
    await field.type(kind.type === 'number' || kind.numeric ? '7' : 'a', quick);
  }
  for (const value of valuesFor(kind)) await field.fill(value, quick);
}

/**
 * Types into every field shown inside `scope`: out-of-range numbers into number fields, impossible and
 * far dates into date fields, 5,000 characters and a unicode string into text. Fields that vanish or
 * refuse a value meanwhile are passed over: the net looks for crashes, not for what a field accepts.
 */
export async function typeIntoFields(page: Page, scope: Locator, watch: CrashWatch, where: string) {
  const fields = await scope.locator(TYPEABLE).elementHandles();
  let typed = 0;
  for (const field of fields) {
    if (typed >= MAX_FIELDS) break;
    if (!(await field.isVisible().catch(() => false))) continue;
    const kind = await field
      .evaluate((el: Element): FieldKind => {
        const input = el as HTMLInputElement;
        const label =
          input.getAttribute('aria-label') ??
          input.labels?.[0]?.textContent ??
          input.getAttribute('placeholder') ??
          input.name ??
          el.tagName.toLowerCase();
        return {
          type: input.type ?? 'text',
          numeric: ['numeric', 'decimal'].includes(input.inputMode),
          dateLike: /date|birth|dob/i.test(`${label} ${input.name ?? ''}`),
          label: label.trim().slice(0, 40),
        };
      })
      .catch(() => null);
    if (!kind) continue;
    typed++;
    watch.at(`${where}, typing into "${kind.label}"`);
    await exerciseField(field, kind).catch(() => undefined);
  }
  if (typed) {
    await settleNetwork(page);
    await checkScreenAlive(page, watch);
  }
}

/** The distinct names of the buttons and tabs shown in `scope` that the net may press. */
async function pressableNames(scope: Locator): Promise<{ role: 'button' | 'tab'; name: string }[]> {
  return scope.evaluate((root: Element, destructive: string) => {
    const pattern = new RegExp(destructive, 'i');
    const seen = new Set<string>();
    const found: { role: 'button' | 'tab'; name: string }[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('button, [role=button], [role=tab]'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      if (el instanceof HTMLButtonElement && el.type === 'submit') continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const role = el.getAttribute('role') === 'tab' ? 'tab' : 'button';
      if (!name || pattern.test(name) || seen.has(`${role}:${name}`)) continue;
      seen.add(`${role}:${name}`);
      found.push({ role, name });
    }
    return found;
  }, DESTRUCTIVE_NAME.source);
}

/**
 * Presses each non-destructive button and tab in `scope` once (one of each name), fills the fields of
 * the dialog it opens and closes it; when a press leads to another address, checks that screen and
 * comes back to `url`.
 */
export async function pressEverything(page: Page, scopeSelector: string, url: string, watch: CrashWatch) {
  const tried = new Set<string>();
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    const scope = page.locator(scopeSelector).first();
    if (!(await scope.count())) return;
    const next = (await pressableNames(scope).catch(() => [])).find(
      ({ role, name }) => !tried.has(`${role}:${name}`),
    );
    if (!next) return;
    tried.add(`${next.role}:${next.name}`);
    const where = `pressing ${next.role} "${next.name}"`;
    watch.at(where);
    const target = scope.getByRole(next.role, { name: next.name, exact: true }).filter({ visible: true });
    const pressed = await target
      .first()
      .click({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (!pressed) continue;
    // Time for a dialog whose code loads when first opened to mount, then for its transition to end.
    await page.waitForTimeout(250);
    await settle(page).catch(() => undefined);
    await checkScreenAlive(page, watch);
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    if (await dialog.count()) {
      await typeIntoFields(page, dialog, watch, `${where}, its dialog`);
      await closeOverlays(page);
    }
    await closeOverlays(page);
    if (page.url() !== url) {
      watch.at(`${where}, then back to ${new URL(url).pathname}`);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await checkScreenAlive(page, watch);
    }
  }
}

/** Closes what a press left open (dialogs, menus, pickers) the way a person does, with Escape. */
async function closeOverlays(page: Page) {
  for (let i = 0; i < 3; i++) {
    const open = page.locator('[role=dialog]:visible, [role=menu]:visible, [role=listbox]:visible');
    if (!(await open.count())) return;
    await page.keyboard.press('Escape');
    await settle(page).catch(() => undefined);
  }
}
