/** bench/start settings, read once from the environment (see bench/README.md). */
export interface StartBenchSettings {
  /** Starts measured of each kind: the bare server, a first start, a restart. */
  rounds: number;
  /** How long a server sits idle after answering before its RSS is read. */
  settleSeconds: number;
  /** A start that has not answered by then counts as failed. */
  healthyTimeoutSeconds: number;
}

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not '${raw}'`);
  return value;
}

export function loadSettings(): StartBenchSettings {
  return {
    rounds: setting('BENCH_ROUNDS', 3),
    settleSeconds: setting('BENCH_SETTLE', 5),
    healthyTimeoutSeconds: setting('BENCH_HEALTHY_TIMEOUT', 120),
  };
}
