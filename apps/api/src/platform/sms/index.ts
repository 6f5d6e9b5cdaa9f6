import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SmsDriverName } from '@carenet/shared';
import type { SmsConfig } from '../../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { JobQueue } from '../jobs';
import type { SmsGateway } from './gateway';
import { Msg91Gateway } from './msg91';
import { TwilioGateway } from './twilio';

const QUEUE = 'sms.send';

function createGateway(config: SmsConfig): SmsGateway | null {
  switch (config.driver) {
    case 'outbox':
      return null;
    case 'msg91':
      return new Msg91Gateway(config);
    case 'twilio':
      return new TwilioGateway(config);
  }
}

/**
 * Every text message is written to the outbox and delivered by a background job: through the SMS_DRIVER
 * gateway (MSG91 or Twilio), or, with none, it stays in the outbox and is written to the server log. A
 * failed delivery is retried by the job queue; the row keeps the provider's id or its last error.
 */
export class SmsSender {
  readonly driver: SmsDriverName;
  private readonly gateway: SmsGateway | null;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    config: SmsConfig,
    /** Without a gateway, also log each text (it may hold a one-time code) for local sign-ups; never in production. */
    private readonly logContent: boolean,
  ) {
    this.driver = config.driver;
    this.gateway = createGateway(config);
    jobs.register(QUEUE, (payload) => this.deliver(String(payload.outboxId)));
  }

  /** Writes the text and its delivery job on `db` when given: a transaction's text goes if it commits. */
  async send(to: string, text: string, db: Database = this.db): Promise<void> {
    const [row] = await db.insert(smsOutbox).values({ to, text }).returning({ id: smsOutbox.id });
    await this.jobs.enqueue(QUEUE, { outboxId: row.id }, {}, db);
  }

  private async deliver(outboxId: string): Promise<void> {
    const [message] = await this.db.select().from(smsOutbox).where(eq(smsOutbox.id, outboxId));
    if (!message || message.status === 'sent') return;
    if (!this.gateway) {
      this.log.info(
        this.logContent ? { outboxId, to: message.to, text: message.text } : { outboxId },
        'sms (no gateway configured: kept in outbox)',
      );
      await this.db
        .update(smsOutbox)
        .set({ status: 'logged', sentAt: new Date() })
        .where(eq(smsOutbox.id, outboxId));
      return;
    }
    try {
      const providerMessageId = await this.gateway.send(message.to, message.text);
      await this.db
        .update(smsOutbox)
        .set({ status: 'sent', providerMessageId, error: null, sentAt: new Date() })
        .where(eq(smsOutbox.id, outboxId));
      this.log.info({ outboxId, driver: this.driver, providerMessageId }, 'sms sent');
    } catch (err) {
      await this.db
        .update(smsOutbox)
        .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
        .where(eq(smsOutbox.id, outboxId));
      // The job queue retries it with back-off; its log line holds this error, which never quotes the text.
      throw err;
    }
  }
}
