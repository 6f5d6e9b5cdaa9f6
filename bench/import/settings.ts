/** The settings of bench/import, read once from the environment (see bench/README.md). */
export interface ImportBenchSettings {
  /** The PostgreSQL server; the benchmark creates its own database on it and drops it at the end. */
  serverUrl: string;
  /** Rows in the generated users file (BULK_IMPORT_MAX_ROWS at most). */
  rows: number;
  /** Every nth row is a doctor with a specialty; the others are patients. */
  doctorEvery: number;
  /** The whole run stops (and drops its database) after this long, whatever it is doing. */
  timeLimitSeconds: number;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, not '${raw}'`);
  return value;
}

export function loadSettings(): ImportBenchSettings {
  return {
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    rows: positiveInt('BENCH_IMPORT_ROWS', 10_000),
    doctorEvery: positiveInt('BENCH_IMPORT_DOCTOR_EVERY', 5),
    timeLimitSeconds: positiveInt('BENCH_TIME_LIMIT', 300),
  };
}
