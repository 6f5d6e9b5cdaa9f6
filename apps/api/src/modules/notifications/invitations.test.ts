import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_NOTE_MAX, MESSAGES, NOTIFICATION_MESSAGES, referralInvitePath } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, uniqueEmail, type TestUser } from '../../../test/factories';
import { mailOutbox, users } from '../../platform/db/schema';

const t = useTestApp();

/** Each test invites from its own address: the hourly limit counts per sender, but tests share this app. */
const client = () => `198.51.100.${randomInt(1, 255)}`;

const invite = (user: TestUser | null, payload: object, remoteAddress = client()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/email',
    headers: user?.auth ?? {},
    payload,
    remoteAddress,
  });

const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const sent = {
  status: 'success',
  statusCode: 200,
  message: NOTIFICATION_MESSAGES.invitationSent,
  data: null,
};

const doctorNamed = () =>
  createUser(t.ctx, { roles: ['doctor'], name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' } });

describe('POST /notifications/email (invitations)', () => {
  it("sends CareNet's invitation to one address, naming the sender, linking to CareNet, the note quoted on one line", async () => {
    const doctor = await doctorNamed();
    const to = uniqueEmail('friend');
    const res = await invite(doctor, {
      subject: 'Your account is locked: act now',
      recipientEmailIds: [to],
      content: 'Come and help at the clinic.\n\nCareNet team: please sign in again',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sent);

    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    const [{ code }] = await t.ctx.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, doctor.user.id));
    // The caller's subject is not read: CareNet writes its own.
    expect(mails[0].subject).toBe('Dr Meera Iyer invites you to join CareNet');
    expect(mails[0].html).toBeNull();
    expect(mails[0].text).toBe(
      [
        'Hello,',
        '',
        'Dr Meera Iyer invites you to join CareNet, where patients, doctors and facilities work together on care requests.',
        '',
        'Dr Meera Iyer adds: “Come and help at the clinic. CareNet team: please sign in again”',
        '',
        `Join CareNet: ${t.ctx.config.publicUrl}${referralInvitePath({ code: code ?? '', email: to })}`,
        '',
        'You receive this e-mail because a CareNet member entered your address. If you do not know them, ' +
          'you can ignore it: no account was made for you.',
      ].join('\n'),
    );
  });

  it('sends without a note', async () => {
    const doctor = await doctorNamed();
    const to = uniqueEmail('friend');
    expect((await invite(doctor, { recipientEmailIds: [to] })).json()).toEqual(sent);
    const [mail] = await mailsTo(to);
    expect(mail.text).not.toContain('adds:');
  });

  it('lets verified facilities and administrators invite too', async () => {
    const facility = await createUser(t.ctx, { roles: ['facilities'] });
    const admin = await createAdmin(t.ctx);
    for (const sender of [facility, admin]) {
      const to = uniqueEmail('friend');
      const res = await invite(sender, { recipientEmailIds: [to] });
      expect(res.json()).toEqual(sent);
      expect(await mailsTo(to)).toHaveLength(1);
    }
  });

  it('refuses patients and unverified doctors and facilities with 403, and sends nothing', async () => {
    const refusedSenders = [
      await createUser(t.ctx, { roles: ['patient'] }),
      await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 }),
      await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 2 }),
      await createUser(t.ctx, { roles: ['facilities'], profileVerificationStatus: -1 }),
      await createUser(t.ctx, { roles: [] }),
    ];
    for (const sender of refusedSenders) {
      const to = uniqueEmail('friend');
      const res = await invite(sender, { recipientEmailIds: [to], content: 'Join us' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 403,
        message: NOTIFICATION_MESSAGES.onlyVerifiedInvite,
      });
      expect(await mailsTo(to)).toEqual([]);
    }
    const anonymous = await invite(null, { recipientEmailIds: [uniqueEmail('friend')] });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });

  it('does not invite someone who is a doctor here already, and does invite a patient', async () => {
    const doctor = await doctorNamed();
    const colleague = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const res = await invite(doctor, { recipientEmailIds: [colleague.user.email.toUpperCase()] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: NOTIFICATION_MESSAGES.alreadyDoctor,
      errors: [{ path: 'recipientEmailIds', message: NOTIFICATION_MESSAGES.alreadyDoctor }],
    });
    expect(await mailsTo(colleague.user.email)).toEqual([]);

    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await invite(doctor, { recipientEmailIds: [patient.user.email] })).json()).toEqual(sent);
  });

  it.each([
    [
      'two addresses',
      { recipientEmailIds: [uniqueEmail(), uniqueEmail()] },
      'recipientEmailIds',
      'oneRecipient',
    ],
    ['no address', { recipientEmailIds: [] }, 'recipientEmailIds', 'enterEmail'],
    ['no recipients at all', { recipientEmailIds: undefined }, 'recipientEmailIds', 'enterEmail'],
    ['an invalid address', { recipientEmailIds: ['not-an-address'] }, 'recipientEmailIds.0', 'invalidEmail'],
    ['a link in the note', { content: 'See https://example.org/login' }, 'content', 'noteWithoutLinks'],
    [
      'a bare domain in the note',
      { content: 'Sign in at carenet-help.com today' },
      'content',
      'noteWithoutLinks',
    ],
    ['www. in the note', { content: 'Visit www.example' }, 'content', 'noteWithoutLinks'],
    ['HTML in the note', { content: '<b>Urgent</b>' }, 'content', 'noteWithoutLinks'],
    ['a long note', { content: 'a'.repeat(INVITATION_NOTE_MAX + 1) }, 'content', 'noteTooLong'],
  ] as const)('refuses %s with 400 and its message', async (_case, body, path, key) => {
    const doctor = await doctorNamed();
    const to = uniqueEmail('friend');
    const res = await invite(doctor, { recipientEmailIds: [to], ...body });
    const message = NOTIFICATION_MESSAGES[key];
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message, errors: [{ path, message }] });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('sends at most 20 invitations an hour per sender, whichever address they call from', async () => {
    const doctor = await doctorNamed();
    for (let i = 0; i < 20; i++) {
      expect((await invite(doctor, { recipientEmailIds: [uniqueEmail('friend')] })).statusCode).toBe(200);
    }
    const to = uniqueEmail('friend');
    const res = await invite(doctor, { recipientEmailIds: [to] });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 429, message: MESSAGES.tooManyAttempts });
    expect(await mailsTo(to)).toEqual([]);
    // Another sender is not held back by this one.
    expect((await invite(await doctorNamed(), { recipientEmailIds: [to] })).statusCode).toBe(200);
  });
});
