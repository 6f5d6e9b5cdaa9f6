import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { jobs } from './db/schema';

describe('JobQueue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a job once and marks it done', async () => {
    const seen: unknown[] = [];
    t.ctx.jobs.register('test.once', async (payload) => {
      seen.push(payload.n);
    });
    const id = await t.ctx.jobs.enqueue('test.once', { n: 1 });
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(seen).toEqual([1]);
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.doneAt).not.toBeNull();
  });

  it('keeps a failed job with its error and schedules a retry instead of losing it', async () => {
    t.ctx.jobs.register('test.failing', async () => {
      throw new Error('mail server down');
    });
    const id = await t.ctx.jobs.enqueue('test.failing', {});
    await t.ctx.jobs.drain();
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.doneAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('mail server down');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('does not run a job before its time', async () => {
    let ran = false;
    t.ctx.jobs.register('test.later', async () => {
      ran = true;
    });
    await t.ctx.jobs.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    await t.ctx.jobs.drain();
    expect(ran).toBe(false);
  });

  it('calls off a pending job so it never runs, once', async () => {
    let ran = false;
    t.ctx.jobs.register('test.cancelled', async () => {
      ran = true;
    });
    const id = await t.ctx.jobs.enqueue('test.cancelled', {});
    expect(await t.ctx.jobs.cancel(id)).toBe(true);
    expect(await t.ctx.jobs.cancel(id)).toBe(false);
    await t.ctx.jobs.drain();
    expect(ran).toBe(false);
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row.attempts).toBe(0);
    expect(row.doneAt).not.toBeNull();
  });
});
