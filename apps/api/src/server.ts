import { buildApp } from './app';
import { bootstrapData } from './bootstrap';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './platform/db/client';
import path from 'node:path';

/** Production entry: open and migrate the database, create first-start data, serve on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(path.join(config.dataDir, 'pglite'));
  await database.migrate();

  const app = await buildApp({ config, database, serveWeb: true });
  await bootstrapData(app.ctx);
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
