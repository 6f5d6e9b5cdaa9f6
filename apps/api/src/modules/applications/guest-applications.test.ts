import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, MESSAGES, type ApplicationDto, type RequestType } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { createRequest, createUser, lastMailTo, uniqueEmail, type TestUser } from '../../../test/factories';
import { memoryLog } from '../../../test/memory-log';
import { hashToken } from '../../platform/auth/tokens';
import { donationRequestResponses, donationRequests, jobs, notifications } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events';

const t = useTestApp({ PUBLIC_URL: 'https://carenet.example' });
let owner: TestUser;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t.ctx.events.on('application.received', (event) => {
    events.push(event);
  });
  owner = await createUser(t.ctx, { roles: ['doctor'] });
});

const communityRequest = (requestType: RequestType, overrides = {}) =>
  createRequest(t.ctx, owner, { requestType, title: `A ${requestType} request`, ...overrides });

const post = (app: TestApp, url: string, payload: object, user: TestUser | null = null, ip = '203.0.113.7') =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: user?.auth ?? {},
    payload,
    remoteAddress: ip,
  });
const apply = (body: object, user: TestUser | null = null) =>
  post(t, '/donationRequestResponses', body, user);
const confirm = (token: string) => post(t, '/donationRequestResponses/confirm', { token });

const profileFields = (email: string) => ({
  participantName: { first_name: 'Meera', last_name: 'Iyer' },
  participantEmailAddress: email,
  participantOccupation: 'Student',
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
});

/** The token of the confirmation link in the newest e-mail to an address. */
async function mailedToken(to: string): Promise<string> {
  const mail = await lastMailTo(t.ctx, to);
  const token = mail?.text.match(/https:\/\/carenet\.example\/applications\/confirm#([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${to}`);
  return token;
}

const ownersList = async (requestId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/donationRequestResponses?donationRequestId=${requestId}`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ApplicationDto[]; totalCountOfRecords: number }>();
};

const eventsFor = async (requestId: string) => {
  await t.ctx.events.settled();
  return events.filter((event) => event.subjectId === requestId);
};

const guestAppliedBody = { status: 'success', statusCode: 201, message: APPLICATION_MESSAGES.guestApplied };
const linkRefused = {
  status: 'error',
  statusCode: 400,
  message: APPLICATION_MESSAGES.confirmationLinkInvalid,
};

describe('POST /donationRequestResponses as a guest: the application waits for its e-mail to be confirmed', () => {
  it('answers 201 asking to check the e-mail, mails a link, and the owner does not see it yet', async () => {
    const request = await communityRequest('internship');
    const email = uniqueEmail('guest');
    const res = await apply({ donationRequestId: request.id, ...profileFields(email.toUpperCase()) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...guestAppliedBody, data: null });

    const mail = await lastMailTo(t.ctx, email);
    expect(mail?.subject).toBe('Please confirm your application on CareNet');
    expect(mail?.text).toContain(`You applied to “${request.title}”`);
    const token = await mailedToken(email);
    // Only the token's hash is kept.
    const [stored] = await t.ctx.db
      .select()
      .from(donationRequestResponses)
      .where(eq(donationRequestResponses.requestId, request.id));
    expect(stored).toMatchObject({
      userId: null,
      confirmedAt: null,
      confirmationTokenHash: hashToken(token),
    });
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await ownersList(request.id)).toMatchObject({ data: [], totalCountOfRecords: 0 });
    expect(await eventsFor(request.id)).toEqual([]);
  });

  it('confirming with the token shows it to the owner and tells them once; a second confirm is refused', async () => {
    const request = await communityRequest('volunteering');
    const email = uniqueEmail('guest');
    expect((await apply({ donationRequestId: request.id, ...profileFields(email) })).statusCode).toBe(201);
    const token = await mailedToken(email);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'success',
      message: APPLICATION_MESSAGES.applicationConfirmed,
      data: {
        donation_request_info: { _id: request.id, title: request.title },
        user_info: null,
        participantName: { first_name: 'Meera', last_name: 'Iyer' },
        participantEmailAddress: email,
        participantResumeDownloadUrl: null,
      },
    });

    const list = await ownersList(request.id);
    expect(list.totalCountOfRecords).toBe(1);
    expect(list.data[0]).toMatchObject({ user_info: null, participantEmailAddress: email, city: 'Chennai' });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkRefused);

    const received = await eventsFor(request.id);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      actorId: null,
      data: { applicationId: list.data[0]._id, guest: true, requestOwnerId: owner.user.id },
    });
    const told = await t.ctx.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.user.id),
          eq(notifications.link, `/donationRequest/${request.id}`),
        ),
      );
    expect(told).toEqual([{ title: 'New application', body: `A guest applied to “${request.title}”.` }]);
  });

  it('confirms a homework help application (the audio room form) the same way', async () => {
    const request = await communityRequest('homeworkHelp');
    const email = uniqueEmail('helper');
    const res = await apply({
      donationRequestId: request.id,
      participantName: { first_name: 'Ravi', last_name: 'Kumar' },
      participantEmailAddress: email,
      participantAudioRoomUrl: 'https://rooms.example.com/r/abc123',
    });
    expect(res.json()).toMatchObject(guestAppliedBody);
    const confirmed = await confirm(await mailedToken(email));
    expect(confirmed.json().data).toMatchObject({
      participantAudioRoomUrl: 'https://rooms.example.com/r/abc123',
    });
    expect((await ownersList(request.id)).totalCountOfRecords).toBe(1);
  });

  it('refuses an unknown, malformed or missing token with the same message', async () => {
    for (const token of ['not-a-real-token', 'x'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(linkRefused);
    }
    const missing = await post(t, '/donationRequestResponses/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(APPLICATION_MESSAGES.confirmationTokenRequired);
  });

  it('refuses an expired link, after which the address may apply again', async () => {
    const request = await communityRequest('internship');
    const email = uniqueEmail('late');
    await apply({ donationRequestId: request.id, ...profileFields(email) });
    const token = await mailedToken(email);
    await t.ctx.db
      .update(donationRequestResponses)
      .set({ confirmationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(donationRequestResponses.confirmationTokenHash, hashToken(token)));

    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(linkRefused);
    expect((await ownersList(request.id)).totalCountOfRecords).toBe(0);

    const again = await apply({ donationRequestId: request.id, ...profileFields(email) });
    expect(again.statusCode).toBe(201);
    expect((await confirm(await mailedToken(email))).statusCode).toBe(200);
    expect((await ownersList(request.id)).totalCountOfRecords).toBe(1);
  });

  it('forgets an application left unconfirmed once its link expires', async () => {
    const request = await communityRequest('career');
    const email = uniqueEmail('forgot');
    await apply({ donationRequestId: request.id, ...profileFields(email) });
    const [pending] = await t.ctx.db
      .select({ id: donationRequestResponses.id })
      .from(donationRequestResponses)
      .where(eq(donationRequestResponses.requestId, request.id));
    // The expiry job runs when the link expires; bring that moment forward.
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(sql`${jobs.payload}->>'applicationId' = ${pending.id}`);
    await t.ctx.jobs.drain();
    expect(
      await t.ctx.db
        .select()
        .from(donationRequestResponses)
        .where(eq(donationRequestResponses.requestId, request.id)),
    ).toEqual([]);
  });

  it('takes one unconfirmed application per address and request', async () => {
    const request = await communityRequest('internship');
    const other = await communityRequest('internship');
    const email = uniqueEmail('twice');
    expect((await apply({ donationRequestId: request.id, ...profileFields(email) })).statusCode).toBe(201);
    const firstToken = await mailedToken(email);

    const twice = await apply({ donationRequestId: request.id, ...profileFields(email.toUpperCase()) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: APPLICATION_MESSAGES.confirmationPending,
    });
    // No second e-mail: the first link still works.
    expect(await mailedToken(email)).toBe(firstToken);

    expect((await apply({ donationRequestId: other.id, ...profileFields(email) })).statusCode).toBe(201);
  });

  it('refuses a request not approved, closed since, not a community type, or not visible', async () => {
    const email = uniqueEmail('refused');
    const fulfilled = await communityRequest('volunteering', { status: 2 });
    const closed = await apply({ donationRequestId: fulfilled.id, ...profileFields(email) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(APPLICATION_MESSAGES.requestNotOpen);

    const care = await createRequest(t.ctx, owner, { requestType: 'talhospitals' });
    const notCommunity = await apply({ donationRequestId: care.id, ...profileFields(email) });
    expect(notCommunity.statusCode).toBe(409);
    expect(notCommunity.json().message).toBe(APPLICATION_MESSAGES.notCommunityRequest);

    for (const hidden of [
      await communityRequest('internship', { status: 0 }),
      await communityRequest('internship', { isPrivate: true }),
    ]) {
      expect((await apply({ donationRequestId: hidden.id, ...profileFields(email) })).statusCode).toBe(404);
    }
    expect(await lastMailTo(t.ctx, email)).toBeNull();

    // Open when applied to, closed when the link comes back.
    const open = await communityRequest('internship');
    const late = uniqueEmail('closed');
    await apply({ donationRequestId: open.id, ...profileFields(late) });
    await t.ctx.db.update(donationRequests).set({ status: 2 }).where(eq(donationRequests.id, open.id));
    const res = await confirm(await mailedToken(late));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPLICATION_MESSAGES.requestNotOpen);
    expect(await eventsFor(open.id)).toEqual([]);
  });

  it('validates the form with the SPEC messages, and takes no resume from a guest', async () => {
    const request = await communityRequest('internship');
    const email = uniqueEmail('form');
    const noEmail = await apply({ donationRequestId: request.id, ...profileFields(''), city: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toEqual([
      { path: 'participantEmailAddress', message: 'Please enter Email' },
      { path: 'city', message: 'Please Select your Location' },
    ]);

    const withResume = await apply({
      donationRequestId: request.id,
      ...profileFields(email),
      resume: 'resume/2025/01/0190a6c4-1f7e-7b3c-9d2e-000000000001.pdf',
    });
    expect(withResume.statusCode).toBe(400);
    expect(withResume.json()).toMatchObject({
      message: APPLICATION_MESSAGES.guestResumeNeedsAccount,
      errors: [{ path: 'resume', message: APPLICATION_MESSAGES.guestResumeNeedsAccount }],
    });
    expect(await lastMailTo(t.ctx, email)).toBeNull();
  });

  it('asks a caller whose session ended to sign in again instead of applying as a guest', async () => {
    const request = await communityRequest('internship');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donationRequestResponses',
      headers: { authorization: 'Bearer ended-session-token' },
      payload: { donationRequestId: request.id, ...profileFields(uniqueEmail('stale')) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('is documented with the confirmation route', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>().paths;
    expect(paths['/api/v1/donationRequestResponses/confirm']?.post?.requestBody).toBeDefined();
  });
});

describe('guest applications per client', () => {
  const log = memoryLog();
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '2', LOG_LEVEL: 'info', PUBLIC_URL: 'https://carenet.example' },
      { logStream: log.stream },
    );
  });
  afterAll(() => limited.close());

  it('limits a client’s guest applications and confirmations, not signed-in applicants', async () => {
    const request = await createRequest(limited.ctx, owner, { requestType: 'volunteering' });
    const guestFrom = (ip: string) =>
      post(
        limited,
        '/donationRequestResponses',
        { donationRequestId: request.id, ...profileFields(uniqueEmail('rate')) },
        null,
        ip,
      );
    expect((await guestFrom('198.51.100.20')).statusCode).toBe(201);
    expect((await guestFrom('198.51.100.20')).statusCode).toBe(201);
    const third = await guestFrom('198.51.100.20');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      status: 'error',
      statusCode: 429,
      message: MESSAGES.tooManyAttempts,
    });
    expect((await guestFrom('198.51.100.21')).statusCode).toBe(201);

    const member = await createUser(limited.ctx, { roles: ['patient'] });
    for (let i = 0; i < 3; i++) {
      const res = await post(
        limited,
        '/donationRequestResponses',
        { donationRequestId: request.id, ...profileFields(member.user.email) },
        member,
        '198.51.100.20',
      );
      expect(res.statusCode).toBe(201);
    }

    const confirmFrom = () =>
      post(limited, '/donationRequestResponses/confirm', { token: 'guessed' }, null, '198.51.100.22');
    expect((await confirmFrom()).statusCode).toBe(400);
    expect((await confirmFrom()).statusCode).toBe(400);
    expect((await confirmFrom()).statusCode).toBe(429);
  });

  it('never writes the guest’s e-mail address or token to the server log', async () => {
    log.clear();
    const request = await createRequest(limited.ctx, owner, { requestType: 'internship' });
    const email = uniqueEmail('private');
    const applied = await post(
      limited,
      '/donationRequestResponses',
      { donationRequestId: request.id, ...profileFields(email) },
      null,
      '198.51.100.30',
    );
    expect(applied.statusCode).toBe(201);
    const mail = await lastMailTo(limited.ctx, email);
    const token = mail?.text.match(/confirm#([\w-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    const confirmed = await post(
      limited,
      '/donationRequestResponses/confirm',
      { token },
      null,
      '198.51.100.30',
    );
    expect(confirmed.statusCode).toBe(200);

    expect(log.entries().length).toBeGreaterThan(0);
    expect(log.text()).not.toContain(email);
    expect(log.text()).not.toContain(token);
  });
});
