import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@carenet/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, type DatabaseHandle } from './db/client';
import { AppError } from './errors';

/** A bare app with probe routes, to see how each kind of failure reaches the client. */
describe('error envelope', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openPglite();
    await database.migrate();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: '2048' }),
      database,
      logger: false,
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/probe/validate',
      { schema: { body: z.object({ name: z.string().min(1, 'Please enter name'), age: z.number() }) } },
      () => ({ ok: true }),
    );
    typed.get('/probe/conflict', () => {
      throw AppError.conflict('Already there');
    });
    typed.get('/probe/crash', () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
    typed.get('/probe/store-nul', async () => {
      await database.db.execute(sql`select ${'a\u0000b'}::text`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers invalid input with 400 and one entry per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/probe/validate', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', statusCode: 400, message: 'Please enter name' });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter name' },
        expect.objectContaining({ path: 'age' }),
      ]),
    );
  });

  it('maps an AppError to its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', statusCode: 409, message: 'Already there' });
  });

  it('never leaks internals on a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/probe/validate',
      payload: { name: 'x'.repeat(5000), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', statusCode: 413, message: MESSAGES.requestTooLarge });
  });

  it('refuses malformed JSON with 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/probe/validate',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.malformedJson });
  });

  it('refuses an unsupported content type with 415 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/probe/validate',
      payload: '<name>x</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 415,
      message: MESSAGES.unsupportedContentType,
    });
  });

  it('answers a URL Fastify cannot route in the envelope, without quoting it', async () => {
    const badEncoding = await app.inject({ method: 'GET', url: '/api/v1/user/%ff-quoted' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.malformedUrl });
    const longId = await app.inject({ method: 'GET', url: `/api/v1/user/${'quoted'.repeat(40)}` });
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({ status: 'error', statusCode: 414, message: MESSAGES.urlTooLong });
    for (const res of [badEncoding, longId]) {
      expect(res.body).not.toContain('quoted');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a NUL that PostgreSQL refuses with 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/probe/store-nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.disallowedCharacters });
  });

  it('answers a request Node cannot parse (headers over its limit) in the envelope', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the probe app is not listening');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.end(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'quoted'.repeat(4000)}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ status: 'error', statusCode: 431, message: MESSAGES.requestTooLarge });
    expect(body).not.toContain('quoted');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // A voice message plays from the bytes fetched with the reader's token (a blob: URL).
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
  });
});
