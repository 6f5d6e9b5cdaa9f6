/**
 * bench/start: how long the built server takes to answer its health check on the embedded database
 * (PGlite), on an empty DATA_DIR and again on the same one, and how much memory it holds once idle,
 * beside a bare Fastify server started the same way. See bench/README.md.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeOptions } from '../../scripts/server-node-options.mjs';
import { cleanUp, onCleanUp } from '../shared/cleanup';
import { measureStart, type StartFigures } from './measure';
import { loadSettings } from './settings';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
const BARE = path.join(HERE, 'bare-server.mjs');
/** Issue 12's targets for the embedded start of a built tree. */
const TARGET = { healthySeconds: 5, idleRssMiB: 300 };

/** The server as `npm start` and the end-to-end tests run it: PGlite under DATA_DIR, demo data on. */
function appEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'admin@bench.carenet.local',
    ADMIN_PASSWORD: 'Bench@12345',
    LOG_LEVEL: 'warn',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (text: string, width: number) => text.padEnd(width);

function line(label: string, figures: StartFigures): string {
  return [
    pad(label, 40),
    pad(`${figures.healthySeconds.toFixed(2)} s`, 10),
    pad(`${figures.cpuSeconds.toFixed(2)} s`, 10),
    pad(`${figures.idleRssMiB.toFixed(0)} MiB`, 10),
    figures.loadAverage.toFixed(2),
  ].join('');
}

function verdict(what: string, value: number, limit: number, unit: string): string {
  return `${pad(what, 44)}${value.toFixed(unit === 's' ? 2 : 0)} ${unit} (target ≤ ${limit} ${unit}): ${value <= limit ? 'met' : 'NOT met'}`;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  const settings = loadSettings();
  // The server starts as `npm start` starts it, with the same Node options; the bare one with none.
  const start = (entry: string, env: Record<string, string>) =>
    measureStart({
      entry,
      nodeOptions: entry === SERVER ? serverNodeOptions(env) : [],
      cwd: ROOT,
      env,
      settleSeconds: settings.settleSeconds,
      timeoutSeconds: settings.healthyTimeoutSeconds,
    });

  console.log(
    `bench/start: ${path.relative(ROOT, SERVER)} on PGlite, ${settings.rounds} rounds, RSS read after ${settings.settleSeconds} s idle; node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log(`${pad('', 40)}${pad('healthy', 10)}${pad('CPU', 10)}${pad('idle RSS', 10)}load average`);
  const bare: StartFigures[] = [];
  const first: StartFigures[] = [];
  const restart: StartFigures[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carenet-bench-start-'));
    onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
    bare.push(await start(BARE, {}));
    console.log(line(`bare Fastify, round ${round}`, bare.at(-1)!));
    first.push(await start(SERVER, appEnv(dataDir)));
    console.log(line(`first start (empty DATA_DIR), round ${round}`, first.at(-1)!));
    restart.push(await start(SERVER, appEnv(dataDir)));
    console.log(line(`restart (same DATA_DIR), round ${round}`, restart.at(-1)!));
  }

  const medianOf = (runs: StartFigures[]): StartFigures => ({
    healthySeconds: median(runs.map((r) => r.healthySeconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    idleRssMiB: median(runs.map((r) => r.idleRssMiB)),
    loadAverage: median(runs.map((r) => r.loadAverage)),
  });
  const [bareMedian, firstMedian, restartMedian] = [bare, first, restart].map(medianOf);
  console.log('\nmedians');
  console.log(line('bare Fastify', bareMedian));
  console.log(line('first start (empty DATA_DIR)', firstMedian));
  console.log(line('restart (same DATA_DIR)', restartMedian));
  console.log('');
  console.log(verdict('restart: healthy', restartMedian.healthySeconds, TARGET.healthySeconds, 's'));
  console.log(verdict('first start: healthy', firstMedian.healthySeconds, TARGET.healthySeconds, 's'));
  console.log(verdict('restart: idle RSS', restartMedian.idleRssMiB, TARGET.idleRssMiB, 'MiB'));
  console.log(verdict('first start: idle RSS', firstMedian.idleRssMiB, TARGET.idleRssMiB, 'MiB'));
  console.log(
    `load average now: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
