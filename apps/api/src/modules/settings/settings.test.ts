import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

const t = useTestApp({
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'settings-test-token',
  TWILIO_FROM: '+15005550006',
});

const get = (user?: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: user?.auth ?? {} });

describe('GET /settings', () => {
  it('names the active driver of each outside service to an administrator', async () => {
    const res = await get(await createAdmin(t.ctx));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const drivers = res.json<{ data: Record<string, unknown> }>().data;
    expect(drivers).toMatchObject({
      sms: { driver: 'twilio' },
      mail: { driver: 'outbox' },
      storage: { driver: 'local' },
      payments: { driver: 'offline' },
      meet: { driver: 'jitsi' },
      directory: { driver: 'table' },
      imageModeration: { driver: 'off' },
    });
    expect(Object.keys(drivers).sort()).toEqual(
      [
        'assistant',
        'database',
        'directory',
        'imageModeration',
        'mail',
        'meet',
        'payments',
        'sms',
        'storage',
      ].sort(),
    );
    expect(res.body).not.toContain('settings-test-token');
  });

  it('refuses anyone else: 401 for a visitor, 403 for a patient, a doctor and a facility user', async () => {
    const visitor = await get();
    expect(visitor.statusCode).toBe(401);
    for (const roles of [['patient'], ['doctor'], ['facilities']]) {
      const res = await get(await createUser(t.ctx, { roles }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', statusCode: 403, message: MESSAGES.forbidden });
    }
  });
});
