import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { selectRows, type Database } from './db/client';
import { jobs } from './db/schema';

type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

type ClaimedJob = {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

const POLL_INTERVAL_MS = 1000;
const LOCK_SECONDS = 120;
const RELEASE_POLL_MS = 20;

/**
 * Durable job queue on the jobs table, the same on PGlite and PostgreSQL. Workers claim rows with
 * FOR UPDATE SKIP LOCKED, so several instances share the work and a crash only delays a job until
 * its lock expires. Failures retry with exponential back-off.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wakeRequested = false;
  private stopped = true;
  /** Transactions that enqueued jobs, so that only their commits wake the worker. */
  private readonly transactionsWithJobs = new WeakSet<Database>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  /**
   * Adds a job, on `db` when given: a transaction's job exists exactly when its change does. The
   * worker is woken at once, or for a transaction's job when it has committed (`committed`); a job
   * whose transaction was not run through it waits for the next poll.
   */
  async enqueue(
    queue: string,
    payload: Record<string, unknown>,
    options: { runAt?: Date; maxAttempts?: number } = {},
    db: Database = this.db,
  ) {
    const [row] = await db
      .insert(jobs)
      .values({ queue, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5 })
      .returning({ id: jobs.id });
    if (db === this.db) this.wake();
    else this.transactionsWithJobs.add(db);
    return row.id;
  }

  /** After `tx` committed: looks for its jobs now instead of at the next poll, if it enqueued any. */
  committed(tx: Database): void {
    if (this.transactionsWithJobs.has(tx)) this.wake();
  }

  /**
   * Calls off a job that has not run yet (a reminder for an appointment that was cancelled); false
   * when it had already run or been called off. A handler that must never act late still checks its
   * subject, since the job may be running at this moment. On `db` when given (a transaction).
   */
  async cancel(id: string, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ doneAt: new Date(), lockedUntil: null })
      .where(and(eq(jobs.id, id), isNull(jobs.doneAt)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every due job now (tests, and shutdown of a single instance). */
  async drain(): Promise<void> {
    await this.running;
    while (await this.runOne()) {
      /* keep going until nothing is due */
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.running = (async () => {
      do {
        this.wakeRequested = false;
        while (!this.stopped && (await this.runOne())) {
          /* drain what is due */
        }
      } while (this.wakeRequested && !this.stopped);
    })()
      .catch((err: unknown) => this.log.error({ err }, 'job worker failed'))
      .finally(() => {
        this.running = null;
      });
  }

  private async claim(): Promise<ClaimedJob | null> {
    const queues = [...this.handlers.keys()];
    if (!queues.length) return null;
    const rows = await selectRows<ClaimedJob>(
      this.db,
      sql`
      update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      where id = (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
          and queue in (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
        order by run_at
        for update skip locked
        limit 1
      )
      returning id, queue, payload, attempts, max_attempts`,
    );
    return rows[0] ?? null;
  }

  /**
   * Runs these jobs here and now unless a worker holds them or they are done: the instance that just
   * committed them need not wait for a poll. Answers the ids it did not run.
   */
  async runNow(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const claimed = await selectRows<ClaimedJob>(
      this.db,
      sql`
      update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and done_at is null and run_at <= now() and attempts < max_attempts
        and (locked_until is null or locked_until < now())
      returning id, queue, payload, attempts, max_attempts`,
    );
    for (const job of claimed) await this.run(job);
    const ran = new Set(claimed.map((job) => job.id));
    return ids.filter((id) => !ran.has(id));
  }

  /** Waits while another worker runs any of these jobs, so a caller sees their effects. */
  async untilReleased(ids: string[]): Promise<void> {
    if (!ids.length) return;
    for (;;) {
      const held = await selectRows<{ id: string }>(
        this.db,
        sql`select id from jobs where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and done_at is null and locked_until > now()`,
      );
      if (!held.length) return;
      await new Promise((resolve) => setTimeout(resolve, RELEASE_POLL_MS));
    }
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      await handler!(job.payload);
      await this.db.execute(sql`update jobs set done_at = now(), locked_until = null where id = ${job.id}`);
    } catch (err) {
      const delaySeconds = 2 ** job.attempts * 5;
      this.log.warn({ err, job: job.id, queue: job.queue, attempt: job.attempts }, 'job failed');
      await this.db.execute(sql`
        update jobs set locked_until = null, last_error = ${String(err instanceof Error ? err.message : err)},
          run_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${job.id}`);
    }
  }
}
