import type { Page } from 'playwright-core';

/** What a person can operate: the controls a hit test walks through. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"]';

export interface HitTest {
  /** How many controls were looked at (none would prove nothing). */
  checked: number;
  /** One line per control something else covers, naming both. */
  covered: string[];
}

/**
 * Brings each visible control inside `scope` to the middle of the window (or as near as the page lets it
 * scroll) and asks the browser what a tap at its centre would reach: the control, or something covering
 * it (a floating button, usually).
 * `atRest`: look where the page is, without scrolling, at the controls wholly in the window: for a
 * screen built to fit the window (a chat), whose controls a person uses without scrolling the page.
 */
export async function coveredControls(
  page: Page,
  scope: string,
  options: { atRest?: boolean } = {},
): Promise<HitTest> {
  return page.evaluate(
    async ({ scope, selector, atRest }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          '';
        const id = element.id ? `#${element.id}` : '';
        return `${element.tagName.toLowerCase()}${id} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
      };
      // Waits for what the scroll set going (the scroll-to-top button sliding in) to come to rest.
      const settled = async () => {
        await frame();
        await frame();
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
      };
      const root = document.querySelector(scope);
      if (!root) return { checked: 0, covered: [] };
      const controls = Array.from(root.querySelectorAll(selector)).filter(
        (element) =>
          element.getClientRects().length > 0 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      const covered: string[] = [];
      let checked = 0;
      for (const control of controls) {
        if (!atRest) {
          control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          await settled();
        }
        const box = control.getBoundingClientRect();
        // A link wrapped over two lines is tapped on its words, not between the lines its box spans.
        const firstLine = control.getClientRects()[0];
        const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
        if (atRest && !inView) continue;
        const x = firstLine.left + firstLine.width / 2;
        const y = firstLine.top + firstLine.height / 2;
        // Out of reach of any scrolling (a carousel's next slides): nothing to tap, nothing to cover.
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        checked += 1;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === control || control.contains(hit))) continue;
        covered.push(
          `${describe(control)} is under ${hit ? describe(hit.closest(selector) ?? hit) : 'nothing'}`,
        );
      }
      return { checked, covered };
    },
    { scope, selector: CONTROLS, atRest: options.atRest ?? false },
  );
}
