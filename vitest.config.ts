import { defineConfig } from 'vitest/config';

/** One runner for the unit, API and component suites (`npm run test:unit`); e2e has its own. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
