import { defineConfig } from 'vitest/config';

/**
 * A Mantine transition's timer can fire after a web test file has finished and its window is gone:
 * React, asked to update the unmounted transition, reads `window.event` and throws. Every test of the
 * file has run and passed by then, so this one error does not fail the run; any other unhandled error
 * still does.
 */
function isTransitionTimerAfterTeardown(error: Error & { stacks?: { file: string }[] }): boolean {
  const where = [error.stack ?? '', ...(error.stacks ?? []).map((frame) => frame.file)].join('\n');
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    where.includes('use-transition')
  );
}

/** One runner for the unit, API and component suites (`npm run test:unit`); e2e has its own. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    onUnhandledError: (error) => (isTransitionTimerAfterTeardown(error) ? false : undefined),
  },
});
