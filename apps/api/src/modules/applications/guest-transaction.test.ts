import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, testDatabase, useTestApp, type TestApp } from '../../../test/app';
import { crashAfterNextCommit } from '../../../test/crashing-database';
import { failMailDelivery } from '../../../test/failing-mail';
import { createRequest, createUser, uniqueEmail } from '../../../test/factories';
import { restartUntil } from '../../../test/restart';
import { donationRequestResponses, jobs, mailOutbox } from '../../platform/db/schema';
import { EXPIRY_QUEUE } from './guests';

const t = useTestApp();

/** An approved internship request of a doctor's, open to guests. */
async function openRequest() {
  const owner = await createUser(t.ctx, { roles: ['doctor'] });
  return createRequest(t.ctx, owner, { requestType: 'internship', title: 'An internship request' });
}

const applyAsGuest = (instance: TestApp, donationRequestId: string, email: string) =>
  instance.app.inject({
    method: 'POST',
    url: '/api/v1/donationRequestResponses',
    payload: {
      donationRequestId,
      participantName: { first_name: 'Meera', last_name: 'Iyer' },
      participantEmailAddress: email,
      participantOccupation: 'Student',
      city: 'Chennai',
      state: 'Tamil Nadu',
      country: 'India',
    },
  });

const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

it("delivers a guest's confirmation link committed just before its instance crashed", async () => {
  const request = await openRequest();
  const email = uniqueEmail('guest');
  const crashing = crashAfterNextCommit(await testDatabase());
  const first = await createTestApp({}, { database: crashing.handle });
  try {
    const res = await applyAsGuest(first, request.id, email);
    expect(res.statusCode).toBe(201);
    expect(crashing.crashed()).toBe(true);
  } finally {
    await first.close();
  }

  const delivered = async () =>
    (await mailsTo(email)).some((mail) => mail.status === 'logged' || mail.status === 'sent');
  await restartUntil(delivered);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe('Please confirm your application on CareNet');
  const [application] = await t.ctx.db
    .select()
    .from(donationRequestResponses)
    .where(eq(donationRequestResponses.requestId, request.id));
  const expiry = await t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, EXPIRY_QUEUE), sql`${jobs.payload}->>'applicationId' = ${application.id}`));
  expect(expiry).toHaveLength(1);
});

it('leaves no application, expiry job nor e-mail of a guest application whose e-mail cannot be written', async () => {
  const request = await openRequest();
  const email = uniqueEmail('guest');
  const failing = await createTestApp();
  const { enqueued } = failMailDelivery(failing);
  try {
    const res = await applyAsGuest(failing, request.id, email);
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  // The expiry job and the e-mail's outbox row were written before the e-mail's job failed.
  const applicationIds = enqueued.flatMap(({ queue, payload }) =>
    queue === EXPIRY_QUEUE ? [String((payload as { applicationId: string }).applicationId)] : [],
  );
  expect(applicationIds).toHaveLength(1);
  const db = t.ctx.db;
  expect(
    await db
      .select()
      .from(donationRequestResponses)
      .where(eq(donationRequestResponses.requestId, request.id)),
  ).toEqual([]);
  expect(
    await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, EXPIRY_QUEUE),
          inArray(sql<string>`${jobs.payload}->>'applicationId'`, applicationIds),
        ),
      ),
  ).toEqual([]);
  expect(await mailsTo(email)).toEqual([]);
});
