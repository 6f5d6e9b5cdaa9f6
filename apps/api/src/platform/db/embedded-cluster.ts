import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** initdb on this 2-core machine takes 2–3 s; far past that, something is wrong. */
const CREATE_TIMEOUT_MS = 120_000;

/**
 * Creates the embedded database's files (PostgreSQL's initdb) under `dataDir` when there are none yet,
 * in a Node process of its own that exits when they are written. Run inside the server, initdb left
 * 400–600 MB of WebAssembly memory behind that V8 returns only at a full garbage collection, so a
 * first start sat at 570–750 MiB resident against some 170 MiB when the files already exist; an
 * exited process gives all of it back.
 */
export async function createEmbeddedClusterIfMissing(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)} });
await db.close();`;
  try {
    mkdirSync(dataDir, { recursive: true });
    await run(process.execPath, ['--liftoff-only', '--input-type=module', '--eval', script], {
      timeout: CREATE_TIMEOUT_MS,
    });
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message?: string };
    throw new Error(
      `could not create the embedded database in ${dataDir}: ${stderr?.trim() || message || String(err)}`,
    );
  }
}
