/** The settings of bench/web, read once from the environment (see bench/README.md). */
export interface WebBenchSettings {
  /** Build the web app first (and the API when it has no build yet); off to measure the build there is. */
  build: boolean;
  chromiumPath: string;
  /** Lighthouse runs per page and form factor; the run with the median performance score is printed. */
  runs: number;
  /** Only the pages whose name contains this text (the bare page always runs). */
  only: string;
  /** Write every Lighthouse report (JSON) to this directory. */
  reportDir: string | null;
  /** The whole run stops (and stops its server) after this long, whatever it is doing. */
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

export function loadSettings(): WebBenchSettings {
  const runs = positiveInt('BENCH_WEB_RUNS', 1);
  return {
    build: process.env.BENCH_WEB_BUILD !== '0',
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    runs,
    only: process.env.BENCH_ONLY ?? '',
    reportDir: process.env.BENCH_WEB_REPORT_DIR || null,
    timeLimitSeconds: positiveInt('BENCH_TIME_LIMIT', 300 + 8 * 60 * runs),
  };
}
