/**
 * The server of bench/import, in a process of its own: the real CareNet app (see ../shared/server.ts)
 * with its background jobs running, as apps/api/src/server.ts runs them, since the import is a job.
 * Listens on 127.0.0.1 only, on a free port sent to the parent. Started by run.ts.
 */
import { buildBenchApp, exitWhenParentGoes, LOOPBACK, portOf } from '../shared/server';

export interface ImportServerReady {
  apiPort: number;
}

async function main(): Promise<void> {
  const { app, database } = await buildBenchApp();
  await app.listen({ host: LOOPBACK, port: 0 });
  app.ctx.jobs.start();
  exitWhenParentGoes([app], database);
  process.send!({ apiPort: portOf(app.server.address()) } satisfies ImportServerReady);
}

main().catch((err: unknown) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
