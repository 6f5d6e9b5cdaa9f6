import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

describe('GET /api/v1/currentTime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers anyone, signed in or not, with the server's time and its UTC year", async () => {
    // A minute before midnight on New Year's Eve in UTC: already the next year in India, not yet here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-31T23:59:00.000Z'));
    try {
      const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/currentTime' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({
        status: 'success',
        statusCode: 200,
        message: 'Success',
        data: { currentTime: '2030-12-31T23:59:00.000Z', year: 2030 },
      });
    } finally {
      vi.useRealTimers();
    }

    const member = await createUser(t.ctx);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/currentTime', headers: member.auth });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.year).toBe(new Date().getUTCFullYear());
    expect(Math.abs(Date.parse(signedIn.json().data.currentTime) - Date.now())).toBeLessThan(60_000);
  });
});
