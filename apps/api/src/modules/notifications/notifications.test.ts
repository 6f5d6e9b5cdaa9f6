import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_MESSAGES,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  notificationTopic,
  type NotificationDto,
  type RealtimeServerMessage,
} from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { startTestSmtpServer } from '../../../test/smtp';
import { browserKeys, startTestPushService } from '../../../test/web-push';
import { mailOutbox, pushSubscriptions } from '../../platform/db/schema';
import { textOf } from '../../platform/realtime/hub';

const t = useTestApp();

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** What a user's /notifications answers, once every event subscriber has finished. */
async function inbox(user: TestUser, query = ''): Promise<NotificationDto[]> {
  await t.ctx.events.settled();
  const res = await call('GET', `/notifications${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: NotificationDto[] }>().data;
}

async function people() {
  return {
    patient: await createUser(t.ctx, { roles: ['patient'] }),
    doctor: await createUser(t.ctx, {
      roles: ['doctor'],
      name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' },
    }),
    otherDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    admin: await createAdmin(t.ctx),
    bystander: await createUser(t.ctx, { roles: ['patient'] }),
  };
}

describe('notifications created from what happens to a request', () => {
  it('tells the patient when an administrator approves their request, and nobody else', async () => {
    const { patient, admin, bystander } = await people();
    const request = await createRequest(t.ctx, patient, { status: 0, title: 'Knee pain' });
    expect((await call('PUT', `/donationRequest/${request.id}`, admin, { status: 1 })).statusCode).toBe(200);

    const [news] = await inbox(patient);
    expect(news).toMatchObject({
      type: 'healthRequest',
      kind: 'requestUpdates',
      title: 'Your request is approved and visible to others',
      body: '“Knee pain” is now Approved.',
      link: `/donationRequest/${request.id}`,
      status: 0,
    });
    expect(await inbox(admin)).toEqual([]);
    expect(await inbox(bystander)).toEqual([]);
  });

  it('tells the patient of a doctor’s decision and treatment, and assigned doctors that they are asked', async () => {
    const { patient, doctor, otherDoctor, admin } = await people();
    const request = await createRequest(t.ctx, patient, { title: 'Chest pain' });

    expect(
      (await call('PUT', `/assignDoctors/${request.id}`, admin, { assignedDoctors: [doctor.user.id] }))
        .statusCode,
    ).toBe(200);
    expect((await inbox(doctor)).map((n) => n.title)).toEqual(['You were assigned to a request']);
    expect((await inbox(patient)).map((n) => n.title)).toEqual(['A doctor was assigned to your request']);

    // Naming the same doctor again asks nobody new.
    await call('PUT', `/assignDoctors/${request.id}`, admin, {
      assignedDoctors: [doctor.user.id, otherDoctor.user.id],
    });
    expect(await inbox(doctor)).toHaveLength(1);
    expect((await inbox(otherDoctor)).map((n) => n.title)).toEqual(['You were assigned to a request']);

    expect(
      (await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 })).statusCode,
    ).toBe(200);
    // One event's notification is written before the next event happens, so the newest-first order holds.
    await t.ctx.events.settled();
    expect(
      (await call('PUT', `/donationRequest/${request.id}`, doctor, { requestStatusByDoctor: '3' }))
        .statusCode,
    ).toBe(200);
    const titles = (await inbox(patient)).map((n) => n.title);
    expect(titles.slice(0, 2)).toEqual(['Treatment in Progress', 'Dr Meera Iyer accepted your request']);
    // The doctor is not told of what they did themselves.
    expect((await inbox(doctor)).map((n) => n.title)).toEqual(['You were assigned to a request']);
  });

  it('tells the creator that their request was reported', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, doctor, { title: 'Free eye camp' });
    const res = await call('PUT', `/donationRequest/${request.id}`, patient, {
      status: -3,
      flagReason: 'Scam or fraud',
    });
    expect(res.statusCode).toBe(200);
    const [news] = await inbox(doctor);
    expect(news).toMatchObject({ type: 'campaign', title: 'Your request was reported' });
  });

  it('tells the patient of a prescription and both parties of an appointment, from their domain events', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient, { title: 'Fever' });
    t.ctx.events.emit({
      type: 'prescription.written',
      actorId: doctor.user.id,
      subjectId: 'rx',
      data: { requestId: request.id, patientId: patient.user.id },
    });
    t.ctx.events.emit({
      type: 'appointment.booked',
      actorId: patient.user.id,
      subjectId: 'appt',
      data: { doctorId: doctor.user.id, patientId: patient.user.id, startTime: Date.now() + 86_400_000 },
    });
    expect(await inbox(patient)).toEqual([
      expect.objectContaining({ type: 'prescription', title: 'New prescription' }),
    ]);
    expect(await inbox(doctor)).toEqual([
      expect.objectContaining({
        type: 'appointment',
        title: 'Appointment booked',
        link: '/member/myAppointments',
      }),
    ]);

    // The reminder job's event reminds both parties in the app (its e-mail went out already).
    t.ctx.events.emit({
      type: 'appointment.reminder_sent',
      actorId: null,
      subjectId: 'appt',
      data: { doctorId: doctor.user.id, patientId: patient.user.id, startTime: Date.now() + 3_600_000 },
    });
    for (const user of [patient, doctor]) {
      expect((await inbox(user))[0]).toMatchObject({
        type: 'appointment',
        title: 'Your appointment starts soon',
      });
    }
  });
});

describe('every other event, to the right people only', () => {
  it('a decline, a facility, an application, a donation and a cancelled appointment', async () => {
    const { patient, doctor, otherDoctor, admin, bystander } = await people();
    const request = await createRequest(t.ctx, patient, { title: 'Hip pain' });
    const campaign = await createRequest(t.ctx, doctor, { title: 'Free eye camp' });
    await call('PUT', `/assignDoctors/${request.id}`, admin, { assignedDoctors: [otherDoctor.user.id] });
    expect(
      (await call('PUT', `/donationRequest/${request.id}`, otherDoctor, { acceptanceStatus: -1 })).statusCode,
    ).toBe(200);
    const emit = (type: string, subjectId: string, actorId: string | null, data: Record<string, unknown>) =>
      t.ctx.events.emit({ type, actorId, subjectId, data });
    emit('request.updated', request.id, admin.user.id, { fields: ['orgId'], orgId: 'org-1' });
    emit('application.received', campaign.id, bystander.user.id, { applicationId: 'a-1' });
    emit('donation.received', 'd-1', null, {
      requestId: campaign.id,
      amount: 125_000,
      currency: 'inr',
      guest: true,
    });
    emit('appointment.cancelled', 'appt', doctor.user.id, {
      doctorId: doctor.user.id,
      patientId: patient.user.id,
    });
    emit('meetLink.created', 'm-1', doctor.user.id, { requestId: request.id });

    // The handlers of events emitted together finish in any order: compare as sets.
    expect((await inbox(patient)).map((n) => n.title).sort()).toEqual([
      'A doctor was assigned to your request',
      'A facility was assigned to your request',
      'Appointment cancelled',
      'Dr Test User declined your request',
      'New video meeting',
    ]);
    expect((await inbox(doctor)).map((n) => [n.type, n.title, n.body]).sort()).toEqual([
      ['campaign', 'New application', 'Test User applied to “Free eye camp”.'],
      ['campaign', 'New donation', 'A guest pledged 1,250.00 INR to “Free eye camp”.'],
    ]);
    expect(await inbox(bystander)).toEqual([]);
    expect(await inbox(admin)).toEqual([]);
  });
});

describe('a user’s notifications', () => {
  it('lists only the caller’s own, filters by type and status, and marks read and deletes', async () => {
    const { patient, admin, bystander, doctor } = await people();
    const request = await createRequest(t.ctx, patient, { status: 0 });
    const campaign = await createRequest(t.ctx, doctor, { status: 0 });
    await call('PUT', `/donationRequest/${request.id}`, admin, { status: 1 });
    await call('PUT', `/donationRequest/${campaign.id}`, admin, { status: -6 });
    const [news] = await inbox(patient);

    expect(await inbox(patient, '?type=healthRequest,campaign')).toHaveLength(1);
    expect(await inbox(patient, '?type=campaign')).toEqual([]);
    expect((await inbox(doctor, '?type=healthRequest,campaign'))[0]).toMatchObject({
      title: 'Your request is on hold',
    });
    expect((await call('GET', '/notifications?type=nonsense', patient)).statusCode).toBe(400);
    expect((await call('GET', `/notifications?userId=${bystander.user.id}`, patient)).statusCode).toBe(403);
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/notifications/unreadCount', patient)).json()).toMatchObject({
      data: { count: 1 },
    });

    expect((await call('PUT', `/notifications/${news._id}`, bystander, { status: 1 })).statusCode).toBe(404);
    const read = await call('PUT', `/notifications/${news._id}`, patient, {
      status: 1,
      userId: patient.user.id,
    });
    expect(read.json()).toMatchObject({
      statusCode: 200,
      message: NOTIFICATION_MESSAGES.markedRead,
      data: { status: 1 },
    });
    expect(await inbox(patient, '?status=0')).toEqual([]);
    expect((await call('GET', '/notifications/unreadCount', patient)).json()).toMatchObject({
      data: { count: 0 },
    });

    expect((await call('DELETE', `/notifications/${news._id}`, bystander)).statusCode).toBe(404);
    const removed = await call('DELETE', `/notifications/${news._id}`, patient);
    expect(removed.json()).toMatchObject({ message: NOTIFICATION_MESSAGES.deleted });
    expect(await inbox(patient)).toEqual([]);
  });

  it('reaches the user’s open tab live, and refuses anyone else the topic', async () => {
    const { patient, admin, bystander } = await people();
    const request = await createRequest(t.ctx, patient, { status: 0, title: 'Back pain' });
    const topic = notificationTopic(patient.user.id);
    const listen = async (user: TestUser) => {
      const socket: WebSocket = await t.app.injectWS(REALTIME_PATH, { headers: user.auth });
      const messages: RealtimeServerMessage[] = [];
      socket.on('message', (raw) => messages.push(JSON.parse(textOf(raw)) as RealtimeServerMessage));
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
      return { socket, messages };
    };
    const own = await listen(patient);
    const other = await listen(bystander);
    await expect.poll(() => own.messages.some((m) => m.type === 'subscribed')).toBe(true);
    await expect
      .poll(() => other.messages.find((m) => m.type === 'refused'))
      .toMatchObject({
        message: REALTIME_MESSAGES.topicRefused,
      });

    await call('PUT', `/donationRequest/${request.id}`, admin, { status: 1 });
    await expect
      .poll(() => own.messages.find((m) => m.type === 'event'), { timeout: 1000 })
      .toMatchObject({
        event: 'notification.created',
        data: { title: 'Your request is approved and visible to others' },
      });
    expect(other.messages.some((m) => m.type === 'event')).toBe(false);
    own.socket.terminate();
    other.socket.terminate();
  });
});

describe('preferences', () => {
  it('starts from the defaults and honours what the user turns off', async () => {
    const { patient, admin } = await people();
    const defaults = await call('GET', '/notifications/preferences', patient);
    expect(defaults.json()).toMatchObject({ data: DEFAULT_NOTIFICATION_PREFERENCES });

    const preferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      requestUpdates: { inApp: false, email: true, push: false },
    };
    const saved = await call('PUT', '/notifications/preferences', patient, preferences);
    expect(saved.json()).toMatchObject({
      message: NOTIFICATION_MESSAGES.preferencesSaved,
      data: preferences,
    });

    const request = await createRequest(t.ctx, patient, { status: 0, title: 'Migraine' });
    await call('PUT', `/donationRequest/${request.id}`, admin, { status: 1 });
    expect(await inbox(patient)).toEqual([]);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, patient.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your request is approved and visible to others']);
    expect(mails[0].text).toContain(`/donationRequest/${request.id}`);
  });
});

describe('e-mail notifications through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let mailing: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailing = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await mailing.close();
    await smtp.close();
  });

  it('delivers a notification e-mail to a local SMTP server', async () => {
    const patient = await createUser(mailing.ctx, { roles: ['patient'] });
    const admin = await createAdmin(mailing.ctx);
    const request = await createRequest(mailing.ctx, patient, { status: 0, title: 'Sinusitis' });
    const res = await mailing.app.inject({
      method: 'PUT',
      url: `/api/v1/donationRequest/${request.id}`,
      headers: admin.auth,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(200);
    await mailing.ctx.events.settled();
    await mailing.ctx.jobs.drain();
    const mail = smtp.messages.find((message) => message.to.includes(patient.user.email));
    expect(mail?.raw).toContain('Subject: Your request is approved and visible to others');
    expect(mail?.raw).toContain('Sinusitis');
  });
});

describe('web push', () => {
  it('pushes an encrypted notification to a registered browser and drops it once the push service says it expired', async () => {
    const { patient, admin, bystander } = await people();
    const keys = browserKeys();
    const service = await startTestPushService((body) => keys.decrypt(body));
    try {
      const publicKey = await call('GET', '/pushNotificationDeviceToken/publicKey', patient);
      expect(publicKey.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

      const token = JSON.stringify({
        endpoint: service.endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      const refused = await call('POST', '/pushNotificationDeviceToken', bystander, {
        token,
        device: 'web',
        userId: patient.user.id,
      });
      expect(refused.statusCode).toBe(403);
      const bad = await call('POST', '/pushNotificationDeviceToken', patient, {
        token: '{}',
        device: 'web',
        userId: patient.user.id,
      });
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        errors: [{ path: 'token', message: NOTIFICATION_MESSAGES.invalidSubscription }],
      });
      const registered = await call('POST', '/pushNotificationDeviceToken', patient, {
        token,
        device: 'web',
        userId: patient.user.id,
      });
      expect(registered.json()).toMatchObject({
        statusCode: 201,
        message: NOTIFICATION_MESSAGES.pushRegistered,
      });

      const request = await createRequest(t.ctx, patient, { status: 0, title: 'Asthma' });
      await call('PUT', `/donationRequest/${request.id}`, admin, { status: 1 });
      await t.ctx.events.settled();
      await t.ctx.jobs.drain();
      expect(service.received).toHaveLength(1);
      expect(service.received[0].headers['content-encoding']).toBe('aes128gcm');
      expect(service.received[0].headers.authorization).toMatch(/^vapid t=.+, k=.+/);
      expect(service.received[0].payload).toEqual({
        title: 'Your request is approved and visible to others',
        body: '“Asthma” is now Approved.',
        link: `/donationRequest/${request.id}`,
      });

      // Administrators announce to every device; the push service now says this one is gone.
      expect(
        (await call('POST', '/pushNotificationDeviceToken/sendToAll', patient, { title: 'Hi', body: 'News' }))
          .statusCode,
      ).toBe(403);
      service.answerWith(410);
      const sent = await call('POST', '/pushNotificationDeviceToken/sendToAll', admin, {
        title: 'Clinic hours',
        body: 'Open on Sunday',
      });
      expect(sent.json()).toMatchObject({ statusCode: 202, message: NOTIFICATION_MESSAGES.pushSent });
      await t.ctx.jobs.drain();
      expect(service.received.length).toBeGreaterThanOrEqual(2);
      const left = await t.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, service.endpoint));
      expect(left).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it('leaves out the devices of users who turned push off for announcements', async () => {
    const { patient, bystander, admin } = await people();
    const [keysOn, keysOff] = [browserKeys(), browserKeys()];
    const listening = await startTestPushService((body) => keysOn.decrypt(body));
    const muted = await startTestPushService((body) => keysOff.decrypt(body));
    try {
      const register = (user: TestUser, endpoint: string, keys: ReturnType<typeof browserKeys>) =>
        call('POST', '/pushNotificationDeviceToken', user, {
          token: JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
          device: 'web',
          userId: user.user.id,
        });
      expect((await register(patient, listening.endpoint, keysOn)).statusCode).toBe(201);
      expect((await register(bystander, muted.endpoint, keysOff)).statusCode).toBe(201);
      await call('PUT', '/notifications/preferences', bystander, {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        announcements: { inApp: true, email: true, push: false },
      });

      const sent = await call('POST', '/pushNotificationDeviceToken/sendToAll', admin, {
        title: 'Flu vaccines',
        body: 'Free at every clinic this week',
      });
      expect(sent.statusCode).toBe(202);
      await t.ctx.jobs.drain();
      expect(listening.received.map((push) => push.payload)).toEqual([
        { title: 'Flu vaccines', body: 'Free at every clinic this week', link: null },
      ]);
      expect(muted.received).toEqual([]);
    } finally {
      await muted.close();
      await listening.close();
    }
  });
});
