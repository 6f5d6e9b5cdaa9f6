import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { post } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';

/** API and file answers carry a token or someone's data: no cache keeps them unless a route says so. */
describe('Cache-Control', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        routes: (app) => {
          app.get('/api/v1/probe/public-data', (_request, reply) =>
            reply.header('cache-control', 'public, max-age=60').send({ ok: true }),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  it('is no-store on the sign-in answer, which carries the token', async () => {
    const person = await createUser(t.ctx);
    const res = await post(t, '/login', { account: person.user.email, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token_detail.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a private read: one’s own account', async () => {
    const person = await createUser(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${person.user.id}`,
      headers: person.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on refusals too: an unknown API route and an unknown file', async () => {
    for (const url of ['/api/v1/no-such-route', '/files/medical-record/2025/01/none.pdf']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on an address Fastify cannot route', async () => {
    for (const url of ['/api/v1/user/%ff', `/api/v1/user/${'a'.repeat(400)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is what a route sets for its public data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/public-data' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
