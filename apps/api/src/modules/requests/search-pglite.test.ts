import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPglite, type DatabaseHandle } from '../../platform/db/client';

/**
 * The embedded database (PGlite), whatever database the other API tests use: its keyword search and
 * creator's-name search run on the same trigram indexes (pg_trgm) as on a PostgreSQL server.
 */
describe('request search on PGlite', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    database = openPglite();
    await database.migrate();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      database,
      logger: false,
    });
    await app.ready();
    admin = await createAdmin(app.ctx);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const titles = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/donationRequest?${query}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { title: string }[] }>().data.map((request) => request.title);
  };

  it('finds requests by part of their Ref id, by words, and by part of their creator’s name', async () => {
    const patient = await createUser(app.ctx, {
      roles: ['patient'],
      name: { first_name: 'Ottoline', last_name: 'Quarrington', middle_name: '' },
    });
    const other = await createUser(app.ctx, { roles: ['patient'] });
    const request = await createRequest(app.ctx, patient, { title: 'Hearing aid batteries' });
    await createRequest(app.ctx, other, { title: 'Insulin pens' });
    expect(await titles(`keyword=${request.uniqueReferenceId.slice(4, 11).toLowerCase()}`)).toEqual([
      'Hearing aid batteries',
    ]);
    expect(await titles('keyword=hear%20batt')).toEqual(['Hearing aid batteries']);
    expect(await titles('creatorPerson=line%20quarr')).toEqual(['Hearing aid batteries']);
  });

  it('reads a Ref id fragment and a part of a name through their trigram indexes', async () => {
    const plan = async (text: string) => {
      const rows = await database.query<{ 'QUERY PLAN': string }>({ text: `explain ${text}`, values: [] });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    // A handful of rows would be read whole anyway: ask for the index, as a large table would.
    await database.query({ text: 'set enable_seqscan = off', values: [] });
    try {
      expect(
        await plan("select id from donation_requests where unique_reference_id like '%K7QZ2M%'"),
      ).toContain('donation_requests_reference_trgm_idx');
      expect(
        await plan(
          "select id from users where (coalesce(name ->> 'first_name', '') || ' ' || coalesce(name ->> 'last_name', '')) ilike '%line quarr%'",
        ),
      ).toContain('users_full_name_trgm_idx');
    } finally {
      await database.query({ text: 'reset enable_seqscan', values: [] });
    }
  });
});
