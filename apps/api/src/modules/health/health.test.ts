import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable and names the active drivers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 200,
      data: {
        database: { ok: true },
        mail: { driver: 'outbox' },
        sms: { driver: 'outbox' },
        storage: { driver: 'local' },
        meet: { driver: 'jitsi' },
      },
    });
    expect(['pglite', 'postgres']).toContain(body.data.database.driver);
  });

  it('reports the SMTP driver when SMTP_URL is set', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const res = await withSmtp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data.mail.driver).toBe('smtp');
    await withSmtp.close();
  });

  it('reports the S3 storage driver when S3_BUCKET is set', async () => {
    const withS3 = await createTestApp({ S3_BUCKET: 'carenet-test', S3_ENDPOINT: 'http://127.0.0.1:9' });
    const res = await withS3.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data.storage).toEqual({ driver: 's3' });
    await withS3.close();
  });

  it('reports the offline payment driver by default and Stripe when its keys are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data.payments).toEqual({ driver: 'offline' });
    const withStripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_health',
      STRIPE_WEBHOOK_SECRET: 'whsec_health',
    });
    const stripe = await withStripe.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(stripe.json().data.payments).toEqual({ driver: 'stripe' });
    await withStripe.close();
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 404,
      message: 'The requested resource was not found.',
    });
  });

  it('lists the route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/health');
  });
});
