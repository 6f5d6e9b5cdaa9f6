/**
 * bench/import: a 10,000-row users file through POST /api/v1/user/add/bulk, checked (the dry run) and
 * imported by the background job as the Bulk Upload Users screen does it, timed to the job's end, beside
 * a bare baseline: the same rows INSERTed straight into a copy of the users table. See bench/README.md.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { BULK_IMPORT_MAX_ROWS, type BulkImportCheckDto, type ImportJobDto } from '@carenet/shared';
import { insertUser } from '../../apps/api/src/modules/users/repository';
import { openPostgres } from '../../apps/api/src/platform/db/client';
import { doctorSpecializations, users } from '../../apps/api/src/platform/db/schema';
import { cleanUp, onCleanUp } from '../shared/cleanup';
import { createBenchDatabase } from '../shared/database';
import { forkBenchServer } from '../shared/fork';
import { usersFile } from './file';
import type { ImportServerReady } from './server';
import { loadSettings } from './settings';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOOPBACK = '127.0.0.1';
const ADMIN = { email: 'bench.admin@bench.carenet.local', password: 'Bench@1234' };
const SPECIALTY = 'Cardiology';
/** Issue 11's target: 10,000 rows imported in under a minute. */
const TARGET_SECONDS = 60;
const POLL_MS = 200;
/** The import job's batch, for the baseline to write as many rows a transaction. */
const BATCH = 500;

let timedOut = false;
const log = (message: string) => console.log(message);
const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
const loadAverage = () => os.loadavg()[0].toFixed(2);

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

async function call<T>(url: string, init: RequestInit, expected: number): Promise<Envelope<T>> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Envelope<T>;
  if (res.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.message}`);
  return body;
}

function upload<T>(url: string, auth: Record<string, string>, file: Buffer, expected: number) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'users.csv');
  return call<T>(url, { method: 'POST', headers: auth, body: form }, expected);
}

/**
 * The floor: the same people INSERTed into a copy of the users table (its indexes too) in 500-row
 * transactions, with no parsing, no checks and no job: what PostgreSQL on this machine takes to store them.
 */
async function bareInsert(databaseUrl: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create temp table bare_users (like users including all)');
    const started = process.hrtime.bigint();
    for (let start = 0; start < rows; start += BATCH) {
      const count = Math.min(BATCH, rows - start);
      const params: unknown[] = [];
      const tuples: string[] = [];
      for (let i = start; i < start + count; i++) {
        const n = params.length;
        tuples.push(`($${n + 1}::jsonb, $${n + 2}, $${n + 3}, '!', '{patient}', $${n + 4}::jsonb)`);
        params.push(
          JSON.stringify({ first_name: 'Asha', last_name: 'Rao', middle_name: '' }),
          `bare.${i}@import.carenet.local`,
          `+91${9_000_000_000 + i}`,
          JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India' }),
        );
      }
      await client.query('begin');
      await client.query(
        `insert into bare_users (name, email, phone, password_hash, roles, address) values ${tuples.join(', ')}`,
        params,
      );
      await client.query('commit');
    }
    return seconds(started);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const settings = loadSettings();
  if (settings.rows > BULK_IMPORT_MAX_ROWS)
    throw new Error(`BENCH_IMPORT_ROWS is at most ${BULK_IMPORT_MAX_ROWS}`);
  const deadline = setTimeout(() => {
    timedOut = true;
    console.error(`\nbench/import: time limit of ${settings.timeLimitSeconds} s reached, stopping`);
    void cleanUp().finally(() => process.exit(2));
  }, settings.timeLimitSeconds * 1000);

  const database = await createBenchDatabase(settings.serverUrl);
  onCleanUp(() => database.drop());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carenet-bench-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const handle = openPostgres(database.url, 2);
  onCleanUp(() => handle.close());
  await handle.migrate();
  const versionClient = new pg.Client({ connectionString: database.url });
  await versionClient.connect();
  const version = (await versionClient.query<{ server_version: string }>('show server_version')).rows[0];
  await versionClient.end();
  log(
    `bench/import: Node ${process.version}, PostgreSQL ${version.server_version}, ${os.cpus().length} CPU(s) ` +
      `(${os.cpus()[0]?.model ?? 'unknown'}), load average ${loadAverage()}`,
  );
  log(`database ${database.name} created (dropped at the end)`);

  await insertUser(handle.db, {
    name: { first_name: 'Bench', last_name: 'Admin', middle_name: '' },
    email: ADMIN.email,
    password: ADMIN.password,
    roles: ['admin'],
    emailVerified: true,
  });
  await handle.db.insert(doctorSpecializations).values({ name: SPECIALTY }).onConflictDoNothing();

  const ready = await forkBenchServer<ImportServerReady>(path.join(HERE, 'server.ts'), database.url, dataDir);
  const api = `http://${LOOPBACK}:${ready.apiPort}/api/v1`;
  log(`server listening on http://${LOOPBACK}:${ready.apiPort}, background jobs running`);
  const login = await call<{ token_detail: { token: string } }>(
    `${api}/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: ADMIN.email, password: ADMIN.password }),
    },
    200,
  );
  const auth = { authorization: `Bearer ${login.data.token_detail.token}` };

  const runId = randomUUID().slice(0, 8);
  const file = usersFile(settings.rows, settings.doctorEvery, SPECIALTY, runId);
  log(
    `file: ${settings.rows.toLocaleString('en-US')} rows (a doctor every ${settings.doctorEvery}), ` +
      `${(file.length / 1024 / 1024).toFixed(2)} MB of CSV\n`,
  );

  const bareSeconds = await bareInsert(database.url, settings.rows);
  const bareLoad = loadAverage();
  log(`bare INSERT: ${settings.rows} rows in ${bareSeconds.toFixed(2)} s, load average ${bareLoad}`);

  let started = process.hrtime.bigint();
  const check = (await upload<BulkImportCheckDto>(`${api}/user/add/bulk?dryRun=true`, auth, file, 200)).data;
  const checkSeconds = seconds(started);
  const checkLoad = loadAverage();
  if (check.validRows !== settings.rows) {
    throw new Error(`the dry run refused rows: ${JSON.stringify(check.errors.slice(0, 5))}`);
  }
  log(
    `dry run: ${check.validRows} of ${check.totalRows} rows valid in ${checkSeconds.toFixed(2)} s, load average ${checkLoad}`,
  );

  started = process.hrtime.bigint();
  const queued = (await upload<ImportJobDto>(`${api}/user/add/bulk`, auth, file, 202)).data;
  let job = queued;
  let lastShown = -1;
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = (await call<ImportJobDto>(`${api}/bulkImports/${queued._id}`, { headers: auth }, 200)).data;
    if (job.processedRows !== lastShown && job.processedRows % 2500 === 0) {
      log(`  ${seconds(started).toFixed(1)} s: ${job.processedRows} of ${job.totalRows} rows`);
      lastShown = job.processedRows;
    }
  }
  const importSeconds = seconds(started);
  const importLoad = loadAverage();
  if (job.status !== 'done') throw new Error(`the import ended ${job.status}`);
  const stored = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `bench.${runId}.%`));
  log(
    `import: ${job.createdCount} created, ${job.failedCount} refused, ${stored.length} users stored, ` +
      `in ${importSeconds.toFixed(2)} s (upload, check, job), load average ${importLoad}\n`,
  );

  const rate = (s: number) => (settings.rows / s).toFixed(0).padStart(8);
  log('| step | seconds | rows/s | load average (1 min) |');
  log('|---|---:|---:|---:|');
  log(
    `| bare INSERT, ${BATCH} a transaction | ${bareSeconds.toFixed(2)} | ${rate(bareSeconds)} | ${bareLoad} |`,
  );
  log(`| dry run (POST ?dryRun=true) | ${checkSeconds.toFixed(2)} | ${rate(checkSeconds)} | ${checkLoad} |`);
  log(
    `| import (POST, job to done) | ${importSeconds.toFixed(2)} | ${rate(importSeconds)} | ${importLoad} |`,
  );
  log('');
  const met = importSeconds < TARGET_SECONDS * (settings.rows / 10_000);
  log(
    `${met ? 'met    ' : 'NOT MET'}  ${settings.rows} rows imported in ${importSeconds.toFixed(1)} s ` +
      `(target: 10,000 rows in under ${TARGET_SECONDS} s)`,
  );
  log(
    'The set-password e-mails are still being queued by their own jobs; they are not part of the import time.',
  );

  clearTimeout(deadline);
  await cleanUp();
  log(`database ${database.name} dropped`);
}

main().catch(async (err: unknown) => {
  // After the time limit, failures are the clean-up ending the work in progress.
  if (!timedOut) console.error('bench/import failed:', err);
  await cleanUp();
  process.exit(timedOut ? 2 : 1);
});
