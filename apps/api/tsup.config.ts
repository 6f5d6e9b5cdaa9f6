import { defineConfig } from 'tsup';
import { cp } from 'node:fs/promises';
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
  onSuccess: async () => {
    // The medical assistant's guide, read beside the bundle (modules/assistant/knowledge.ts).
    await cp('src/modules/assistant/knowledge', path.join('dist', 'knowledge'), { recursive: true });
    // The embedded database's first files, which a first start copies instead of running initdb.
    await createEmbeddedClusterTemplate(path.join('dist', EMBEDDED_TEMPLATE_DIR));
  },
});
