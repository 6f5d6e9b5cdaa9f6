import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { smsOutbox } from './db/schema';
import type { JobQueue } from './jobs';

export type SmsDriver = 'outbox';
const QUEUE = 'sms.send';

/** SMS: outbox table plus a log line; an HTTP gateway driver plugs in at deliver(). */
export class SmsSender {
  readonly driver: SmsDriver = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    /** Also log each text (it may hold a one-time code) for local sign-ups; never in production. */
    private readonly logContent: boolean,
  ) {
    jobs.register(QUEUE, (payload) => this.deliver(String(payload.outboxId)));
  }

  /** Writes the text and its delivery job on `db` when given: a transaction's text goes if it commits. */
  async send(to: string, text: string, db: Database = this.db): Promise<void> {
    const [row] = await db.insert(smsOutbox).values({ to, text }).returning({ id: smsOutbox.id });
    await this.jobs.enqueue(QUEUE, { outboxId: row.id }, {}, db);
  }

  private async deliver(outboxId: string): Promise<void> {
    const [message] = await this.db.select().from(smsOutbox).where(eq(smsOutbox.id, outboxId));
    if (!message) return;
    this.log.info(
      this.logContent ? { outboxId, to: message.to, text: message.text } : { outboxId },
      'sms (no gateway configured: kept in outbox)',
    );
    await this.db
      .update(smsOutbox)
      .set({ status: 'logged', sentAt: new Date() })
      .where(eq(smsOutbox.id, outboxId));
  }
}
