import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { uniqueEmail } from '../../../test/factories';
import { failMailDelivery } from '../../../test/failing-mail';
import { startTestSmtpServer } from '../../../test/smtp';
import { mailOutbox } from '../db/schema';

describe('Mailer', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers through SMTP off the request path and marks the outbox row sent', async () => {
    const to = uniqueEmail('mail');
    await t.ctx.mailer.send({ to, subject: 'Hello from CareNet', text: 'Your code is 123456' });
    const [queued] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(queued.status).toBe('queued');

    await t.ctx.jobs.drain();
    const received = smtp.messages.find((m) => m.to.includes(to));
    expect(received?.raw).toContain('Subject: Hello from CareNet');
    expect(received?.raw).toContain('Your code is 123456');
    const [sent] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(sent.status).toBe('sent');
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const offline = await createTestApp();
    const to = uniqueEmail('outbox');
    await offline.ctx.mailer.send({ to, subject: 'Kept', text: 'Kept in the outbox' });
    await offline.ctx.jobs.drain();
    const [row] = await offline.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row.status).toBe('logged');
    await offline.close();
  });

  it('writes a message sent on its own together with its delivery job, or neither', async () => {
    const broken = await createTestApp();
    failMailDelivery(broken);
    const to = uniqueEmail('alone');
    await expect(broken.ctx.mailer.send({ to, subject: 'Lost?', text: 'No job' })).rejects.toThrow(
      'the mail queue is unavailable',
    );
    expect(await broken.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
    await broken.close();
  });
});
