import { MESSAGES, type SignedInUserDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, ok, renderRoutes } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { EditProfilePage } from './EditProfilePage';

const doctor = makeUser(['doctor'], {
  _id: 'u-doctor',
  name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
  gender: 'm',
  occupation: 'Cardiologist',
  email: 'doctor@demo.carenet.local',
  phone: '+919876543211',
  phone_verified: true,
  address: { city: 'Hyderabad', state: 'Telangana', country: 'India' },
  experience: [
    { experience: 'Registrar, City Hospital', experianceStartDate: '2012-06', experianceEndDate: '2015-05' },
  ],
});

const routes = [{ path: '/newUserProfile/:id', element: <EditProfilePage /> }];
const notFound = { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };

const specialties = [
  { _id: 'sp-1', name: 'Cardiologist' },
  { _id: 'sp-2', name: 'General Physician' },
];

function setup(stored: SignedInUserDto = doctor) {
  const fetchMock = mockApi(({ url, method, body }) => {
    if (url.pathname === '/api/v1/doctorSpecialization') return ok(specialties);
    if (url.pathname !== `/api/v1/user/${stored._id}`) return notFound;
    if (method === 'PUT') return ok({ ...stored, ...(body as object) }, MESSAGES.updatedSuccessfully);
    return ok(stored);
  });
  renderRoutes(routes, `/newUserProfile/${stored._id}`);
  // The bodies of the PUT calls made so far.
  return () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('EditProfilePage', () => {
  beforeEach(() => sessionStore.signIn(doctor));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the field errors of the shared schema and sends nothing while they remain', async () => {
    const puts = setup();
    const firstName = await screen.findByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.type(screen.getByLabelText('ZIP / PIN code'), '50008100000');
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(screen.getByText('Please enter valid zip_code')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('refuses an Indian PIN with letters beside the code, and sends a PIN of six digits', async () => {
    const puts = setup();
    const pin = await screen.findByLabelText('ZIP / PIN code');
    await userEvent.type(pin, '50008A');
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Please enter valid zip_code')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(pin);
    await userEvent.type(pin, '500081');
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].address).toMatchObject({ country: 'India', zip_code: '500081' });
  });

  it('sends every field in the PUT body, adds http:// to links and updates the signed-in user', async () => {
    const puts = setup();
    const firstName = await screen.findByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Arjun Kumar');
    await userEvent.type(screen.getByLabelText('LinkedIn profile'), 'linkedin.com/in/arjun-rao');
    await userEvent.type(screen.getByLabelText('ZIP / PIN code'), '500081');
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      name: { first_name: 'Arjun Kumar', middle_name: '', last_name: 'Rao' },
      gender: 'm',
      occupation: 'Cardiologist',
      educationalQualification: '',
      summary: '',
      linkedInProfileUrl: 'http://linkedin.com/in/arjun-rao',
      twitterProfileUrl: '',
      address: {
        line1: '',
        line2: '',
        city: 'Hyderabad',
        state: 'Telangana',
        country: 'India',
        zip_code: '500081',
      },
      specialities: [],
      languages: [],
      experience: [
        {
          experience: 'Registrar, City Hospital',
          experianceStartDate: '2012-06',
          experianceEndDate: '2015-05',
        },
      ],
      educationTimelines: [],
      conferences: [],
      memberships: [],
      certificates: [],
      achievements: [],
    });
    expect(await screen.findByText(MESSAGES.updatedSuccessfully)).toBeTruthy();
    expect(sessionStore.get()?.name.first_name).toBe('Arjun Kumar');
    expect(sessionStore.token()).toBe('test-token');
  });

  it('adds and removes experience rows', async () => {
    const puts = setup();
    await screen.findByLabelText(/First name/);
    expect(screen.getAllByTestId('experience-row')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    const rows = screen.getAllByTestId('experience-row');
    expect(rows).toHaveLength(2);
    await userEvent.type(
      within(rows[1]).getByLabelText(/Position and organisation/),
      'Consultant, Heart Institute',
    );
    fireEvent.change(within(rows[1]).getByLabelText('From'), { target: { value: '2015-06' } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove experience 1' }));
    expect(screen.getAllByTestId('experience-row')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].experience).toEqual([
      { experience: 'Consultant, Heart Institute', experianceStartDate: '2015-06', experianceEndDate: '' },
    ]);
  });

  it('asks for the text of a new row before saving', async () => {
    const puts = setup();
    await screen.findByLabelText(/First name/);
    await userEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    const row = screen.getByTestId('certificates-row');
    expect(await within(row).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("picks a doctor's specialities from the catalogue, keeping one it no longer has", async () => {
    sessionStore.signIn({ ...doctor, specialities: ['Echocardiography'] });
    const puts = setup({ ...doctor, specialities: ['Echocardiography'] });
    const picker = await screen.findByRole('textbox', { name: 'Specialities' });
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    await userEvent.click(picker);
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Cardiologist', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].specialities).toEqual(['Echocardiography', 'Cardiologist']);
  });

  it('offers specialities to doctors only', async () => {
    const patient = makeUser(['patient'], { _id: 'u-patient' });
    sessionStore.signIn(patient);
    setup(patient);
    await screen.findByLabelText(/First name/);
    expect(screen.queryByRole('textbox', { name: 'Specialities' })).toBeNull();
  });

  it('shows the phone with its state and the e-mail read-only', async () => {
    sessionStore.signIn({ ...doctor, phone_verified: false });
    setup({ ...doctor, phone_verified: false });
    expect(await screen.findByText('+919876543211')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.getByText('doctor@demo.carenet.local')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
  });

  it('says the user data failed to load', async () => {
    mockApi(() => notFound);
    renderRoutes(routes, '/newUserProfile/someone-else');
    expect(await screen.findByText(MESSAGES.failedToLoadUserData)).toBeTruthy();
  });
});
