import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { failMailDelivery } from '../../../test/failing-mail';
import { createUser, uniqueEmail } from '../../../test/factories';
import { mailOutbox } from '../../platform/db/schema';

const t = useTestApp();

it('leaves no invitation in the outbox without its delivery job', async () => {
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const to = uniqueEmail('friend');
  const failing = await createTestApp();
  const { enqueued } = failMailDelivery(failing);
  try {
    const res = await failing.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/email',
      headers: doctor.auth,
      payload: { recipientEmailIds: [to] },
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  // The outbox row was written, then its job failed: neither stays.
  expect(enqueued.map(({ queue }) => queue)).toEqual(['mail.send']);
  expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
});
