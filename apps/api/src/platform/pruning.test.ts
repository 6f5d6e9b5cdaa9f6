import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { eventOutbox, jobs } from './db/schema';
import { PRUNE_QUEUE, pruneDone } from './pruning';

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function event(createdDaysAgo: number): Promise<string> {
  const [row] = await t.ctx.db
    .insert(eventOutbox)
    .values({ type: 'test.pruned', payload: {}, createdAt: daysAgo(createdDaysAgo) })
    .returning({ id: eventOutbox.id });
  return row.id;
}

/** A job delivering the event, done that many days ago (null: never done, given up after its tries). */
async function job(doneDaysAgo: number | null, eventId?: string): Promise<string> {
  const [row] = await t.ctx.db
    .insert(jobs)
    .values({
      queue: eventId ? 'event:test' : 'test.pruned',
      payload: eventId ? { eventId } : {},
      runAt: daysAgo(40),
      attempts: doneDaysAgo === null ? 5 : 1,
      doneAt: doneDaysAgo === null ? null : daysAgo(doneDaysAgo),
    })
    .returning({ id: jobs.id });
  return row.id;
}

const eventsLeft = async (ids: string[]) =>
  (await t.ctx.db.select().from(eventOutbox).where(inArray(eventOutbox.id, ids))).map((row) => row.id).sort();
const jobsLeft = async (ids: string[]) =>
  (await t.ctx.db.select().from(jobs).where(inArray(jobs.id, ids))).map((row) => row.id).sort();

it('deletes jobs done over 30 days ago and events whose jobs all are, in batches, and keeps the rest', async () => {
  const delivered = await event(40);
  const deliveredJob = await job(35, delivered);
  const givenUp = await event(40);
  const givenUpJob = await job(null, givenUp);
  const halfDelivered = await event(40);
  const halfOld = await job(35, halfDelivered);
  const halfRecent = await job(5, halfDelivered);
  const recent = await event(5);
  const recentJob = await job(5, recent);
  const oldJobs = await Promise.all([31, 32, 33, 34, 35].map((days) => job(days)));

  await pruneDone(t.ctx.db, daysAgo(30), 2);

  const events = [delivered, givenUp, halfDelivered, recent];
  expect(await eventsLeft(events)).toEqual([givenUp, halfDelivered, recent].sort());
  const all = [deliveredJob, givenUpJob, halfOld, halfRecent, recentJob, ...oldJobs];
  expect(await jobsLeft(all)).toEqual([givenUpJob, halfRecent, recentJob].sort());
});

it('prunes as a job that queues its next run a day later', async () => {
  const old = await job(31);
  await t.ctx.jobs.enqueue(PRUNE_QUEUE, {});
  await t.ctx.jobs.drain();
  // Another test file's runner may have taken the job: wait for its work, never for a fixed time.
  await expect.poll(() => jobsLeft([old])).toEqual([]);
  const next = await t.ctx.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.queue, PRUNE_QUEUE), isNull(jobs.doneAt), gt(jobs.runAt, new Date(Date.now() + DAY / 2))),
    );
  expect(next).toHaveLength(1);
  expect(next[0].runAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY);
});
