import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROFILE_VERIFICATION,
  VERIFICATION_MESSAGES,
  type MyVerificationDto,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { FakeUpload } from '../../../test/FakeUpload';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { verificationRoutes } from '../routes';
import { VerificationPage } from './VerificationPage';

beforeEach(() => FakeUpload.install());
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ORG_ID = '7b0c5a7e-8f0e-4a53-9a55-2b1d0c6f1a11';

const submission = (overrides: Partial<VerificationSubmissionDto> = {}): VerificationSubmissionDto => ({
  _id: 's-1',
  kind: 'doctor',
  status: 'rejected',
  userId: 'u-1',
  applicantName: 'Asha Rao',
  applicantEmail: 'asha@example.com',
  orgId: null,
  orgName: null,
  registrationNumber: 'KMC-12345',
  authority: 'Karnataka Medical Council',
  registrationYear: 2012,
  qualifications: ['MBBS'],
  specialties: ['Cardiology'],
  documents: [],
  reason: 'The certificate is not readable',
  submittedAt: '2030-01-01T09:00:00.000Z',
  decidedAt: '2030-01-02T09:00:00.000Z',
  ...overrides,
});

const mine = (overrides: Partial<MyVerificationDto> = {}): MyVerificationDto => ({
  kind: 'doctor',
  status: PROFILE_VERIFICATION.notSubmitted,
  label: 'Not submitted',
  latest: null,
  canSubmit: true,
  ...overrides,
});

/** Answers GET /verification with `verification` and a submission with what was sent. */
const verificationApi = (verification: MyVerificationDto) =>
  mockApi(({ method, body }) =>
    method === 'POST'
      ? ok(submission({ ...(body as object), status: 'pending' }), VERIFICATION_MESSAGES.submitted, 201)
      : ok(verification),
  );

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.method === 'POST');

/** Picks a PDF for the documents field and lets the upload succeed. */
async function uploadDocument(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['%PDF-1.7'], name, { type: 'application/pdf' }));
  await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
  const [upload] = FakeUpload.instances;
  expect(upload.url).toBe('/api/v1/verification/documents');
  act(() =>
    upload.respond(201, {
      status: 'success',
      statusCode: 201,
      message: 'OK',
      data: { key: 'doc-1', name, contentType: 'application/pdf', url: '/files/doc-1' },
    }),
  );
  expect(await screen.findByText(name)).toBeTruthy();
}

describe('VerificationPage', () => {
  it('takes a doctor’s details typed into every field with a document, and sends them for review', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = verificationApi(mine());
    renderPage(<VerificationPage kind="doctor" />, '/profileverification');
    expect(await screen.findByRole('heading', { name: 'Profile verification' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /^Registration number/ }), 'KMC-12345');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Medical council/ }),
      'Karnataka Medical Council',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Year of registration/ }), '2012');
    await userEvent.type(screen.getByRole('textbox', { name: /^Qualifications/ }), 'MBBS{Enter}MD{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: /^Specialties/ }), 'Cardiology{Enter}');
    await uploadDocument('Council certificate.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText(VERIFICATION_MESSAGES.submitted)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        path: '/verification',
        method: 'POST',
        body: {
          kind: 'doctor',
          registrationNumber: 'KMC-12345',
          authority: 'Karnataka Medical Council',
          registrationYear: 2012,
          qualifications: ['MBBS', 'MD'],
          specialties: ['Cardiology'],
          documentKeys: ['doc-1'],
        },
      },
    ]);
  });

  it('shows what is missing beside each field and sends nothing', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = verificationApi(mine());
    renderPage(<VerificationPage kind="doctor" />, '/profileverification');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));

    for (const message of [
      VERIFICATION_MESSAGES.registrationNumberRequired,
      VERIFICATION_MESSAGES.authorityRequired,
      VERIFICATION_MESSAGES.registrationYearInvalid,
      VERIFICATION_MESSAGES.qualificationsRequired,
      VERIFICATION_MESSAGES.specialtiesRequired,
      VERIFICATION_MESSAGES.documentRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /^Registration number/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(posts(fetchMock)).toEqual([]);
    expect(FakeUpload.instances).toEqual([]);
  });

  it('refuses a document of another type before uploading it', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    verificationApi(mine());
    renderPage(<VerificationPage kind="doctor" />, '/profileverification');
    await screen.findByRole('button', { name: 'Submit for review' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe'), { applyAccept: false });
    expect(await screen.findByText(/Please upload a PDF, a Word document/)).toBeTruthy();
    expect(FakeUpload.instances).toEqual([]);
  });

  it('shows a rejection with its details ready to correct and send again', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    verificationApi(mine({ status: PROFILE_VERIFICATION.rejected, label: 'Rejected', latest: submission() }));
    renderPage(<VerificationPage kind="doctor" />, '/profileverification');
    expect(await screen.findByRole('heading', { name: 'Submit again' })).toBeTruthy();
    expect(screen.getByText(/The certificate is not readable/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Registration number/ }).value).toBe(
      'KMC-12345',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Year of registration/ }).value).toBe(
      '2012',
    );
  });

  it('offers no form while the details are under review', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    verificationApi(
      mine({
        status: PROFILE_VERIFICATION.pending,
        label: 'Pending',
        latest: submission({ status: 'pending', reason: null, decidedAt: null }),
        canSubmit: false,
      }),
    );
    renderPage(<VerificationPage kind="doctor" />, '/profileverification');
    expect(await screen.findByRole('heading', { name: 'Profile verification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a facility only for the registration and documents of the facility it names', async () => {
    sessionStore.signIn(makeUser(['facilities']));
    const fetchMock = verificationApi(mine({ kind: 'organization' }));
    renderPage(<VerificationPage kind="organization" />, `/organizationVerification?orgId=${ORG_ID}`);
    expect(await screen.findByRole('heading', { name: 'Organization verification' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Year of registration/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Qualifications/ })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: /^Registration number/ }), 'HOSP-77');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Registering authority/ }),
      'State Health Department',
    );
    await uploadDocument('Registration.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(posts(fetchMock).map((call) => call.body)).toEqual([
        {
          kind: 'organization',
          orgId: ORG_ID,
          registrationNumber: 'HOSP-77',
          authority: 'State Health Department',
          documentKeys: ['doc-1'],
        },
      ]),
    );
    expect(apiCalls(fetchMock)[0].path).toBe('/verification');
  });

  it('asks to open the page from a facility when none is named, and asks the API nothing', async () => {
    sessionStore.signIn(makeUser(['facilities']));
    const fetchMock = verificationApi(mine());
    renderPage(<VerificationPage kind="organization" />, '/organizationVerification');
    expect(await screen.findByText('Choose a facility')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('says there is nothing to verify when the API knows no verification for the caller', async () => {
    sessionStore.signIn(makeUser(['facilities']));
    mockApi(() => ({ status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } }));
    renderPage(<VerificationPage kind="organization" />, `/organizationVerification?orgId=${ORG_ID}`);
    expect(await screen.findByText('Nothing to verify here')).toBeTruthy();
  });

  it('is refused to a patient on the doctor’s verification route, who is asked nothing', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = verificationApi(mine());
    renderRoutes(verificationRoutes, '/profileverification');
    expect(await screen.findByText('Profile verification is for doctors')).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
