/**
 * bench/feed: the feed and keyword search of GET /api/v1/donationRequest on 100,000 requests (or a
 * million, BENCH_REQUESTS) in PostgreSQL, under load, each beside a bare Fastify route running the same
 * captured SQL, measured in the same run; then the query plan of every statement those lists run. See
 * bench/README.md.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { FEED_PAGE_SIZE, FEED_TABS, PROFILE_VERIFICATION } from '@carenet/shared';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { insertUser } from '../../apps/api/src/modules/users/repository';
import { cleanUp, onCleanUp } from '../shared/cleanup';
import { createBenchDatabase } from '../shared/database';
import { forkBenchServer } from '../shared/fork';
import type { BareSqlReady, ReplayRoutes } from './bare-sql-server';
import { capturingDatabase, explain, type CapturedQuery, type ExplainedQuery } from './explain';
import { measure, resultTable, type LoadResult, type Scenario } from './load';
import type { ServerReady } from './server';
import { seed } from './seed';
import { loadSettings } from './settings';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOOPBACK = '127.0.0.1';
const PASSWORD = 'Bench@1234';
const ACCOUNTS = {
  patient: 'bench.patient@bench.carenet.local',
  doctor: 'bench.doctor@bench.carenet.local',
};
/** The docs/request-states.md#feed-by-role target for a feed page. */
const FEED_P95_TARGET_MS = 30;
/** Issue 12's targets: a keyword search's p95, and the feed's throughput against the bare route on its SQL. */
const SEARCH_P95_TARGET_MS = 50;
const THROUGHPUT_RATIO_TARGET = 0.8;
const SETTLE_MS = 1000;

let timedOut = false;

const log = (message: string) => console.log(message);

/** The real server in its own process; resolves with its ports once it listens. */

/** Signs in through POST /api/v1/login, as the web app does, and returns the bearer header. */
async function signIn(apiBase: string, account: string): Promise<Record<string, string>> {
  const res = await fetch(`${apiBase}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token_detail?: { token?: string } }; message?: string };
  const token = body.data?.token_detail?.token;
  if (res.status !== 200 || !token)
    throw new Error(`login as ${account} failed: ${res.status} ${body.message}`);
  return { authorization: `Bearer ${token}` };
}

/**
 * The address the web app's feed asks for (apps/web/src/lib/requests.ts listQuery, then
 * limit and offset): only the parameters it sets, in its order.
 */
function feedPath(params: { keyword?: string; filters?: object }): string {
  const query = new URLSearchParams();
  if (params.keyword) query.set('keyword', params.keyword);
  if (params.filters) query.set('filters', JSON.stringify(params.filters));
  query.set('limit', String(FEED_PAGE_SIZE));
  query.set('offset', '0');
  return `/api/v1/donationRequest?${query.toString()}`;
}

interface ListPage {
  status: string;
  data: unknown[];
  totalCountOfRecords?: number;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const deadline = setTimeout(() => {
    timedOut = true;
    console.error(`\nbench/feed: time limit of ${settings.timeLimitSeconds} s reached, stopping`);
    void cleanUp().finally(() => process.exit(2));
  }, settings.timeLimitSeconds * 1000);

  const admin = new pg.Client({ connectionString: settings.serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0];
  await admin.end();
  log(
    `bench/feed: Node ${process.version}, PostgreSQL ${version.server_version}, ${os.cpus().length} CPU(s) ` +
      `(${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0].toFixed(2)}`,
  );

  const database = await createBenchDatabase(settings.serverUrl);
  onCleanUp(() => database.drop());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'carenet-bench-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  log(`database ${database.name} created (dropped at the end)`);

  // The real migrations, then an app on a handle whose SQL can be captured for the plans below.
  const capturing = capturingDatabase(database.url);
  onCleanUp(() => capturing.handle.close());
  await capturing.handle.migrate();
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    HOST: LOOPBACK,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const captureApp = await buildApp({ config, database: capturing.handle, logger: false, serveWeb: false });
  onCleanUp(() => captureApp.close());
  await captureApp.ready();

  const signInUser = (email: string, role: string, first: string) =>
    insertUser(capturing.handle.db, {
      name: { first_name: first, last_name: 'Bench', middle_name: '' },
      email,
      password: PASSWORD,
      roles: [role],
      emailVerified: true,
      address: { country: 'India' },
      // A doctor's feed is a verified doctor's: an unverified one sees only campaigns.
      profileVerificationStatus:
        role === 'doctor' ? PROFILE_VERIFICATION.verified : PROFILE_VERIFICATION.notSubmitted,
    });
  const patient = await signInUser(ACCOUNTS.patient, 'patient', 'Pat');
  const doctor = await signInUser(ACCOUNTS.doctor, 'doctor', 'Doc');

  log(`seeding ${settings.requests} requests and ${settings.users} users…`);
  const seeded = await seed(database.url, {
    requests: settings.requests,
    users: settings.users,
    patientId: patient.id,
    doctorId: doctor.id,
  });
  log(
    `seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.requests} requests ` +
      `(${Object.entries(seeded.byCreatorType)
        .map(([type, n]) => `${type} ${n}`)
        .join(', ')}), ${seeded.users} users, ${seeded.requestDoctors} doctor assignments, ` +
      `${seeded.favourites} favourites; VACUUM ANALYZE done`,
  );

  const ready = await forkBenchServer<ServerReady>(path.join(HERE, 'server.ts'), database.url, dataDir);
  const apiBase = `http://${LOOPBACK}:${ready.apiPort}`;
  log(`server listening on ${apiBase}, bare Fastify on http://${LOOPBACK}:${ready.barePort}`);

  const tokens = {
    patient: await signIn(apiBase, ACCOUNTS.patient),
    doctor: await signIn(apiBase, ACCOUNTS.doctor),
  };
  const fundraisers = FEED_TABS.find((tab) => tab.key === 'fundraisers')!;
  const bare: Scenario = {
    name: 'bare Fastify route',
    url: `http://${LOOPBACK}:${ready.barePort}/hello`,
    kind: 'bare',
  };
  const reference = await newestReferenceTheDoctorSees(database.url);
  const lists: (Scenario & { path: string })[] = [
    { name: 'feed, doctor', path: feedPath({}), headers: tokens.doctor, kind: 'feed' as const },
    { name: 'feed, patient', path: feedPath({}), headers: tokens.patient, kind: 'feed' as const },
    { name: 'feed, signed out', path: feedPath({}), kind: 'feed' as const },
    {
      name: `feed tab ${fundraisers.label}, doctor`,
      path: feedPath({ filters: fundraisers.filters }),
      headers: tokens.doctor,
      kind: 'feed' as const,
    },
    {
      name: `search "${settings.keyword}", doctor`,
      path: feedPath({ keyword: settings.keyword }),
      headers: tokens.doctor,
      kind: 'search' as const,
    },
    {
      name: `search Ref id part "${reference}", doctor`,
      path: feedPath({ keyword: reference }),
      headers: tokens.doctor,
      kind: 'search' as const,
    },
  ].map((list) => ({ ...list, url: `${apiBase}${list.path}` }));

  log('\nWhat each list answers (one request, as the browser sends it):');
  for (const list of lists) {
    const res = await fetch(list.url, { headers: list.headers });
    const body = (await res.json()) as ListPage;
    if (res.status !== 200) throw new Error(`${list.name}: ${res.status} ${JSON.stringify(body)}`);
    log(
      `  ${list.name}: GET ${list.path} -> ${res.status}, ${body.data.length} cards of ${body.totalCountOfRecords}`,
    );
  }

  log(
    '\nQuery plans: every SQL statement each list runs, captured from the app and explained with its parameters.',
  );
  const explainPool = new pg.Pool({ connectionString: database.url, max: 1 });
  onCleanUp(() => explainPool.end());
  const seqScans: string[] = [];
  const captured: CapturedQuery[][] = [];
  for (const list of lists) {
    const queries = await capturing.capture(() =>
      captureApp.inject({ method: 'GET', url: list.path, headers: list.headers }),
    );
    captured.push(queries);
    log(`\n=== ${list.name}: GET ${list.path} (${queries.length} statements)`);
    for (const [i, query] of queries.entries()) {
      const explained: ExplainedQuery = await explain(explainPool, query);
      const accesses = explained.accesses.map((a) => `${a.table}: ${a.access}`).join('; ');
      log(`\n--- ${i + 1}. ${explained.sql}`);
      log(`    params: ${JSON.stringify(explained.params)}`);
      log(`    tables: ${accesses || 'none'}`);
      log(explained.plan.replace(/^/gm, '    '));
      for (const access of explained.accesses.filter((a) => !a.indexed)) {
        seqScans.push(`${list.name}, statement ${i + 1}: ${access.table} read by ${access.access}`);
      }
    }
  }

  // The bare route on the same SQL, in a process of its own like the app's.
  const replayFile = path.join(dataDir, 'replay.json');
  const routes: ReplayRoutes = { lists: captured, poolSize: config.databasePoolSize };
  await writeFile(replayFile, JSON.stringify(routes));
  process.env.BENCH_REPLAY_FILE = replayFile;
  const bareSql = await forkBenchServer<BareSqlReady>(
    path.join(HERE, 'bare-sql-server.ts'),
    database.url,
    dataDir,
  );
  const bareSqlOf = new Map(
    lists.map((list, index) => [
      list,
      {
        name: `  bare route, same SQL`,
        url: `http://${LOOPBACK}:${bareSql.port}/replay/${index}`,
        kind: 'bare SQL' as const,
      },
    ]),
  );

  log(
    `\nLoad: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s each.`,
  );
  const results: LoadResult[] = [];
  const run = async (scenario: Scenario, durationSeconds: number) => {
    const result = await measure(scenario, { connections: settings.connections, durationSeconds });
    // autocannon stops with up to `connections` requests still running on the server: let them end.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return result;
  };
  const scenarios = [bare, ...lists.filter((list) => list.name.includes(settings.only))].flatMap(
    (scenario) => {
      const same = bareSqlOf.get(scenario as Scenario & { path: string });
      return same ? [scenario, same] : [scenario];
    },
  );
  const ratios: { list: LoadResult; bare: LoadResult }[] = [];
  for (const scenario of scenarios) {
    if (settings.warmupSeconds) await run(scenario, settings.warmupSeconds);
    const result = await run(scenario, settings.durationSeconds);
    results.push(result);
    log(
      `  ${scenario.name.trim()}: ${result.requestsPerSecond.toFixed(0)} requests/s, p95 ${result.p95.toFixed(1)} ms, load average ${result.loadAverage.toFixed(2)}`,
    );
    if (scenario.kind === 'bare SQL') ratios.push({ list: results[results.length - 2], bare: result });
  }

  log(`\n${resultTable(results, settings.connections, settings.durationSeconds)}`);
  log('');
  for (const result of results.filter((r) => r.scenario.kind === 'feed')) {
    const met = result.p95 < FEED_P95_TARGET_MS;
    log(
      `${met ? 'met    ' : 'NOT MET'}  ${result.scenario.name}: p95 ${result.p95.toFixed(1)} ms (target under ${FEED_P95_TARGET_MS} ms)`,
    );
  }
  for (const result of results.filter((r) => r.scenario.kind === 'search')) {
    const met = result.p95 <= SEARCH_P95_TARGET_MS;
    log(
      `${met ? 'met    ' : 'NOT MET'}  ${result.scenario.name}: p95 ${result.p95.toFixed(1)} ms (target ${SEARCH_P95_TARGET_MS} ms or less), load average ${result.loadAverage.toFixed(2)}`,
    );
  }
  for (const { list, bare: same } of ratios) {
    const ratio = list.requestsPerSecond / same.requestsPerSecond;
    const met = ratio >= THROUGHPUT_RATIO_TARGET;
    log(
      `${met ? 'met    ' : 'NOT MET'}  ${list.scenario.name}: ${list.requestsPerSecond.toFixed(0)} requests/s = ${(ratio * 100).toFixed(0)}% of the bare route on its SQL (${same.requestsPerSecond.toFixed(0)} requests/s; target ${THROUGHPUT_RATIO_TARGET * 100}% or more), p99 ${list.p99.toFixed(1)} ms against ${same.p99.toFixed(1)} ms, load average ${list.loadAverage.toFixed(2)} and ${same.loadAverage.toFixed(2)}`,
    );
  }
  const failed = results.filter((r) => r.non2xx || r.errors);
  for (const result of failed)
    log(`NOT MET  ${result.scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  if (seqScans.length) for (const scan of seqScans) log(`NOT MET  no index: ${scan}`);
  else log('met      every table of every list statement is read through an index');

  clearTimeout(deadline);
  await cleanUp();
  log(`database ${database.name} dropped`);
}

/**
 * The last 6 characters of the Ref id of the newest request in the doctor's feed: what someone reading
 * a card would type to find it again.
 */
async function newestReferenceTheDoctorSees(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string }>(
      `select unique_reference_id as reference from donation_requests
        where creator_type = 'patient' and status = 1 and not is_private and acceptance_status <> -1
        order by created_at desc limit 1`,
    );
    return rows[0].reference.slice(-6).toLowerCase();
  } finally {
    await client.end();
  }
}

main().catch(async (err: unknown) => {
  // After the time limit, failures are the clean-up ending the work in progress.
  if (!timedOut) console.error('bench/feed failed:', err);
  await cleanUp();
  process.exit(timedOut ? 2 : 1);
});
