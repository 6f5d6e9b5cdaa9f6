import { readFileSync } from 'node:fs';

/** This process's limit on open files (its sockets count), from /proc on Linux; null elsewhere. */
export function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/**
 * Each process holds its side of every socket: the load generator its chat and echo clients, the
 * server the other ends, plus files, the database pool and slack. Refuses a run that would hit the limit
 * halfway with a clear message instead of EMFILE errors.
 */
export function assertOpenFilesFor(sockets: number): void {
  const needed = 2 * sockets + 256;
  const limit = openFilesLimit();
  if (limit !== null && limit < needed) {
    throw new Error(
      `${sockets} sockets need about ${needed} open files per process, but the limit is ${limit}: ` +
        `raise it (ulimit -n ${needed}; npm run chat raises it to the hard limit, ulimit -Hn) and run again`,
    );
  }
}
