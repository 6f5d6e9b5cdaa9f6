import { CONSENT_STATEMENTS, PATIENT_MESSAGES, type PatientConsentDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { PatientConsentPage } from './PatientConsentPage';

const patient = makeUser(['patient'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000cc01' });
const doctor = makeUser(['doctor'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000cc02' });

const treatment: PatientConsentDto = {
  _id: 'c-1',
  userId: patient._id,
  scope: 'treatment',
  requestId: null,
  statement: CONSENT_STATEMENTS.treatment,
  grantedAt: '2026-05-04T09:30:00.000Z',
  withdrawnAt: null,
};
const withdrawnVideo: PatientConsentDto = {
  ...treatment,
  _id: 'c-2',
  scope: 'telemedicine',
  statement: CONSENT_STATEMENTS.telemedicine,
  withdrawnAt: '2026-06-01T10:00:00.000Z',
};

const routes = [
  { path: '/PatientConsent', element: <PatientConsentPage /> },
  { path: '/PatientConsent/:id', element: <PatientConsentPage /> },
];

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/PatientConsent', () => {
  it('asks what the consent is for and for agreement, then records the words the patient read', async () => {
    sessionStore.signIn(patient);
    const given: PatientConsentDto[] = [];
    const fetchMock = mockApi(({ method, body }) => {
      if (method === 'POST') {
        const consent = { ...treatment, _id: 'c-new', ...(body as object) };
        given.push(consent);
        return ok(consent, PATIENT_MESSAGES.consentRecorded, 201);
      }
      return ok(given);
    });
    renderRoutes(routes, '/PatientConsent');

    expect(await screen.findByText('You have not given any consent yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(screen.getByText(PATIENT_MESSAGES.consentScopeRequired)).toBeTruthy();
    expect(screen.getByText(PATIENT_MESSAGES.consentMustAgree)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Consultations by video call' }));
    expect(screen.getByLabelText('Consent statement').textContent).toBe(CONSENT_STATEMENTS.telemedicine);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read this and I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Give consent' }));

    expect(await screen.findByText(PATIENT_MESSAGES.consentRecorded)).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      path: '/patientConsent',
      body: { scope: 'telemedicine', statement: CONSENT_STATEMENTS.telemedicine, agreed: true },
    });
    // The list is read again, and a scope in force is not offered twice.
    expect(await screen.findByRole('article', { name: 'Consultations by video call' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Consultations by video call' })).toBeNull();
  });

  it('withdraws an active consent after confirmation, and keeps withdrawn ones on the record', async () => {
    sessionStore.signIn(patient);
    let current = [treatment, withdrawnVideo];
    const fetchMock = mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/patientConsent/c-1/withdraw') {
        current = [{ ...treatment, withdrawnAt: '2026-07-01T00:00:00.000Z' }, withdrawnVideo];
        return ok(current[0], PATIENT_MESSAGES.consentWithdrawn);
      }
      return ok(current);
    });
    renderRoutes(routes, '/PatientConsent');

    const active = await screen.findByRole('article', { name: 'Examination and treatment' });
    expect(within(active).getByText('Active')).toBeTruthy();
    const withdrawn = screen.getByRole('article', { name: 'Consultations by video call' });
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    fireEvent.click(within(active).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText(PATIENT_MESSAGES.consentWithdrawn)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.path === '/patientConsent/c-1/withdraw')).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Examination and treatment' })).getByText('Withdrawn'),
      ).toBeTruthy(),
    );
  });

  it("shows a doctor the patient's consents read-only, with the patient's name", async () => {
    sessionStore.signIn(doctor);
    const profile = { _id: patient._id, name: { first_name: 'Meera', last_name: 'Iyer', middle_name: '' } };
    const fetchMock = mockApi(({ path }) =>
      path.startsWith('/user/profile/') ? ok(profile) : ok([treatment]),
    );
    renderRoutes(routes, `/PatientConsent/${patient._id}`);

    expect(await screen.findByRole('article', { name: 'Examination and treatment' })).toBeTruthy();
    expect(await screen.findByText('Patient: Meera Iyer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give consent' })).toBeNull();
    const list = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.pathname.endsWith('/getPatientConsents'));
    expect(list?.searchParams.get('userId')).toBe(patient._id);
  });

  it('says so when the API refuses the reader (404)', async () => {
    sessionStore.signIn(doctor);
    mockApi(() => ({ status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } }));
    renderRoutes(routes, `/PatientConsent/${patient._id}`);
    expect(await screen.findByRole('heading', { name: 'Patient not found' })).toBeTruthy();
  });
});
