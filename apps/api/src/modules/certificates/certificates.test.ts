import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ID_PATTERN,
  CERTIFICATE_MESSAGES,
  EXPORT_ARCHIVE,
  type ApplicationDto,
  type CertificateDto,
  type RequestType,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { activityLog, certificates, donationRequestResponses, notifications } from '../../platform/db/schema';

const t = useTestApp();

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, user?: TestUser | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

const decide = (id: string, decision: string, user: TestUser) =>
  call('PUT', `/donationRequestResponses/${id}/decision`, user, { decision });
const complete = (id: string, user: TestUser) =>
  call('PUT', `/donationRequestResponses/${id}/complete`, user);

async function expectRefused(res: Res, statusCode: number, message: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ status: 'error', statusCode, message });
}

const profileFields = {
  participantName: { first_name: 'Asha', last_name: 'Rao' },
  participantEmailAddress: 'asha.rao@example.com',
  participantOccupation: 'Student',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
};

interface Story {
  owner: TestUser;
  volunteer: TestUser;
  requestId: string;
  applicationId: string;
}

/** A request of `type` by a doctor, and a signed-in volunteer's application to it. */
async function applied(type: RequestType = 'volunteering', title = 'Weekend blood drive'): Promise<Story> {
  const owner = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: 'Ravi', last_name: 'Menon', middle_name: '' },
  });
  const volunteer = await createUser(t.ctx, {
    roles: ['patient'],
    name: { first_name: 'Asha', last_name: 'Rao', middle_name: '' },
  });
  const request = await createRequest(t.ctx, owner, { requestType: type, title });
  const res = await call('POST', '/donationRequestResponses', volunteer, {
    donationRequestId: request.id,
    ...profileFields,
  });
  expect(res.statusCode).toBe(201);
  return { owner, volunteer, requestId: request.id, applicationId: res.json().data._id };
}

async function ownersView(story: Story): Promise<ApplicationDto> {
  const res = await call(
    'GET',
    `/donationRequestResponses?donationRequestId=${story.requestId}`,
    story.owner,
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ApplicationDto[] }>().data.find((a) => a._id === story.applicationId)!;
}

async function mine(user: TestUser): Promise<CertificateDto[]> {
  const res = await call('GET', '/certificates/mine', user);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ data: CertificateDto[] }>().data;
}

async function logOf(subjectId: string) {
  await t.ctx.events.settled();
  const rows = await t.ctx.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, subjectId))
    .orderBy(asc(activityLog.createdAt));
  return rows.map((row) => [row.category, row.action, row.userId]);
}

describe('deciding on applications', () => {
  it('shows the owner what they may do, from the server: accept or decline a pending one, complete an accepted one', async () => {
    const story = await applied();
    expect(await ownersView(story)).toMatchObject({
      status: 'pending',
      abilities: { canAccept: true, canDecline: true, canComplete: false },
    });
    // The applicant sees their own application with no actions.
    const own = await call(
      'GET',
      `/donationRequestResponses?donationRequestId=${story.requestId}`,
      story.volunteer,
    );
    expect(own.json().data[0]).toMatchObject({
      status: 'pending',
      abilities: { canAccept: false, canDecline: false, canComplete: false },
    });

    const accepted = await decide(story.applicationId, 'accepted', story.owner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: CERTIFICATE_MESSAGES.accepted,
      data: { status: 'accepted', abilities: { canAccept: false, canDecline: false, canComplete: true } },
    });
    expect(accepted.json().data.decidedAt).toEqual(expect.any(String));

    // The volunteer hears of it.
    await t.ctx.events.settled();
    const heard = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, story.volunteer.user.id),
          eq(notifications.event, 'application.decided'),
        ),
      );
    expect(heard.map((n) => n.title)).toEqual(['Your application was accepted']);
  });

  it('refuses: the applicant (403), a stranger (404), a second decision (409), an unknown decision (400), an unknown id (404)', async () => {
    const story = await applied();
    const stranger = await createUser(t.ctx, { roles: ['doctor'] });
    await expectRefused(
      await decide(story.applicationId, 'accepted', story.volunteer),
      403,
      CERTIFICATE_MESSAGES.onlyOwnerDecides,
    );
    await expectRefused(
      await decide(story.applicationId, 'accepted', stranger),
      404,
      CERTIFICATE_MESSAGES.applicationNotFound,
    );
    await expectRefused(
      await complete(story.applicationId, stranger),
      404,
      CERTIFICATE_MESSAGES.applicationNotFound,
    );
    expect((await decide(story.applicationId, 'maybe', story.owner)).statusCode).toBe(400);
    await expectRefused(
      await decide('not-a-uuid', 'accepted', story.owner),
      404,
      CERTIFICATE_MESSAGES.applicationNotFound,
    );
    await expectRefused(
      await decide('00000000-0000-4000-8000-000000000000', 'accepted', story.owner),
      404,
      CERTIFICATE_MESSAGES.applicationNotFound,
    );
    expect(
      (await call('PUT', `/donationRequestResponses/${story.applicationId}/complete`, null)).statusCode,
    ).toBe(401);

    // Completing a pending application is refused; so is a second decision.
    await expectRefused(
      await complete(story.applicationId, story.owner),
      409,
      CERTIFICATE_MESSAGES.notAccepted,
    );
    expect((await decide(story.applicationId, 'declined', story.owner)).json().data.status).toBe('declined');
    await expectRefused(
      await decide(story.applicationId, 'accepted', story.owner),
      409,
      CERTIFICATE_MESSAGES.notPending,
    );
    await expectRefused(
      await complete(story.applicationId, story.owner),
      409,
      CERTIFICATE_MESSAGES.notAccepted,
    );
    expect(await mine(story.volunteer)).toEqual([]);
  });

  it('completes only internships and volunteering', async () => {
    const story = await applied('career', 'Junior analyst');
    await decide(story.applicationId, 'accepted', story.owner);
    expect((await ownersView(story)).abilities).toEqual({
      canAccept: false,
      canDecline: false,
      canComplete: false,
    });
    await expectRefused(
      await complete(story.applicationId, story.owner),
      409,
      CERTIFICATE_MESSAGES.notCompletable,
    );
  });

  it('lets an administrator decide and complete', async () => {
    const story = await applied('internship', 'Summer internship in cardiology');
    const admin = await createAdmin(t.ctx);
    expect((await decide(story.applicationId, 'accepted', admin)).statusCode).toBe(200);
    expect((await complete(story.applicationId, admin)).json().data.status).toBe('completed');
    const [certificate] = await mine(story.volunteer);
    expect(certificate).toMatchObject({ kind: 'internship', title: 'Summer internship in cardiology' });
  });
});

describe('certificates', () => {
  it('completing issues one certificate in the same change, which its holder lists, downloads and anyone can check', async () => {
    const story = await applied('volunteering', 'Weekend blood drive');
    await decide(story.applicationId, 'accepted', story.owner);
    const done = await complete(story.applicationId, story.owner);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: CERTIFICATE_MESSAGES.completed,
      data: { status: 'completed', abilities: { canAccept: false, canDecline: false, canComplete: false } },
    });
    // Completing again is refused and issues nothing more.
    await expectRefused(
      await complete(story.applicationId, story.owner),
      409,
      CERTIFICATE_MESSAGES.notAccepted,
    );

    const list = await mine(story.volunteer);
    expect(list).toHaveLength(1);
    const [certificate] = list;
    const today = new Date().toISOString().slice(0, 10);
    expect(certificate).toEqual({
      _id: expect.stringMatching(CERTIFICATE_ID_PATTERN),
      kind: 'volunteering',
      recipientName: 'Asha Rao',
      title: 'Weekend blood drive',
      issuer: 'Ravi Menon',
      achievedOn: today,
      issuedAt: expect.any(String),
      revoked: false,
      verifyUrl: new URL(`/certificates/verify/${certificate._id}`, t.ctx.config.publicUrl).toString(),
      pdfUrl: `/certificates/${certificate._id}/pdf`,
    });

    // The PDF: A4 landscape, the name, what for, the date, the issuer, the id and the link.
    const pdf = await call('GET', `/certificates/${certificate._id}/pdf`, story.volunteer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="carenet-certificate-${certificate._id}.pdf"`,
    );
    const { pages } = await readPdf(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0].size[0]).toBeCloseTo(841.89, 1);
    expect(pages[0].size[1]).toBeCloseTo(595.28, 1);
    const text = pages[0].text.join('\n');
    const [year, , day] = today.split('-');
    const printedDay = `${day}-${new Date(`${today}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}-${year}`;
    for (const expected of [
      'Certificate of Volunteering',
      'Asha Rao',
      'Weekend blood drive',
      `Volunteering · ${printedDay}`,
      'Issued by Ravi Menon',
      `Verification id: ${certificate._id}`,
      certificate.verifyUrl,
    ])
      expect(text).toContain(expected);

    // The public check, signed out.
    const check = await call('GET', `/certificates/verify/${certificate._id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      _id: certificate._id,
      recipientName: 'Asha Rao',
      title: 'Weekend blood drive',
      kind: 'volunteering',
      achievedOn: today,
      issuer: 'Ravi Menon',
      status: 'valid',
    });
    // Typed in lower case, it is the same certificate.
    expect((await call('GET', `/certificates/verify/${certificate._id.toLowerCase()}`)).statusCode).toBe(200);

    // Activity log: the issue (by the owner who completed it) and the download (by the holder).
    expect(await logOf(certificate._id)).toEqual([
      ['Account', 'certificate.issued', story.owner.user.id],
      ['Account', 'certificate.downloaded', story.volunteer.user.id],
    ]);
    expect(await logOf(story.requestId)).toEqual(
      expect.arrayContaining([
        ['Donation Request', 'application.decided', story.owner.user.id],
        ['Donation Request', 'application.completed', story.owner.user.id],
      ]),
    );
    // The volunteer is told where to download it.
    await t.ctx.events.settled();
    const [ready] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, story.volunteer.user.id),
          eq(notifications.event, 'application.completed'),
        ),
      );
    expect(ready).toMatchObject({ title: 'Your certificate is ready', link: '/downloads/myCertificates' });
  });

  it('names the facility as issuer when the request belongs to one', async () => {
    const story = await applied();
    const org = await createOrganization(t.ctx, story.owner, { orgName: 'Sunrise Clinic' });
    // The request is the facility's.
    await t.ctx.db.execute(
      sql`update donation_requests set org_id = ${org.id} where id = ${story.requestId}`,
    );
    await decide(story.applicationId, 'accepted', story.owner);
    await complete(story.applicationId, story.owner);
    expect((await mine(story.volunteer))[0].issuer).toBe('Sunrise Clinic');
  });

  it('answers 404 with the same message for unknown, malformed and other people’s certificates', async () => {
    const story = await applied();
    await decide(story.applicationId, 'accepted', story.owner);
    await complete(story.applicationId, story.owner);
    const [certificate] = await mine(story.volunteer);

    for (const id of ['CN-AAAAAAAAAAAA', 'nonsense', '%27%20or%201%3D1'])
      await expectRefused(
        await call('GET', `/certificates/verify/${id}`),
        404,
        CERTIFICATE_MESSAGES.notFound,
      );

    // Not the holder: the request's owner, an administrator, a stranger; and signed out.
    for (const someone of [story.owner, await createAdmin(t.ctx), await createUser(t.ctx)])
      await expectRefused(
        await call('GET', `/certificates/${certificate._id}/pdf`, someone),
        404,
        CERTIFICATE_MESSAGES.notFound,
      );
    expect((await call('GET', `/certificates/${certificate._id}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/certificates/mine')).statusCode).toBe(401);
    expect(await logOf(certificate._id)).toEqual([['Account', 'certificate.issued', story.owner.user.id]]);
  });

  it('says revoked for a revoked certificate', async () => {
    const story = await applied();
    await decide(story.applicationId, 'accepted', story.owner);
    await complete(story.applicationId, story.owner);
    const [certificate] = await mine(story.volunteer);
    await t.ctx.db
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(eq(certificates.id, certificate._id));
    expect((await call('GET', `/certificates/verify/${certificate._id}`)).json().data.status).toBe('revoked');
    expect((await mine(story.volunteer))[0].revoked).toBe(true);
  });

  it('completes a guest’s application without a certificate: a certificate needs an account to hold it', async () => {
    const owner = await createUser(t.ctx, { roles: ['doctor'] });
    const request = await createRequest(t.ctx, owner, { requestType: 'volunteering', title: 'Guest help' });
    const [guest] = await t.ctx.db
      .insert(donationRequestResponses)
      .values({
        requestId: request.id,
        userId: null,
        requestType: 'volunteering',
        participantFirstName: 'Gita',
        participantLastName: 'Guest',
        participantEmailAddress: 'gita.guest@example.com',
        confirmedAt: new Date(),
      })
      .returning();
    await decide(guest.id, 'accepted', owner);
    const done = await complete(guest.id, owner);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    const issued = await t.ctx.db
      .select()
      .from(certificates)
      .where(inArray(certificates.sourceId, [guest.id]));
    expect(issued).toEqual([]);
  });

  it('puts the certificate and the application’s decision in the holder’s data export', async () => {
    const story = await applied();
    await decide(story.applicationId, 'accepted', story.owner);
    await complete(story.applicationId, story.owner);
    const [certificate] = await mine(story.volunteer);
    const res = await call('GET', `/user/${story.volunteer.user.id}/export`, story.volunteer);
    expect(res.statusCode).toBe(200);
    const archive = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(archive[EXPORT_ARCHIVE.data])) as {
      certificates: unknown[];
      applications: unknown[];
    };
    expect(data.certificates).toEqual([
      expect.objectContaining({ id: certificate._id, title: 'Weekend blood drive', revokedAt: null }),
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({ id: story.applicationId, status: 'completed' }),
    ]);
  });

  it('deletes a certificate with its holder’s erased account: the public check no longer finds it', async () => {
    const story = await applied();
    await decide(story.applicationId, 'accepted', story.owner);
    await complete(story.applicationId, story.owner);
    const [certificate] = await mine(story.volunteer);
    const erased = await call('POST', '/disband/user', story.volunteer, {
      password: story.volunteer.password,
    });
    expect(erased.statusCode).toBe(200);
    await expectRefused(
      await call('GET', `/certificates/verify/${certificate._id}`),
      404,
      CERTIFICATE_MESSAGES.notFound,
    );
  });
});
