/**
 * Node's options for the server process as `npm start` runs it (bench/start measures it with them).
 * - Source maps, so that a stack trace in the log names the TypeScript line.
 * - With the embedded database (no DATABASE_URL) the server is a single small instance whose memory is
 *   mostly the database's own: a young generation of 1 MB per semi-space (instead of V8's 16 MB) keeps
 *   some 30 MB less resident, for a little more frequent minor garbage collection. With a PostgreSQL
 *   server, V8's defaults stand: there throughput counts, not memory.
 * @param {Record<string, string | undefined>} env the environment the server will run with
 * @returns {string[]}
 */
export function serverNodeOptions(env) {
  return ['--enable-source-maps', ...(env.DATABASE_URL ? [] : ['--max-semi-space-size=1'])];
}
