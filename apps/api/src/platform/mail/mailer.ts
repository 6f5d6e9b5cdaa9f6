import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox, type MailAttachment } from '../db/schema';
import type { JobQueue } from '../jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export type MailDriver = 'smtp' | 'outbox';
const QUEUE = 'mail.send';

/**
 * Every e-mail is written to the outbox and delivered by a background job: through SMTP when
 * SMTP_URL is set, otherwise it stays in the outbox and is written to the server log.
 */
export class Mailer {
  readonly driver: MailDriver;
  /** nodemailer is loaded with the first message to deliver, so a server without SMTP never loads it. */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    /**
     * logContent: without SMTP, also write each message (its address and text, which may hold a
     * one-time code) to the log, so a developer can sign up locally; never in production.
     */
    private readonly options: { smtpUrl?: string; from: string; logContent: boolean },
  ) {
    this.driver = options.smtpUrl ? 'smtp' : 'outbox';
    jobs.register(QUEUE, (payload) => this.deliver(String(payload.outboxId)));
  }

  /**
   * Writes the message and its delivery job on `db` when given: a transaction's mail goes if it
   * commits. Without one, the two are a transaction of their own, so no message is ever left that no
   * job delivers.
   */
  async send(message: MailMessage, db?: Database): Promise<void> {
    if (db) return this.write(message, db);
    let transaction: Database | undefined;
    await this.db.transaction(async (tx) => {
      transaction = tx;
      await this.write(message, tx);
    });
    if (transaction) this.jobs.committed(transaction);
  }

  private async write(message: MailMessage, db: Database): Promise<void> {
    const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    await this.jobs.enqueue(QUEUE, { outboxId: row.id }, {}, db);
  }

  private async deliver(outboxId: string): Promise<void> {
    const [message] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!message || message.status === 'sent') return;
    const smtpUrl = this.options.smtpUrl;
    if (!smtpUrl) {
      this.log.info(
        this.options.logContent
          ? { outboxId, to: message.to, subject: message.subject, text: message.text }
          : { outboxId },
        'mail (no SMTP_URL: kept in outbox)',
      );
      await this.db
        .update(mailOutbox)
        .set({ status: 'logged', sentAt: new Date() })
        .where(eq(mailOutbox.id, outboxId));
      return;
    }
    try {
      const transport = await this.smtpTransport(smtpUrl);
      await transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
          cid: file.cid,
        })),
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, outboxId));
    } catch (err) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailOutbox.id, outboxId));
      throw err;
    }
  }

  private smtpTransport(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transport;
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
