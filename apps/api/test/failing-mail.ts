import { vi } from 'vitest';
import type { TestApp } from './app';

/** The mailer's delivery queue: each e-mail's outbox row is followed by a job on it. */
const MAIL_QUEUE = 'mail.send';

/**
 * Makes every e-mail of this instance fail at its last write, the delivery job after the outbox row,
 * so whatever transaction wrote the e-mail fails after the row was written. Other jobs are enqueued
 * as usual; `enqueued` lists them all, in order, whether written or not.
 */
export function failMailDelivery(instance: TestApp): { enqueued: { queue: string; payload: object }[] } {
  const jobs = instance.ctx.jobs;
  const enqueue = jobs.enqueue.bind(jobs);
  const enqueued: { queue: string; payload: Record<string, unknown> }[] = [];
  vi.spyOn(jobs, 'enqueue').mockImplementation(async (queue, payload, options, db) => {
    enqueued.push({ queue, payload });
    if (queue === MAIL_QUEUE) throw new Error('the mail queue is unavailable');
    return enqueue(queue, payload, options, db);
  });
  return { enqueued };
}
