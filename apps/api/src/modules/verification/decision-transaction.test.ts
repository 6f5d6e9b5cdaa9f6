import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { failMailDelivery } from '../../../test/failing-mail';
import { createAdmin, createOrganization, createUser } from '../../../test/factories';
import { mailOutbox, organizations, verificationRequests } from '../../platform/db/schema';
import { submitFacility } from './testing';

const t = useTestApp();

it('decides nothing when the decision’s e-mail cannot be written', async () => {
  const owner = await createUser(t.ctx, { roles: ['facilities'] });
  const org = await createOrganization(t.ctx, owner, { status: 0 });
  const submissionId = await submitFacility(t, owner, org.id);
  const admin = await createAdmin(t.ctx);

  const failing = await createTestApp();
  failMailDelivery(failing);
  try {
    const res = await failing.app.inject({
      method: 'POST',
      url: `/api/v1/verification/${submissionId}/approve`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  const db = t.ctx.db;
  const [submission] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, submissionId));
  expect(submission.status).toBe('pending');
  const [facility] = await db.select().from(organizations).where(eq(organizations.id, org.id));
  expect(facility.status).toBe(0);
  expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email))).toEqual([]);
});
