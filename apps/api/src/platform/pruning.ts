import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from './db/client';
import type { JobQueue } from './jobs';

export const PRUNE_QUEUE = 'platform.prune';
/** Done jobs and delivered events are kept this long (to look into a delivery), then deleted. */
export const KEEP_DONE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement, so no statement holds many locks or runs long. */
const BATCH_SIZE = 1000;

/** Runs a delete of at most `batchSize` rows until one deletes fewer; answers how many went. */
async function inBatches(batchSize: number, deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes what the outbox and the job queue no longer need: events older than `before` whose
 * delivery jobs are all done before it, then jobs done before it. A job still due, failing or given
 * up keeps its event. Events go first: an event's jobs are how it is known to be delivered.
 */
export async function pruneDone(
  db: Database,
  before: Date,
  batchSize = BATCH_SIZE,
): Promise<{ events: number; jobs: number }> {
  const cutoff = before.toISOString();
  const events = await inBatches(batchSize, async () => {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`
      delete from event_outbox where id in (
        select event.id from event_outbox event
        where event.created_at < ${cutoff}::timestamptz
          and not exists (
            select 1 from jobs
            where jobs.payload->>'eventId' = event.id::text
              and (jobs.done_at is null or jobs.done_at >= ${cutoff}::timestamptz)
          )
        limit ${batchSize}
      )
      returning id`,
    );
    return rows.length;
  });
  const jobs = await inBatches(batchSize, async () => {
    const rows = await selectRows<{ id: string }>(
      db,
      sql`
      delete from jobs where id in (
        select id from jobs where done_at < ${cutoff}::timestamptz limit ${batchSize}
      )
      returning id`,
    );
    return rows.length;
  });
  return { events, jobs };
}

/** Queues a prune to run at `runAt` unless a prune matching `queued` is waiting already. */
async function queuePrune(db: Database, runAt: Date, queued: SQL): Promise<void> {
  await db.execute(sql`
    insert into jobs (queue, payload, run_at)
    select ${PRUNE_QUEUE}::text, '{}'::jsonb, ${runAt.toISOString()}::timestamptz
    where not exists (
      select 1 from jobs where queue = ${PRUNE_QUEUE} and done_at is null and ${queued}
    )`);
}

/** A module's own daily deletion of what it keeps for a while only (a guest's conversations). */
export type PruneStep = (db: Database) => Promise<void>;

/**
 * The daily prune: each run first queues the next, a day later, so a failing run does not end them;
 * of runs queued by several instances at once, the later ones find tomorrow's queued and add none.
 */
export function registerPruning(db: Database, jobs: JobQueue, steps: PruneStep[] = []): void {
  jobs.register(PRUNE_QUEUE, async () => {
    await queuePrune(db, new Date(Date.now() + DAY_MS), sql`run_at > now()`);
    await pruneDone(db, new Date(Date.now() - KEEP_DONE_DAYS * DAY_MS));
    for (const step of steps) await step(db);
  });
}

/** At the server's start: a prune at once, unless one is waiting to run (or retry). */
export function schedulePruning(db: Database): Promise<void> {
  return queuePrune(db, new Date(), sql`attempts < max_attempts`);
}
