import { defineConfig } from 'tsup';
import path from 'node:path';
import { createEmbeddedClusterTemplate, EMBEDDED_TEMPLATE_DIR } from './src/platform/db/embedded-cluster';

// The server is bundled with the shared package inlined; npm dependencies stay external.
export default defineConfig({
  // The image classifier runs in a worker thread of its own file, beside server.js (platform/moderation/local.ts).
  entry: { server: 'src/server.ts', 'moderation-worker': 'src/platform/moderation/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: ['@carenet/shared'],
  // The embedded database's first files, which a first start copies instead of running initdb.
  onSuccess: () => createEmbeddedClusterTemplate(path.join('dist', EMBEDDED_TEMPLATE_DIR)),
});
