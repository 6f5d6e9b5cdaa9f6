import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(root, 'apps/api/dist/server.js');

export const E2E_ADMIN = { email: 'admin@e2e.carenet.local', password: 'Admin@12345' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/** The demo accounts whose role has a guided tour. */
const TOUR_ACCOUNTS = [
  'patient@demo.carenet.local',
  'doctor@demo.carenet.local',
  'facility@demo.carenet.local',
  'newdoctor@demo.carenet.local',
];
const DEMO_ACCOUNTS_PASSWORD = 'Demo@1234';

/**
 * Marks the demo accounts' guided tour as taken, through the API as each of them: every screen test
 * would otherwise open under the tour (a new account's flag is false). A test about the tour itself
 * starts its server with `{ keepTours: true }` or uses an account of its own.
 */
async function completeDemoTours(baseUrl: string): Promise<void> {
  for (const account of TOUR_ACCOUNTS) {
    const login = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: DEMO_ACCOUNTS_PASSWORD }),
    });
    if (!login.ok) continue;
    const { data } = (await login.json()) as { data: { _id: string; token_detail: { token: string } } };
    const res = await fetch(`${baseUrl}/api/v1/user/${data._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token_detail.token}` },
      body: JSON.stringify({ isTourCompletedForTalHospitals: true }),
    });
    if (!res.ok) throw new Error(`could not mark the tour of ${account} done: ${await res.text()}`);
  }
}

/** Starts the built app (as `npm start` runs it) with its own embedded database in a temp DATA_DIR. */
export async function startServer(
  env: Record<string, string> = {},
  options: { keepTours?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carenet-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function launch() {
    output = '';
    child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/v1/health`);
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not become healthy:\n${output}`);
  }

  async function halt() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await launch();
  if (!options.keepTours && env.SEED_DEMO !== 'false') await completeDemoTours(baseUrl);
  return {
    baseUrl,
    dataDir,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
