/** bench/chat settings, read once from the environment (see bench/README.md). */
export interface ChatBenchSettings {
  /** The PostgreSQL server; the benchmark creates its own database on it and drops it at the end. */
  serverUrl: string;
  /** The socket counts measured, in increasing order: each step opens sockets up to its count. */
  socketSteps: number[];
  conversations: number;
  /** Chat messages posted per second, over all conversations. */
  rate: number;
  durationSeconds: number;
  warmupSeconds: number;
  timeLimitSeconds: number;
}

function positiveInt(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not '${raw}'`);
  return value;
}

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : positiveInt(name, raw);
}

/** BENCH_SOCKETS: one count, or several separated by commas (e.g. 500,1000,2000,5000). */
function socketSteps(): number[] {
  const raw = process.env.BENCH_SOCKETS || '500';
  const steps = raw.split(',').map((part) => positiveInt('BENCH_SOCKETS', part.trim()));
  if (steps.some((count, i) => i > 0 && count <= steps[i - 1]))
    throw new Error(`BENCH_SOCKETS must increase from one step to the next, not '${raw}'`);
  return steps;
}

export function loadSettings(): ChatBenchSettings {
  const durationSeconds = setting('BENCH_DURATION', 10);
  const warmupSeconds = setting('BENCH_WARMUP', 2);
  const steps = socketSteps();
  const conversations = setting('BENCH_CONVERSATIONS', 50);
  if (steps[0] < conversations * 2)
    throw new Error('every BENCH_SOCKETS step must be at least twice BENCH_CONVERSATIONS');
  // Each step: the echo and the chat, each warmed up, each followed by 2 s for stragglers.
  const perStep = 2 * (durationSeconds + warmupSeconds) + 8;
  return {
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    socketSteps: steps,
    conversations,
    rate: setting('BENCH_RATE', 100),
    durationSeconds,
    warmupSeconds,
    // An overloaded server answers late and each step waits for its last answer: thrice the plan.
    timeLimitSeconds: setting('BENCH_TIME_LIMIT', 240 + 3 * steps.length * perStep),
  };
}
