import { defineConfig } from 'tsup';

// The server is bundled with the shared package inlined; npm dependencies stay external.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: ['@carenet/shared'],
});
