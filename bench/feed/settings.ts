/** The benchmark's settings, read once from the environment (see bench/README.md). */
export interface FeedBenchSettings {
  /** The PostgreSQL server; the benchmark creates its own database on it and drops it at the end. */
  serverUrl: string;
  requests: number;
  users: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  keyword: string;
  /** Only the scenarios whose name contains this text are loaded (all when empty). */
  only: string;
  /** The whole run stops (and drops its database) after this long, whatever it is doing. */
  timeLimitSeconds: number;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${raw}'`);
  return value;
}

export function loadSettings(): FeedBenchSettings {
  const durationSeconds = positiveInt('BENCH_DURATION', 10);
  const warmupSeconds = positiveInt('BENCH_WARMUP', 2);
  const requests = positiveInt('BENCH_REQUESTS', 100_000);
  return {
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    requests,
    users: positiveInt('BENCH_USERS', 5_000),
    connections: positiveInt('BENCH_CONNECTIONS', 20),
    durationSeconds,
    warmupSeconds,
    keyword: process.env.BENCH_KEYWORD || 'dialysis',
    only: process.env.BENCH_ONLY ?? '',
    // Seeding takes about a minute per 100,000 requests on a busy 2-core machine; each of the 13
    // scenarios (the bare route, six lists and the bare route on each list's SQL) its warm-up and duration.
    timeLimitSeconds: positiveInt(
      'BENCH_TIME_LIMIT',
      300 + Math.ceil(requests / 1000) + 14 * (durationSeconds + warmupSeconds + 1),
    ),
  };
}
