import os from 'node:os';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Which target applies: the feed's latency, the search's latency, none (the bare routes). */
  kind: 'bare' | 'bare SQL' | 'feed' | 'search';
}

export interface LoadResult {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average when the run ended: other work on it shows here. */
  loadAverage: number;
}

interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One fixed-duration autocannon run. autocannon's own histogram has no p95, so the latency of every
 * 2xx response is kept (a few hundred thousand numbers at most) and the percentiles read from it.
 */
export function measure(scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: scenario.url,
        headers: scenario.headers,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
      },
      (err: unknown, result) => {
        if (err) {
          reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err }));
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          scenario,
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          responses: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          loadAverage: os.loadavg()[0],
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

export function resultTable(results: LoadResult[], connections: number, durationSeconds: number): string {
  const header = [
    'scenario',
    'requests/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'responses',
    'non-2xx',
    'errors',
    'load avg',
  ];
  const rows = results.map((r) => [
    r.scenario.name,
    r.requestsPerSecond.toFixed(0),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    String(r.responses),
    String(r.non2xx),
    String(r.errors),
    r.loadAverage.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join('  ');
  return [
    `${connections} connections, ${durationSeconds} s per scenario, on ${os.cpus().length} CPU(s)`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}
