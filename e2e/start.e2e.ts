import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './support/smtp';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

type Json = Record<string, unknown> & { data: Record<string, unknown> };

async function call(
  server: RunningServer,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** Signs up through the API and verifies the e-mail with the code the mail catcher received. */
async function registerVerified(
  server: RunningServer,
  mail: Awaited<ReturnType<typeof startMailCatcher>>,
  email: string,
) {
  const password = 'Restart@123';
  const registered = await call(server, '/register', {
    name: { first_name: 'Re', last_name: 'Start' },
    email,
    password,
  });
  expect(registered.status).toBe(201);
  const otp = await mail.otpFor(email);
  expect((await call(server, '/verifyotp', { otp, email, type: 'email' })).status).toBe(200);
  return password;
}

describe('npm start on the embedded database', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  it('reports a healthy PGlite database and serves the web app', async () => {
    const health = await call(server, '/health');
    expect(health.json.data).toMatchObject({
      database: { ok: true, driver: 'pglite' },
      mail: { driver: 'smtp' },
    });
    const page = await fetch(`${server.baseUrl}/login`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('keeps accounts across a restart, with the demo and admin accounts created once', async () => {
    const email = `restart.${Date.now()}@e2e.carenet.local`;
    const password = await registerVerified(server, mail, email);
    await server.restart();
    expect((await call(server, '/login', { account: email, password })).status).toBe(200);
    expect(
      (await call(server, '/login', { account: 'patient@demo.carenet.local', password: 'Demo@1234' })).status,
    ).toBe(200);
    expect(
      (await call(server, '/login', { account: E2E_ADMIN.email, password: E2E_ADMIN.password })).status,
    ).toBe(200);
  });
});

describe('npm start with DATABASE_URL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `carenet_e2e_${Date.now()}`;
  let available = false;
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      available = true;
    } catch {
      available = false;
    } finally {
      await admin.end().catch(() => undefined);
    }
    if (!available) return;
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    mail = await startMailCatcher();
    server = await startServer({ DATABASE_URL: url.toString(), SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
    if (!available) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('uses the PostgreSQL server and keeps accounts across a restart', async (context) => {
    if (!available) {
      console.log('DATABASE_URL check not run: no PostgreSQL server reachable');
      context.skip();
    }
    const health = await call(server, '/health');
    expect(health.json.data).toMatchObject({ database: { ok: true, driver: 'postgres' } });
    const email = `pg.${Date.now()}@e2e.carenet.local`;
    const password = await registerVerified(server, mail, email);
    await server.restart();
    expect((await call(server, '/login', { account: email, password })).status).toBe(200);
  });
});
