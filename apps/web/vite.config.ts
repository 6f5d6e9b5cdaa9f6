import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { isFirstPass, planFirstLoads, type FirstLoadGroup } from './build-plugins/firstLoadGroups.ts';
import { firstLoadPreloads } from './build-plugins/firstLoadPreloads.ts';
import { precompress } from './build-plugins/precompress.ts';
import { USER_KEY } from './src/lib/sessionKeys.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * react-router's package points every import at its development build, whose warnings (and the code
 * printing them) would ship: a production build takes its production build instead, both entry points
 * of it, so only one copy of the router (and of its contexts) is bundled.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * How many lazily loaded parts of the app (routes, dialogs) must use a Mantine module for it to go in
 * the shared Mantine file, which every page loads. Too low, and components that / and /login never
 * render ride along (more parts, more of them cross it: with the discovery screens, 50 put buttons,
 * cards and inputs there, +4.6 KB gzip on /); too high, and dozens of small files come back. Measured
 * on the first loads of /, /login and the doctor's feed, in thousands of gzip bytes: 50 → 157.0, 153.9,
 * 235.3; 60 → 154.2, 153.6, 235.5; 70 → 152.9, 153.3, 235.4; 90 → 157.2, 157.5, 240.3 (20 files more).
 */
const MANTINE_SHARED_BY = 70;

/**
 * The parts of the first loads that are worth one file each. A part loaded lazily pulls in every module
 * it uses that nothing loaded yet has, one file per set of parts sharing them: the doctor's feed loaded
 * 101 files, 60 of them under half a kilobyte, and on a phone network each is a round trip (Lighthouse
 * mobile, doctor's feed: 101 files LCP 5.1 s, 8 files 3.0 s). See build-plugins/firstLoadGroups.ts.
 */
const FIRST_LOAD_GROUPS: FirstLoadGroup[] = [
  { name: 'home', roots: ['src/app/home/HomePage.tsx'], preloadOn: { paths: ['/'] } },
  { name: 'login', roots: ['src/features/auth/pages/LoginPage.tsx'], preloadOn: { paths: ['/login'] } },
  {
    name: 'signed-in',
    roots: [
      'src/app/layout/SignedInActions.tsx',
      'src/app/layout/SideMenuSection.tsx',
      'src/features/notifications/components/LiveNotifications.tsx',
    ],
    preloadOn: { paths: ['/'], signedIn: true },
  },
  {
    name: 'feed',
    roots: ['src/app/home/components/SignedInHome.tsx', 'src/app/home/feedPrefetch.ts'],
    loadedAfter: ['home', 'signed-in'],
    preloadOn: { paths: ['/'], signedIn: true },
  },
];
export default defineConfig(async ({ command }): Promise<ViteUserConfig> => {
  // The real build plans the first loads from a first build in memory, which has neither.
  const firstLoads =
    command === 'build' && !isFirstPass()
      ? await planFirstLoads(fileURLToPath(import.meta.url), FIRST_LOAD_GROUPS)
      : null;
  return {
    resolve: { alias: command === 'build' ? productionReactRouter : [] },
    plugins: [
      react(),
      ...(firstLoads ? [firstLoadPreloads(firstLoads, FIRST_LOAD_GROUPS, USER_KEY)] : []),
      ...(isFirstPass() ? [] : [precompress()]),
    ],
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, ws: true }, '/files': apiTarget },
    },
    build: {
      outDir: 'dist',
      // Source maps stay beside the build for debugging but are not linked from the scripts (nor served).
      sourcemap: 'hidden',
      // No list of every lazy file's dependencies in the entry script (Vite's preload map): with 100+
      // lazy parts it was 5.2 KB gzip of every first load (/ went 154.7 -> 149.4 KB). A lazy screen's
      // own imports are then asked for when it arrives, one round trip later; first loads name theirs
      // in the page's head (firstLoadPreloads).
      modulePreload: false,
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
              // Mantine's building blocks that most screens share (Box, Text, Group, buttons, transitions):
              // one file instead of dozens of small ones, each a request and compressed on its own. A
              // component fewer screens use stays with them.
              {
                name: 'mantine',
                test: /node_modules[\\/]@mantine[\\/]/,
                minShareCount: MANTINE_SHARED_BY,
              },
              // No shared icons file: it put every icon four or more parts use (40) on every page. The
              // first loads' icons go in their groups' files; without it / and /login load 2.3 and
              // 3.2 KB less, the feed 0.5 KB more.
              ...(firstLoads?.codeSplittingGroups ?? []),
            ],
          },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      // Typing with user-event in jsdom is slow when the API suite shares the 2 cores: a budget, not a benchmark.
      testTimeout: 15_000,
    },
  };
});
