/** bench/chat settings, read once from the environment (see bench/README.md). */
export interface ChatBenchSettings {
  /** The PostgreSQL server; the benchmark creates its own database on it and drops it at the end. */
  serverUrl: string;
  sockets: number;
  conversations: number;
  /** Chat messages posted per second, over all conversations. */
  rate: number;
  durationSeconds: number;
  warmupSeconds: number;
  timeLimitSeconds: number;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not '${raw}'`);
  return value;
}

export function loadSettings(): ChatBenchSettings {
  const durationSeconds = positiveInt('BENCH_DURATION', 10);
  const warmupSeconds = positiveInt('BENCH_WARMUP', 2);
  const sockets = positiveInt('BENCH_SOCKETS', 500);
  const conversations = positiveInt('BENCH_CONVERSATIONS', 50);
  if (sockets < conversations * 2)
    throw new Error('BENCH_SOCKETS must be at least twice BENCH_CONVERSATIONS');
  return {
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    sockets,
    conversations,
    rate: positiveInt('BENCH_RATE', 100),
    durationSeconds,
    warmupSeconds,
    timeLimitSeconds: positiveInt('BENCH_TIME_LIMIT', 180 + 2 * (durationSeconds + warmupSeconds)),
  };
}
