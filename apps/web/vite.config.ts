import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build-plugins/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true }, '/files': apiTarget },
  },
  // Source maps stay beside the build for debugging but are not linked from the scripts (nor served).
  build: { outDir: 'dist', sourcemap: 'hidden' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Typing with user-event in jsdom is slow when the API suite shares the 2 cores: a budget, not a benchmark.
    testTimeout: 15_000,
  },
});
