import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp, testDatabase } from '../../../test/app';
import { crashAfterNextCommit } from '../../../test/crashing-database';
import { createAdmin, createRequest, createUser } from '../../../test/factories';
import { restartUntil } from '../../../test/restart';
import type { DatabaseHandle } from '../../platform/db/client';
import { mailOutbox, notifications, requestDoctors } from '../../platform/db/schema';

const ASSIGNED = 'You were assigned to a request';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
});

it('delivers the notification of a change committed just before its instance crashed, once, after a restart', async () => {
  const crashing = crashAfterNextCommit(database);
  const first = await createTestApp({}, { database: crashing.handle });
  const patient = await createUser(first.ctx, { roles: ['patient'] });
  const doctor = await createUser(first.ctx, { roles: ['doctor'] });
  const admin = await createAdmin(first.ctx);
  const request = await createRequest(first.ctx, patient, { title: 'Back pain' });

  // The assignment commits, and the instance dies before anyone is told of it.
  await first.app.inject({
    method: 'PUT',
    url: `/api/v1/assignDoctors/${request.id}`,
    headers: admin.auth,
    payload: { assignedDoctors: [doctor.user.id] },
  });
  expect(crashing.crashed()).toBe(true);
  await first.close();

  const db = database.db;
  const assigned = await db.select().from(requestDoctors).where(eq(requestDoctors.requestId, request.id));
  expect(assigned.map((row) => row.doctorId)).toEqual([doctor.user.id]);
  const inbox = () =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, doctor.user.id), eq(notifications.title, ASSIGNED)));
  const mails = () =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, doctor.user.email), eq(mailOutbox.subject, ASSIGNED)));
  expect(await inbox()).toEqual([]);

  // A new instance on the same database: its job runner finds what the crashed one left undelivered.
  await restartUntil(async () => (await mails()).length === 1);
  expect(await inbox()).toHaveLength(1);
  expect(await mails()).toHaveLength(1);
});
