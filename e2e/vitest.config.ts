import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own server of the one built app, on its own embedded database in a temp
    // DATA_DIR, and its own browser: files share no data, so two run at once (one per core).
    maxWorkers: 2,
  },
});
