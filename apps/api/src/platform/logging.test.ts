import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, uniqueEmail, uniquePhone } from '../../test/factories';
import { memoryLog } from '../../test/memory-log';
import { insertUser } from '../modules/users/repository';

describe('the server log', () => {
  const log = memoryLog();
  const taken = { email: uniqueEmail('taken'), phone: uniquePhone() };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        logStream: log.stream,
        routes: (app) => {
          // A write PostgreSQL refuses (the e-mail is taken) reaching the error handler, as a bug would.
          app.post('/probe/insert-taken-user', async () => {
            await insertUser(app.ctx.db, {
              ...taken,
              name: { first_name: 'Dup', last_name: 'Licate', middle_name: '' },
              password: 'Secret#Pass1',
            });
            return { ok: true };
          });
        },
      },
    );
    await createUser(t.ctx, taken);
  });
  afterAll(() => t.close());
  // Each test reads only the lines written while it ran.
  beforeEach(() => log.clear());

  it('logs a failed INSERT by its SQLSTATE and constraint, without the hash, e-mail or phone it wrote', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/insert-taken-user' });
    expect(res.statusCode).toBe(500);
    const failure = log.entries().find((entry) => entry.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({ code: '23505', constraint: expect.stringContaining('email') });
    expect(log.text()).not.toContain('$argon2');
    expect(log.text()).not.toContain(taken.email);
    expect(log.text()).not.toContain(taken.phone.slice(3));
    expect(log.text()).not.toMatch(/insert into/i);
  });

  it('keeps no secret of a registration with a lone surrogate in the name', async () => {
    const email = uniqueEmail('surrogate');
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":{"first_name":"\\ud800x","last_name":"Rao"},"email":"${email}","phone":"${phone}","password":"Secret#Pass1"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(log.text()).not.toContain('$argon2');
    expect(log.text()).not.toContain(email);
    expect(log.text()).not.toContain(phone.slice(3));
  });

  it('logs a request by its path, without the query that may name a condition', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/donationRequest?keyword=hypertension' });
    expect(res.statusCode).toBe(200);
    const incoming = log.entries().find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/v1/donationRequest' });
    expect(log.text()).not.toContain('hypertension');
  });

  it('redacts credentials wherever a log line carries them', () => {
    t.ctx.log.info(
      {
        headers: { authorization: 'Bearer live-token-1', cookie: 'sid=live-cookie-2' },
        body: { password: 'Plain#Pass3', newPassword: 'Plain#Pass4', token: 'live-token-5' },
        user: { passwordHash: '$argon2id$v=19$m=19456' },
      },
      'a line with credentials',
    );
    const line = log.entries().find((entry) => entry.msg === 'a line with credentials');
    expect(line).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', newPassword: '[redacted]', token: '[redacted]' },
      user: { passwordHash: '[redacted]' },
    });
    for (const secret of ['live-token', 'live-cookie', 'Plain#Pass', '$argon2']) {
      expect(log.text()).not.toContain(secret);
    }
  });
});
