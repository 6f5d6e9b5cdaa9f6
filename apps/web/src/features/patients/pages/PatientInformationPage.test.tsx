import { PATIENT_MESSAGES, type PatientRegistrationDto } from '@carenet/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { patientRoutes } from '../routes';
import { PatientInformationPage } from './PatientInformationPage';

const patient = makeUser(['patient'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb01' });
// The API's answer for a patient who has not registered yet, to someone who may read it.
const notRegistered = ok(null, PATIENT_MESSAGES.registrationNotFound);
const notFound = { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
const saved: PatientRegistrationDto = {
  _id: 'r-1',
  userId: patient._id,
  dateOfBirth: '1988-04-12',
  gender: 'f',
  bloodGroup: 'O+',
  heightCm: 162,
  weightKg: 58,
  address: {},
  emergencyContact: { name: 'Ravi Sharma', relationship: 'Husband', phone: '+919876543210' },
  medicalHistory: 'Hypertension since 2019.',
  allergies: ['Penicillin'],
  currentMedication: [],
  insuranceProvider: '',
  insuranceNumber: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/patientInformation', () => {
  it('tells a doctor what the page is for instead of showing them a patient form', async () => {
    // The route's handle names keepPatientFile; a doctor's session does not hold it.
    sessionStore.signIn(makeUser(['doctor'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb02' }));
    const fetchMock = mockApi(() => notRegistered);
    renderRoutes(patientRoutes, '/patientInformation');
    expect(await screen.findByRole('heading', { name: 'Patient registration is for patients' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save registration' })).toBeNull();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('starts empty for a new patient, names what is missing, then saves the intake', async () => {
    sessionStore.signIn(patient);
    const fetchMock = mockApi(({ method }) =>
      method === 'POST' ? ok(saved, PATIENT_MESSAGES.registrationSaved) : notRegistered,
    );
    renderPage(<PatientInformationPage />);
    expect(
      await screen.findByText(
        'You have not filled in your registration yet. Your doctors see it once you save it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('We could not load your registration')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Save registration' }));
    expect(await screen.findByText(PATIENT_MESSAGES.dateOfBirthRequired)).toBeTruthy();
    expect(screen.getByText(PATIENT_MESSAGES.genderRequired)).toBeTruthy();
    expect(screen.getByText(PATIENT_MESSAGES.emergencyNameRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByLabelText(/^Date of birth/), { target: { value: '1988-04-12' } });
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(screen.getByRole('textbox', { name: /^Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi Sharma');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await userEvent.type(screen.getByRole('textbox', { name: /^Allergies/ }), 'Penicillin{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save registration' }));

    expect(await screen.findByText(PATIENT_MESSAGES.registrationSaved)).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post?.path).toBe('/patientRegistration');
    expect(post?.body).toMatchObject({
      dateOfBirth: '1988-04-12',
      gender: 'f',
      emergencyContact: { name: 'Ravi Sharma', phone: '+919876543210' },
      allergies: ['Penicillin'],
    });
  });

  it('shows a saved registration ready to bring up to date', async () => {
    sessionStore.signIn(patient);
    const fetchMock = mockApi(() => ok(saved));
    renderPage(<PatientInformationPage />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Date of birth/).value).toBe('12-Apr-1988'),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Medical history/).value).toBe(
      'Hypertension since 2019.',
    );
    expect(screen.getByText('Penicillin')).toBeTruthy();
    const url = fetchMock.mock.calls[0][0];
    expect(url.pathname).toBe('/api/v1/getpatientRegistration');
    expect(url.searchParams.get('userId')).toBe(patient._id);
  });

  const byId = [{ path: '/patientInformation/:id', element: <PatientInformationPage /> }];

  it("shows a treating doctor the patient's registration read-only", async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb02' }));
    const fetchMock = mockApi(({ path }) => (path.startsWith('/user/profile/') ? notFound : ok(saved)));
    renderRoutes(byId, `/patientInformation/${patient._id}`);

    expect(await screen.findByText('Hypertension since 2019.')).toBeTruthy();
    expect(screen.getByText('12-Apr-1988')).toBeTruthy();
    expect(screen.getByText('Penicillin')).toBeTruthy();
    expect(screen.getByText(/Ravi Sharma \(Husband\), \+919876543210/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save registration' })).toBeNull();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('tells a reader the API refuses that there is nothing to show', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb02' }));
    mockApi(() => notFound);
    renderRoutes(byId, `/patientInformation/${patient._id}`);
    expect(await screen.findByRole('heading', { name: 'No registration to show' })).toBeTruthy();
  });

  it('tells a treating doctor the patient has not registered yet, as an empty state and not an error', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb02' }));
    mockApi(({ path }) => (path === '/getpatientRegistration' ? notRegistered : notFound));
    renderRoutes(byId, `/patientInformation/${patient._id}`);
    expect(await screen.findByText(PATIENT_MESSAGES.registrationNotFound)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No registration to show' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save registration' })).toBeNull();
  });

  it('lets an administrator fill in the registration for the patient, naming them in the body', async () => {
    sessionStore.signIn(makeUser(['admin'], { _id: '0190a6c4-1f7e-7b3c-9d2e-00000000bb03' }));
    const fetchMock = mockApi(({ method, path }) =>
      method === 'POST'
        ? ok(saved, PATIENT_MESSAGES.registrationSaved)
        : path.startsWith('/user/profile/')
          ? notFound
          : ok(saved),
    );
    renderRoutes(byId, `/patientInformation/${patient._id}`);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Date of birth/).value).toBe('12-Apr-1988'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save registration' }));
    expect((await screen.findAllByText(PATIENT_MESSAGES.registrationSaved)).length).toBeGreaterThan(0);
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ userId: patient._id, dateOfBirth: '1988-04-12' });
  });
});
