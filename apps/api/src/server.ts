import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './platform/db/client';
import { schedulePruning } from './platform/pruning';
import { createEmbeddedClusterIfMissing, EMBEDDED_TEMPLATE_DIR } from './platform/db/embedded-cluster';
import { compileWasmForQuickStart } from './platform/db/wasm-compiler';

/** The template of the embedded database's files, made by the build beside the built server. */
const EMBEDDED_TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), EMBEDDED_TEMPLATE_DIR);

/** The embedded PostgreSQL under DATA_DIR (created there on the first start), or the server at DATABASE_URL. */
async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  compileWasmForQuickStart();
  const dataDir = path.join(config.dataDir, 'pglite');
  await createEmbeddedClusterIfMissing(dataDir, EMBEDDED_TEMPLATE);
  return openPglite(dataDir);
}

async function openAndMigrate(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  await database.migrate();
  return database;
}

/** Production entry: open and migrate the database, create first-start data, serve on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The routes' modules load while the embedded database is created, starts and migrates: much of
  // that work is WebAssembly compiling on other threads, or another process.
  const [{ buildApp }, { bootstrapData }, database] = await Promise.all([
    import('./app'),
    import('./bootstrap'),
    openAndMigrate(config),
  ]);

  const app = await buildApp({ config, database, serveWeb: true });
  await bootstrapData(app.ctx);
  await schedulePruning(app.ctx.db);
  app.ctx.jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `CareNet is running on ${config.publicUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error('CareNet failed to start:', err);
  process.exit(1);
});
