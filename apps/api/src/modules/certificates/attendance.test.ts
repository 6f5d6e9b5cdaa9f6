import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CertificateDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { activityLog, certificates, eventRegistrations, events } from '../../platform/db/schema';

const t = useTestApp();

const mine = async (user: TestUser): Promise<CertificateDto[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/certificates/mine', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CertificateDto[] }>().data;
};

async function createEvent(title: string) {
  const [event] = await t.ctx.db
    .insert(events)
    .values({
      slug: `fest-${randomUUID()}`,
      title,
      startsAt: new Date('2026-03-14T04:00:00Z'),
      endsAt: new Date('2026-03-14T12:00:00Z'),
    })
    .returning();
  return event;
}

async function register(
  eventId: string,
  who: { userId?: string | null; email: string },
  state: { checkedInAt?: Date | null; status?: string } = {},
) {
  const [row] = await t.ctx.db
    .insert(eventRegistrations)
    .values({
      eventId,
      userId: who.userId ?? null,
      fullName: 'Registered Name',
      email: who.email,
      amountDue: 0,
      currency: 'inr',
      status: state.status ?? 'confirmed',
      checkInToken: randomUUID(),
      checkedInAt: state.checkedInAt === undefined ? new Date('2026-03-14T05:30:00Z') : state.checkedInAt,
    })
    .returning();
  return row;
}

describe('event attendance certificates', () => {
  it('issues one per checked-in registration of the viewer, once, when the list is read', async () => {
    const attendee = await createUser(t.ctx, {
      name: { first_name: 'Kiran', last_name: 'Das', middle_name: '' },
    });
    const other = await createUser(t.ctx);
    const fest = await createEvent('Health Fest 2026');
    const walk = await createEvent('Heart Walk');
    const talk = await createEvent('Diabetes talk');
    const cancelled = await createEvent('Cancelled camp');
    await register(fest.id, { userId: attendee.user.id, email: attendee.user.email });
    // Registered as a guest with the account's verified address, in other letters' case.
    await register(walk.id, { email: attendee.user.email.toUpperCase() });
    // Not checked in, cancelled, and someone else's: no certificate.
    await register(talk.id, { userId: attendee.user.id, email: attendee.user.email }, { checkedInAt: null });
    await register(
      cancelled.id,
      { userId: attendee.user.id, email: attendee.user.email },
      { status: 'cancelled' },
    );
    await register(fest.id, { userId: other.user.id, email: other.user.email });

    const first = await mine(attendee);
    expect(first.map((c) => c.title).sort()).toEqual(['Health Fest 2026', 'Heart Walk']);
    expect(first.find((c) => c.title === 'Health Fest 2026')).toMatchObject({
      kind: 'event_attendance',
      recipientName: 'Kiran Das',
      issuer: 'CareNet',
      achievedOn: '2026-03-14',
    });
    // Reading again issues nothing new.
    expect((await mine(attendee)).map((c) => c._id).sort()).toEqual(first.map((c) => c._id).sort());
    await t.ctx.events.settled();
    for (const certificate of first) {
      const issued = await t.ctx.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.subjectId, certificate._id), eq(activityLog.action, 'certificate.issued')));
      expect(issued).toHaveLength(1);
    }

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/${first[0]._id}/pdf`,
      headers: attendee.auth,
    });
    const text = (await readPdf(pdf.rawPayload)).pages[0].text.join('\n');
    for (const expected of [
      'Certificate of Attendance',
      'Kiran Das',
      first[0].title,
      '14-Mar-2026',
      'Issued by CareNet',
    ])
      expect(text).toContain(expected);
  });

  it('does not match a guest registration by an address the account has not verified', async () => {
    const unverified = await createUser(t.ctx, { emailVerified: false });
    const event = await createEvent('Yoga morning');
    await register(event.id, { email: unverified.user.email });
    expect(await mine(unverified)).toEqual([]);
  });

  it('issues the certificate when an administrator checks the person in at the door', async () => {
    const attendee = await createUser(t.ctx, {
      name: { first_name: 'Lata', last_name: 'Shah', middle_name: '' },
    });
    const admin = await createAdmin(t.ctx);
    const event = await createEvent('Check-in fest');
    const registration = await register(
      event.id,
      { userId: attendee.user.id, email: attendee.user.email },
      { checkedInAt: null },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/checkin',
      headers: admin.auth,
      payload: { token: registration.checkInToken },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.events.settled();
    const [issued] = await t.ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.sourceId, registration.id));
    expect(issued).toMatchObject({
      kind: 'event_attendance',
      recipientId: attendee.user.id,
      recipientName: 'Lata Shah',
      title: 'Check-in fest',
    });
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, issued.id), eq(activityLog.action, 'certificate.issued')));
    expect(logged.map((row) => row.userId)).toEqual([admin.user.id]);
    expect((await mine(attendee)).map((c) => c._id)).toEqual([issued.id]);
  });
});
