import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appShellScrollClassNames } from './build-plugins/appShellScrollClassNames.ts';
import { precompress } from './build-plugins/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), appShellScrollClassNames(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true }, '/files': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Source maps stay beside the build for debugging but are not linked from the scripts (nor served).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and the router: one file, cached once, instead of a dozen small ones.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Typing with user-event in jsdom is slow when the API suite shares the 2 cores: a budget, not a benchmark.
    testTimeout: 15_000,
  },
});
