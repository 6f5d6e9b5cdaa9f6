import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** One start of a server, from spawning node to its idle state. */
export interface StartFigures {
  /** From spawning the process to the first 200 from its health path. */
  healthySeconds: number;
  /** CPU time (user + system) the process had used by then, on all its threads. */
  cpuSeconds: number;
  /** VmRSS after it sat idle for the settle time. */
  idleRssMiB: number;
  /** The 1-minute load average when it answered. */
  loadAverage: number;
}

const HEALTH_PATH = '/api/v1/health';
const POLL_MS = 20;
// /proc reports CPU times in USER_HZ ticks, 100 a second on every Linux.
const TICKS_PER_SECOND = 100;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kiB = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kiB) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kiB[1]) / 1024;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

export interface StartOptions {
  entry: string;
  /** Node's own options, before the entry. */
  nodeOptions?: string[];
  cwd: string;
  env: Record<string, string>;
  settleSeconds: number;
  timeoutSeconds: number;
}

/**
 * Starts `node [nodeOptions] <entry>` with the environment given (PORT is chosen here), waits for its health path,
 * lets it settle, reads its figures from /proc and stops it with SIGTERM, as an operator would.
 */
export async function measureStart(options: StartOptions): Promise<StartFigures> {
  const { entry, settleSeconds, timeoutSeconds } = options;
  const port = await freePort();
  let output = '';
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + timeoutSeconds * 1000;
    while (!(await healthy(`http://127.0.0.1:${port}${HEALTH_PATH}`))) {
      if (child.exitCode !== null) throw new Error(`${entry} exited before answering:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`${entry} did not answer in ${timeoutSeconds} s:\n${output}`);
      await sleep(POLL_MS);
    }
    const healthySeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = await cpuSeconds(child.pid!);
    const loadAverage = os.loadavg()[0];
    await sleep(settleSeconds * 1000);
    return { healthySeconds, cpuSeconds: cpu, idleRssMiB: await rssMiB(child.pid!), loadAverage };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}
