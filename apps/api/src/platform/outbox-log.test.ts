import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { lastOtpMailedTo, uniqueEmail } from '../../test/factories';
import { memoryLog } from '../../test/memory-log';

/**
 * Without SMTP or an SMS gateway, messages stay in the outboxes. In production the log names only the
 * outbox row: a sign-up code in the log would be a secret there. (Outside production it shows the text,
 * so a developer can sign up on their own machine.)
 */
describe('offline mail in production', () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('logs the outbox row of a sign-up code, never the code or the address', async () => {
    const email = uniqueEmail('offline');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: { first_name: 'Off', last_name: 'Line' },
        email,
        password: 'Secret#Pass1',
        roles: ['patient'],
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    const code = await lastOtpMailedTo(t.ctx, email);
    await t.ctx.jobs.drain();
    const kept = log.entries().filter((entry) => entry.msg === 'mail (no SMTP_URL: kept in outbox)');
    expect(kept).not.toHaveLength(0);
    expect(log.text()).not.toContain(code);
    expect(log.text()).not.toContain(email);
  });
});
