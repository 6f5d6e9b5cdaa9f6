import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another to keep a 2-core machine calm.
    fileParallelism: false,
  },
});
