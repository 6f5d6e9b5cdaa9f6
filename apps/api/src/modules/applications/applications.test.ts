import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  RESUME_MAX_BYTES,
  UPLOAD_MESSAGES,
  type ApplicationDto,
  type RequestAbilities,
  type RequestType,
} from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  docBytes,
  docxBytes,
  multipartFile,
  multipartFiles,
  pdfBytes,
  pngBytes,
  rtfBytes,
} from '../../../test/documents';
import { createAdmin, createRequest, createUser, uniqueEmail, type TestUser } from '../../../test/factories';
import { files } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let applicant: TestUser;
const events: DomainEvent[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'carenet-applications-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  t.ctx.events.on('application.received', (event) => {
    events.push(event);
  });
  owner = await createUser(t.ctx, { roles: ['doctor'] });
  applicant = await createUser(t.ctx, { roles: ['patient'] });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const communityRequest = (requestType: RequestType, overrides = {}) =>
  createRequest(t.ctx, owner, { requestType, title: `A ${requestType} request`, ...overrides });

const apply = (body: Record<string, unknown>, user: TestUser | null = applicant) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/donationRequestResponses',
    headers: user?.auth ?? {},
    payload: body,
  });

const uploadResume = (
  filename: string,
  bytes: Buffer,
  user: TestUser | null = applicant,
  field = 'resume',
) => {
  const form = multipartFile(field, filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/donationRequestResponses/resume',
    headers: { ...(user?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
};

async function uploadedKey(
  user: TestUser = applicant,
  filename = 'cv.pdf',
  bytes = pdfBytes(),
): Promise<string> {
  const res = await uploadResume(filename, bytes, user);
  expect(res.statusCode).toBe(201);
  return res.json().data.key as string;
}

const profileFields = {
  participantName: { first_name: 'Asha', last_name: 'Rao' },
  participantEmailAddress: 'Asha.Rao@Example.com',
  participantPhone: '+919876543210',
  participantOccupation: 'Student',
  participantGender: 'f',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  address: '12 MG Road',
};

const audioRoomFields = {
  participantName: { first_name: 'Ravi', last_name: 'Kumar' },
  participantEmailAddress: 'ravi@example.com',
  participantAudioRoomUrl: 'https://rooms.example.com/r/abc123',
};

const applicantsOf = (res: { json<T>(): T }) =>
  res.json<{ data: ApplicationDto[] }>().data.map((application) => application.user_info?._id);

/** The abilities the request's DTO carries for this viewer (null: signed out). */
async function abilitiesAs(requestId: string, viewer: TestUser | null): Promise<RequestAbilities> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/donationRequest/${requestId}`,
    headers: viewer?.auth ?? {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { abilities: RequestAbilities } }>().data.abilities;
}

const getFile = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

describe('POST /donationRequestResponses: internship and volunteering (docs/validation-and-limits.md Apply form)', () => {
  it('applies with a resume and answers docs/api-contract.md#messages message and docs/api-contract.md#entities-and-field-names fields', async () => {
    const request = await communityRequest('internship');
    const resume = await uploadedKey();
    const res = await apply({ donationRequestId: request.id, ...profileFields, resume });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Successfully applied for internship request',
    });
    expect(body.data).toMatchObject({
      donation_request_info: { _id: request.id, title: request.title, request_type: 'internship' },
      user_info: { _id: applicant.user.id },
      request_type: 'internship',
      participantName: { first_name: 'Asha', last_name: 'Rao' },
      participantEmailAddress: 'asha.rao@example.com',
      participantPhone: '+919876543210',
      participantOccupation: 'Student',
      participantGender: 'f',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      address: '12 MG Road',
      participantResumeDownloadUrl: `/files/${resume}`,
      participantResumeName: 'cv.pdf',
      participantAudioRoomUrl: null,
    });
    await t.ctx.events.settled();
    expect(events.find((event) => event.data?.applicationId === body.data._id)).toMatchObject({
      type: 'application.received',
      actorId: applicant.user.id,
      subjectType: 'donationRequest',
      subjectId: request.id,
      data: { requestType: 'internship', requestOwnerId: owner.user.id },
    });
  });

  it('applies to volunteering without a resume (recommended, not required), by the request name too', async () => {
    const request = await communityRequest('volunteering');
    const res = await apply({ donationRequestId: request.name, ...profileFields });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully applied for Volunteering request');
    expect(res.json().data.participantResumeDownloadUrl).toBeNull();
  });

  it('uses the same form, with a message in the same style, for the other community types', async () => {
    const career = await communityRequest('career');
    const res = await apply({ donationRequestId: career.id, ...profileFields });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully applied for Career request');
  });

  const missing: [string, (body: Record<string, unknown>) => void, string][] = [
    ['first name', (b) => (b.participantName = { last_name: 'Rao' }), 'Please enter First Name'],
    [
      'blank first name',
      (b) => (b.participantName = { first_name: '  ', last_name: 'Rao' }),
      'Please enter First Name',
    ],
    [
      'last name',
      (b) => (b.participantName = { first_name: 'Asha', last_name: '' }),
      'Please enter Last Name',
    ],
    ['the whole name', (b) => delete b.participantName, 'Please enter First Name'],
    ['email', (b) => delete b.participantEmailAddress, 'Please enter Email'],
    ['occupation', (b) => (b.participantOccupation = ''), 'Please enter Occupation'],
    ['country', (b) => delete b.country, 'Please Select your Location'],
    ['state', (b) => (b.state = ''), 'Please Select your Location'],
    ['city', (b) => delete b.city, 'Please Select your Location'],
    [
      'a valid email',
      (b) => (b.participantEmailAddress = 'not-an-email'),
      'Please enter a valid email address.',
    ],
    ['a valid phone', (b) => (b.participantPhone = '12'), 'Please enter a valid phone number'],
  ];
  it.each(missing)('without %s answers 400 with the SPEC message', async (_what, change, message) => {
    const request = await communityRequest('internship');
    const body: Record<string, unknown> = { donationRequestId: request.id, ...profileFields };
    change(body);
    const res = await apply(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, message });
  });

  it('lists every missing field at once', async () => {
    const request = await communityRequest('volunteering');
    const res = await apply({ donationRequestId: request.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter First Name');
    expect(res.json().errors).toEqual([
      { path: 'participantName', message: 'Please enter First Name' },
      { path: 'participantEmailAddress', message: 'Please enter Email' },
      { path: 'participantOccupation', message: 'Please enter Occupation' },
      { path: 'country', message: 'Please Select your Location' },
      { path: 'state', message: 'Please Select your Location' },
      { path: 'city', message: 'Please Select your Location' },
    ]);
  });
});

describe('POST /donationRequestResponses: homework help (docs/validation-and-limits.md)', () => {
  it('applies with an audio room link', async () => {
    const request = await communityRequest('homeworkHelp');
    const res = await apply({ donationRequestId: request.id, ...audioRoomFields });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully applied for Homework help');
    expect(res.json().data).toMatchObject({
      request_type: 'homeworkHelp',
      participantName: { first_name: 'Ravi', last_name: 'Kumar' },
      participantAudioRoomUrl: 'https://rooms.example.com/r/abc123',
      participantOccupation: null,
      participantResumeDownloadUrl: null,
    });
  });

  it.each([
    ['no link', { participantAudioRoomUrl: undefined }, 'Please paste your audio room link'],
    ['a blank link', { participantAudioRoomUrl: ' ' }, 'Please paste your audio room link'],
    [
      'a link that is not a web address',
      { participantAudioRoomUrl: 'ftp://x.example' },
      APPLICATION_MESSAGES.audioRoomLinkInvalid,
    ],
    ['no first name', { participantName: { last_name: 'Kumar' } }, 'Please enter First Name'],
    ['no last name', { participantName: { first_name: 'Ravi' } }, 'Please enter Last Name'],
    ['no email', { participantEmailAddress: '' }, 'Please enter Email'],
  ])('with %s answers 400 with the SPEC message', async (_what, change, message) => {
    const request = await communityRequest('homeworkHelp');
    const res = await apply({ donationRequestId: request.id, ...audioRoomFields, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('does not ask homework helpers for occupation or location', async () => {
    const request = await communityRequest('homeworkHelp');
    const res = await apply({ donationRequestId: request.id, ...audioRoomFields });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /donationRequestResponses: who may apply to what', () => {
  it('refuses a request type nobody applies to as the apply rule does: a 409 with a clear message', async () => {
    const campaign = await createRequest(t.ctx, owner, { requestType: 'talhospitals' });
    const res = await apply({ donationRequestId: campaign.id, ...profileFields });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPLICATION_MESSAGES.notCommunityRequest);
    expect((await abilitiesAs(campaign.id, applicant)).apply).toBe(false);
  });

  it('answers 404 for a request the caller may not see (private, pending, or a patient’s)', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const hidden = [
      await communityRequest('internship', { isPrivate: true }),
      await communityRequest('internship', { status: 0 }),
      await createRequest(t.ctx, patient, { requestType: 'internship' }),
      { id: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const request of hidden) {
      const res = await apply({ donationRequestId: request.id, ...profileFields });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses the request’s own creator, and a request no longer approved', async () => {
    const request = await communityRequest('internship');
    const own = await apply({ donationRequestId: request.id, ...profileFields }, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(APPLICATION_MESSAGES.ownRequest);

    const fulfilled = await communityRequest('volunteering', { status: 2 });
    const res = await apply({ donationRequestId: fulfilled.id, ...profileFields });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPLICATION_MESSAGES.requestNotOpen);
  });

  it('takes a resume only once, and only its uploader’s', async () => {
    const first = await communityRequest('internship');
    const second = await communityRequest('internship');
    const resume = await uploadedKey();
    expect((await apply({ donationRequestId: first.id, ...profileFields, resume })).statusCode).toBe(201);
    const reused = await apply({ donationRequestId: second.id, ...profileFields, resume });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: APPLICATION_MESSAGES.resumeNotFound,
      errors: [{ path: 'resume', message: APPLICATION_MESSAGES.resumeNotFound }],
    });

    const someoneElse = await createUser(t.ctx);
    const theirs = await uploadedKey(someoneElse);
    const stolen = await apply({ donationRequestId: second.id, ...profileFields, resume: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(APPLICATION_MESSAGES.resumeNotFound);
    const unknown = await apply({
      donationRequestId: second.id,
      ...profileFields,
      resume: 'resume/2025/01/nope.pdf',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('applying and reading applications answer as the request’s abilities say (refuseApply, refuseReadApplications)', () => {
  /** The viewers of the table: the creator, a stranger patient, a verified doctor, an administrator, a guest. */
  async function viewers(): Promise<[string, TestUser | null][]> {
    return [
      ['owner', owner],
      ['stranger patient', await createUser(t.ctx, { roles: ['patient'] })],
      ['verified doctor', await createUser(t.ctx, { roles: ['doctor'] })],
      ['admin', await createAdmin(t.ctx)],
      ['signed out', null],
    ];
  }

  /** A guest applies with an address of their own; the rest of the form is the same for everyone. */
  const applyAs = (requestId: string, user: TestUser | null) =>
    apply(
      {
        donationRequestId: requestId,
        ...profileFields,
        ...(user ? {} : { participantEmailAddress: uniqueEmail('guest') }),
      },
      user,
    );

  it.each([
    ['an open internship', 'internship', 1],
    ['a fulfilled volunteering request', 'volunteering', 2],
    ['a campaign nobody applies to', 'talhospitals', 1],
  ] as const)(
    'POST is refused exactly where abilities.apply is false, on %s',
    async (_, requestType, status) => {
      const request = await communityRequest(requestType, { status });
      for (const [who, viewer] of await viewers()) {
        const ability = (await abilitiesAs(request.id, viewer)).apply;
        const res = await applyAs(request.id, viewer);
        expect({ who, refused: res.statusCode >= 400 }).toEqual({ who, refused: !ability });
      }
    },
  );

  it('a refusal answers with the rule’s status and message: 403 to the creator, 409 to a closed request', async () => {
    const open = await communityRequest('internship');
    const own = await applyAs(open.id, owner);
    expect([own.statusCode, own.json().message]).toEqual([403, APPLICATION_MESSAGES.ownRequest]);
    const closed = await communityRequest('internship', { status: 2 });
    for (const [, viewer] of await viewers()) {
      if (viewer === owner) continue;
      const res = await applyAs(closed.id, viewer);
      expect([res.statusCode, res.json().message]).toEqual([409, APPLICATION_MESSAGES.requestNotOpen]);
    }
  });

  it('GET lists every application exactly to whom abilities.readApplications is true, others their own', async () => {
    const request = await communityRequest('volunteering');
    const someone = await createUser(t.ctx, { roles: ['patient'] });
    expect((await applyAs(request.id, someone)).statusCode).toBe(201);
    for (const [who, viewer] of await viewers()) {
      const ability = (await abilitiesAs(request.id, viewer)).readApplications;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/donationRequestResponses?donationRequestId=${request.id}`,
        headers: viewer?.auth ?? {},
      });
      const readsAll = res.statusCode === 200 && applicantsOf(res).includes(someone.user.id);
      expect({ who, readsAll }).toEqual({ who, readsAll: ability });
    }
  });
});

describe('POST /donationRequestResponses/resume: DOC, DOCX, PDF or RTF up to 2 MB, by content', () => {
  it.each([
    ['cv.pdf', pdfBytes(), 'application/pdf'],
    ['CV.DOCX', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.rtf', rtfBytes(), 'application/rtf'],
    ['cv.doc', docBytes(), 'application/msword'],
  ])('accepts a real %s', async (filename, bytes, contentType) => {
    const res = await uploadResume(filename, bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: APPLICATION_MESSAGES.resumeUploaded,
      data: { name: filename, contentType, size: bytes.length },
    });
    const { key, url } = res.json().data as { key: string; url: string };
    expect(key).toMatch(
      new RegExp(`^resume/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${path.extname(filename).slice(1).toLowerCase()}$`),
    );
    expect(url).toBe(`/files/${key}`);
  });

  it('refuses a PNG named .pdf, and other types', async () => {
    for (const [filename, bytes] of [
      ['cv.pdf', pngBytes()],
      ['cv.png', pngBytes()],
      ['cv.txt', Buffer.from('plain text resume')],
      ['cv.doc', docBytes('Workbook')],
    ] as const) {
      const res = await uploadResume(filename, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: APPLICATION_MESSAGES.resumeWrongType,
        errors: [{ path: 'resume', message: APPLICATION_MESSAGES.resumeWrongType }],
      });
    }
  });

  it('refuses a real document whose name claims another type', async () => {
    for (const [filename, bytes] of [
      ['cv.doc', pdfBytes()],
      ['cv.pdf', docxBytes()],
      ['cv', rtfBytes()],
    ] as const) {
      const res = await uploadResume(filename, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.resumeNameMismatch);
    }
  });

  it('refuses a file over 2 MB with a clear message, and takes one of exactly 2 MB', async () => {
    const padded = (size: number) =>
      Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);
    const tooBig = await uploadResume('big.pdf', padded(RESUME_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      status: 'error',
      statusCode: 413,
      message: 'The resume is larger than 2 MB. Please upload a smaller file.',
    });
    const exact = await uploadResume('exact.pdf', padded(RESUME_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a PDF cut short before its end marker, and two files in one request, storing nothing', async () => {
    const uploader = await createUser(t.ctx, { roles: ['patient'] });
    const pdf = pdfBytes();
    const cut = await uploadResume('cv.pdf', pdf.subarray(0, pdf.indexOf('%%EOF')), uploader);
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      message: APPLICATION_MESSAGES.resumeUnreadable,
      errors: [{ path: 'resume', message: APPLICATION_MESSAGES.resumeUnreadable }],
    });

    const form = multipartFiles([
      { field: 'resume', filename: 'cv.pdf', bytes: pdfBytes('Asha') },
      { field: 'resume', filename: 'cv.docx', bytes: docxBytes('Asha') },
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donationRequestResponses/resume',
      headers: { ...uploader.auth, ...form.headers },
      payload: form.payload,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({
      message: UPLOAD_MESSAGES.oneFileAtATime,
      errors: [{ path: 'resume', message: UPLOAD_MESSAGES.oneFileAtATime }],
    });
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, uploader.user.id))).toEqual([]);
  });

  it('needs a signed-in caller, a multipart body and the resume field', async () => {
    expect((await uploadResume('cv.pdf', pdfBytes(), null)).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donationRequestResponses/resume',
      headers: applicant.auth,
      payload: { resume: 'cv.pdf' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(APPLICATION_MESSAGES.resumeNotMultipart);
    const wrongField = await uploadResume('cv.pdf', pdfBytes(), applicant, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please select a file to upload');
  });
});

describe('GET /files/<key>: a resume is served to its applicant, the request owner and administrators', () => {
  it('serves the bytes to those allowed and a 404 to everyone else', async () => {
    const request = await communityRequest('internship');
    const resume = await uploadedKey(applicant, 'Asha Rao CV.pdf', pdfBytes('Asha'));
    const url = `/files/${resume}`;
    const stranger = await createUser(t.ctx, { roles: ['doctor'] });

    // Before it is sent, only its uploader (and administrators) can read it.
    expect((await getFile(url, owner)).statusCode).toBe(404);
    expect((await apply({ donationRequestId: request.id, ...profileFields, resume })).statusCode).toBe(201);

    for (const reader of [
      applicant,
      owner,
      await createAdmin(t.ctx),
      await createUser(t.ctx, { roles: ['superAdmin'] }),
    ]) {
      const res = await getFile(url, reader);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(pdfBytes('Asha'));
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Asha Rao CV.pdf"; filename*=UTF-8''Asha%20Rao%20CV.pdf`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    for (const reader of [stranger, undefined]) {
      const res = await getFile(url, reader);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 404 });
    }
    expect((await getFile('/files/resume/2025/01/unknown.pdf', applicant)).statusCode).toBe(404);
    expect((await getFile('/files/../../etc/passwd', applicant)).statusCode).toBe(404);
  });

  it('stores the bytes under DATA_DIR/uploads with the local driver', async () => {
    const key = await uploadedKey();
    const stored = await t.ctx.storage.get(key);
    expect(stored).not.toBeNull();
    expect(t.ctx.storage.driver).toBe('local');
    stored?.destroy();
  });
});

describe('GET /donationRequestResponses', () => {
  it('shows the request owner and administrators every application, an applicant their own', async () => {
    const request = await communityRequest('volunteering');
    const other = await createUser(t.ctx, { roles: ['patient'] });
    expect((await apply({ donationRequestId: request.id, ...profileFields })).statusCode).toBe(201);
    expect((await apply({ donationRequestId: request.id, ...profileFields }, other)).statusCode).toBe(201);
    const list = (user: TestUser | null, query = `?donationRequestId=${request.id}`) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/donationRequestResponses${query}`,
        headers: user?.auth ?? {},
      });

    for (const reader of [owner, await createAdmin(t.ctx)]) {
      const res = await list(reader);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalCountOfRecords).toBe(2);
      expect(applicantsOf(res)).toEqual([other.user.id, applicant.user.id]);
    }
    const own = await list(other);
    expect(own.json().totalCountOfRecords).toBe(1);
    expect(own.json().data[0].user_info._id).toBe(other.user.id);

    const bystander = await list(await createUser(t.ctx, { roles: ['patient'] }));
    expect(bystander.statusCode).toBe(200);
    expect(bystander.json()).toMatchObject({ data: [], totalCountOfRecords: 0 });

    const paged = await list(owner, `?donationRequestId=${request.id}&limit=1&offset=1`);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().totalCountOfRecords).toBe(2);

    const mine = await list(other, '');
    expect(applicantsOf(mine).every((id) => id === other.user.id)).toBe(true);

    expect((await list(null)).statusCode).toBe(401);
  });

  it('answers 404 for a request the caller may not see', async () => {
    const hidden = await communityRequest('internship', { isPrivate: true });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/donationRequestResponses?donationRequestId=${hidden.id}`,
      headers: applicant.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('lists the application, resume, comment and file routes with their schemas', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    }>().paths;
    expect(paths['/api/v1/donationRequestResponses']?.post?.requestBody).toBeDefined();
    expect(paths['/api/v1/donationRequestResponses']?.get?.parameters?.length).toBeGreaterThan(0);
    expect(paths['/api/v1/donationRequestResponses/resume']?.post).toBeDefined();
    expect(paths['/api/v1/donationRequest/{id}/comments']?.get?.parameters?.length).toBeGreaterThan(0);
    expect(paths['/api/v1/donationRequest/{id}/comments']?.post?.requestBody).toBeDefined();
    expect(paths['/api/v1/comments/{id}']?.put?.requestBody).toBeDefined();
    expect(paths['/api/v1/comments/{id}']?.delete).toBeDefined();
    expect(paths['/api/v1/comments/{id}/like']?.post).toBeDefined();
    expect(Object.keys(paths).some((route) => route.startsWith('/files/'))).toBe(true);
  });
});
