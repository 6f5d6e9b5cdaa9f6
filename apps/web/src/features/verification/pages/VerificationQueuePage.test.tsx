import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFICATION_MESSAGES, type VerificationSubmissionDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, queriesTo, renderPage, renderRoutes } from '../../../test/utils';
import { verificationRoutes } from '../routes';
import { VerificationQueuePage } from './VerificationQueuePage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const submission = (overrides: Partial<VerificationSubmissionDto> = {}): VerificationSubmissionDto => ({
  _id: 's-1',
  kind: 'doctor',
  status: 'pending',
  userId: 'u-2',
  applicantName: 'Dr Meera Shah',
  applicantEmail: 'meera@example.com',
  orgId: null,
  orgName: null,
  registrationNumber: 'KMC-12345',
  authority: 'Karnataka Medical Council',
  registrationYear: 2012,
  qualifications: ['MBBS', 'MD'],
  specialties: ['Cardiology'],
  documents: [
    { key: 'doc-1', name: 'Council certificate.pdf', contentType: 'application/pdf', url: '/files/doc-1' },
  ],
  reason: null,
  submittedAt: '2030-01-01T09:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const list = (items: VerificationSubmissionDto[]) => ({
  body: { status: 'success', statusCode: 200, message: 'OK', data: items, totalCountOfRecords: items.length },
});

/** The queue answers `pending` with `items` and other states with nothing; decisions echo the submission. */
const queueApi = (items: VerificationSubmissionDto[]) =>
  mockApi(({ method, path, url }) => {
    if (method === 'POST' && path.endsWith('/approve'))
      return ok(submission({ status: 'verified' }), VERIFICATION_MESSAGES.approved);
    if (method === 'POST') return ok(submission({ status: 'rejected' }), VERIFICATION_MESSAGES.rejected);
    return list(url.searchParams.get('status') === 'pending' ? items : []);
  });

const decisions = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.method === 'POST');

const card = () => screen.findByRole('article', { name: 'Submission of Dr Meera Shah' });

describe('VerificationQueuePage', () => {
  it('shows a pending submission with its details and documents, and approves it', async () => {
    const fetchMock = queueApi([submission()]);
    renderPage(<VerificationQueuePage />, '/admin/verifications');
    const article = await card();
    expect(within(article).getByText('KMC-12345')).toBeTruthy();
    expect(within(article).getByText('Karnataka Medical Council')).toBeTruthy();
    expect(within(article).getByText('MBBS, MD')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Council certificate.pdf' })).toBeTruthy();
    expect(queriesTo(fetchMock, '/verification/queue')[0]).toEqual({
      status: 'pending',
      limit: '10',
      offset: '0',
    });
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(within(article).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Dr Meera Shah: ${VERIFICATION_MESSAGES.approved}`)).toBeTruthy();
    expect(decisions(fetchMock)).toEqual([
      { path: '/verification/s-1/approve', method: 'POST', body: undefined },
    ]);
  });

  it('asks for the reason of a rejection in a dialog, and sends what is typed', async () => {
    const fetchMock = queueApi([submission()]);
    renderPage(<VerificationQueuePage />, '/admin/verifications');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Dr Meera Shah’s submission' });
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.reasonRequired)).toBeTruthy();
    expect(decisions(fetchMock)).toEqual([]);

    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await userEvent.type(reason, 'The certificate is not readable');
    // Typing clears the complaint at once.
    expect(within(dialog).queryByText(VERIFICATION_MESSAGES.reasonRequired)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(`Dr Meera Shah: ${VERIFICATION_MESSAGES.rejected}`)).toBeTruthy();
    expect(decisions(fetchMock)).toEqual([
      {
        path: '/verification/s-1/reject',
        method: 'POST',
        body: { reason: 'The certificate is not readable' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s refusal when the submission was already reviewed', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: { status: 'error', statusCode: 409, message: VERIFICATION_MESSAGES.alreadyDecided },
          }
        : list([submission()]),
    );
    renderPage(<VerificationQueuePage />, '/admin/verifications');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Not readable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(VERIFICATION_MESSAGES.alreadyDecided)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says nobody is waiting, and shows each state’s own submissions', async () => {
    const rejected = submission({
      status: 'rejected',
      reason: 'The certificate is not readable',
      decidedAt: '2030-01-02T09:00:00.000Z',
    });
    const fetchMock = mockApi(({ url }) =>
      list(url.searchParams.get('status') === 'rejected' ? [rejected] : []),
    );
    renderPage(<VerificationQueuePage />, '/admin/verifications');
    expect(await screen.findByText('Nobody is waiting for review.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Verified' }));
    expect(await screen.findByText('No submissions here yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    const article = await card();
    expect(within(article).getByText(/Rejected on .*: The certificate is not readable/)).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(queriesTo(fetchMock, '/verification/queue').map((query) => query.status)).toEqual([
      'pending',
      'verified',
      'rejected',
    ]);
  });

  it('is refused to someone who may not verify accounts, who is asked nothing', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(() => list([]));
    renderRoutes(verificationRoutes, '/admin/verifications');
    expect(
      await screen.findByText('Reviewing doctors’ and facilities’ verification is for administrators.'),
    ).toBeTruthy();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
