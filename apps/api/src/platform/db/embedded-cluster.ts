import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** initdb on this 2-core machine takes 2–3 s; far past that, something is wrong. */
const CREATE_TIMEOUT_MS = 120_000;

/** Where the API's build puts the template, beside the built server (dist/). */
export const EMBEDDED_TEMPLATE_DIR = 'embedded-cluster-template';

/**
 * Creates the embedded database's files under `dataDir` when there are none yet: a copy of `template`
 * when the build made one for this PGlite, else PostgreSQL's initdb in a Node process of its own that
 * exits when they are written. Run inside the server, initdb left 400–600 MB of WebAssembly memory
 * behind that V8 returns only at a full garbage collection, so a first start sat at 570–750 MiB
 * resident against some 170 MiB when the files already exist; an exited process gives all of it back.
 */
export async function createEmbeddedClusterIfMissing(dataDir: string, template?: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  if (template && templateFits(template)) return copyTemplate(template, dataDir);
  await initdb(dataDir);
}

/** The files a template was made by: the PGlite package's version, written beside them. */
const TEMPLATE_MADE_BY = 'made-by-pglite';

function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A template made by another PGlite (after an upgrade without a rebuild) is not used: initdb runs. */
function templateFits(template: string): boolean {
  const marker = path.join(template, TEMPLATE_MADE_BY);
  return (
    existsSync(path.join(template, 'PG_VERSION')) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === pgliteVersion()
  );
}

/**
 * Copies a template's files (a fresh initdb, made by the build) into place: a first start then takes a
 * few hundred milliseconds instead of initdb's 2–3 s. The copy is made beside `dataDir` and renamed into
 * place, so a crash during it leaves no half-made database behind.
 */
function copyTemplate(template: string, dataDir: string): void {
  const partial = `${dataDir}.partial`;
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(path.dirname(dataDir), { recursive: true });
    cpSync(template, partial, {
      recursive: true,
      filter: (source) => path.basename(source) !== TEMPLATE_MADE_BY,
    });
    // An empty directory (made by hand, or mounted) is replaced; one holding anything is not touched.
    if (existsSync(dataDir) && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true });
    renameSync(partial, dataDir);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`could not create the embedded database in ${dataDir}: ${(err as Error).message}`);
  }
}

/**
 * Makes the template a first start copies (see copyTemplate): run by the API's build, into its dist/.
 * Replaces a template already there.
 */
export async function createEmbeddedClusterTemplate(template: string): Promise<void> {
  rmSync(template, { recursive: true, force: true });
  await initdb(template);
  writeFileSync(path.join(template, TEMPLATE_MADE_BY), pgliteVersion());
}

async function initdb(dataDir: string): Promise<void> {
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
