import axe from 'axe-core';

/**
 * The serious and critical WCAG 2.1 A/AA problems axe-core finds in `root` as rendered in jsdom, as
 * 'rule: what to fix'. Colour contrast needs a real layout, so the browser tests check it instead.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
