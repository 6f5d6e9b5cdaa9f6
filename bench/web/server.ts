import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onCleanUp } from '../shared/cleanup';

export const LOOPBACK = '127.0.0.1';
const HEALTHY_WITHIN_MS = 120_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, LOOPBACK, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The built app as `npm start` runs it (apps/api/dist/server.js serving apps/web/dist) with its embedded
 * database in a temporary directory and the demo accounts, on 127.0.0.1 only, serving `webDist`;
 * stopped at clean-up.
 */
export async function startBuiltServer(root: string, webDist: string): Promise<string> {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(entry)) throw new Error('no built server: run `npm run build` or leave BENCH_WEB_BUILD on');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carenet-bench-web-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const baseUrl = `http://${LOOPBACK}:${port}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: LOOPBACK,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onCleanUp(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${output}`);
}

/**
 * The bare baseline: one small, complete HTML page (title, description, a heading and a paragraph) from
 * node:http on 127.0.0.1, the best score this machine gives a page in the same run.
 */
export async function startBarePage(): Promise<string> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A bare page for the web benchmark\'s baseline.">' +
    '<title>Bare page</title></head><body><h1>Bare page</h1>' +
    '<p>Nothing but HTML: the score a page gets on this machine right now.</p></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  onCleanUp(() => new Promise((resolve) => server.close(resolve)));
  return `http://${LOOPBACK}:${(server.address() as AddressInfo).port}/`;
}
