import type { PrescriptionDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { PrescriptionsSection } from './PrescriptionsSection';

const doctor = makeUser(['doctor'], { _id: 'u-doctor' });
const patient = makeUser(['patient'], { _id: 'u-patient' });
/** The request as the API sends it to the doctor caring for the patient through it. */
const request = makeRequest({
  acceptanceStatus: 1,
  abilities: requestAbilities({ readPrescriptions: true, prescribe: true }),
  assignedDoctors: [
    {
      _id: 'u-doctor',
      name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
      profile_image_url: null,
      acceptanceStatus: 1,
    },
  ],
});

/** The same request as the API sends it to its patient: they read its prescriptions, and write none. */
const asPatient = { ...request, abilities: requestAbilities({ readPrescriptions: true }) };

const written: PrescriptionDto = {
  _id: 'p-1',
  requestId: request._id,
  doctor: {
    name: 'Arjun Rao',
    specialization: 'Cardiology',
    email: 'doctor@example.com',
    hospitalName: 'CareNet Hospitals',
  },
  patient: { fullName: 'Priya Sharma', age: 0, gender: 'f' },
  medicines: [
    { name: 'Paracetamol syrup', quantity: '1 bottle', usage: '5 ml every 6 hours' },
    { name: 'ORS', quantity: '10 sachets', usage: 'After each loose stool' },
  ],
  createdBy: 'u-doctor',
  patientId: 'u-patient',
  createdAt: '2025-03-05T09:30:00.000Z',
  // Its patient and the doctor who wrote it may print it.
  abilities: { print: true },
};

/** A date of birth three months ago, as the registration stores it: the patient is under one. */
function babyDateOfBirth(): string {
  const date = new Date();
  date.setMonth(date.getMonth() - 3);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const typeMedicine = async (dialog: HTMLElement, name: string, quantity: string, usage: string) => {
  await userEvent.type(within(dialog).getByLabelText('Name of medicine'), name);
  await userEvent.type(within(dialog).getByLabelText('Quantity'), quantity);
  await userEvent.type(within(dialog).getByLabelText('Usage'), usage);
};

describe('PrescriptionsSection', () => {
  it("lets the accepting doctor write one with SPEC's rules, then shows it read-only and clears the form", async () => {
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ path, method }) => {
      if (path === '/getpatientRegistration') return ok({ dateOfBirth: babyDateOfBirth(), gender: 'f' });
      if (method === 'POST') return ok(written, 'Prescription submitted successfully', 201);
      return ok([]);
    });
    renderPage(<PrescriptionsSection request={request} />);
    await screen.findByText('No prescriptions yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Write prescription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a prescription' });

    // docs/validation-and-limits.md: the age comes from the date of birth, shown '< 1' under one year.
    const age = await within(dialog).findByLabelText(/^Age/);
    expect((age as HTMLInputElement).value).toBe('< 1');
    expect(within(dialog).getByText(/^From the date of birth, \d{2}-[A-Z][a-z]{2}-\d{4}$/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Priya Sharma');

    // An empty list: the three SPEC messages, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter name of medicine',
      'Please enter quantity of medicine',
      'Please enter usage of medicine',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }

    // Adding needs all three.
    await userEvent.type(within(dialog).getByLabelText('Name of medicine'), 'Paracetamol syrup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medicine' }));
    expect(await within(dialog).findByText('Please enter quantity of medicine')).toBeTruthy();
    expect(within(dialog).queryByText('Please enter name of medicine')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '1 bottle');
    await userEvent.type(within(dialog).getByLabelText('Usage'), '5 ml every 6 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medicine' }));
    const list = await within(dialog).findByRole('list', { name: 'Medicines' });
    expect(within(list).getByText(/Paracetamol syrup/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name of medicine').value).toBe('');

    // Delete one, add two more; the last is typed but not added, and is prescribed all the same.
    await typeMedicine(dialog, 'Cough syrup', '1 bottle', 'At night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add medicine' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Cough syrup' }));
    expect(within(list).queryByText(/Cough syrup/)).toBeNull();
    await typeMedicine(dialog, 'ORS', '10 sachets', 'After each loose stool');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Prescription submitted successfully')).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post?.path).toBe('/cretePrescription');
    expect(post?.body).toEqual({
      requestId: request._id,
      patient: { fullName: 'Priya Sharma', age: 0, gender: 'f' },
      medicines: written.medicines,
    });
    // The prescription just written, read-only, with Print.
    const shown = await screen.findByRole('dialog', { name: 'Prescription' });
    expect(within(shown).getByText('Age: < 1 · Gender: Female')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Submit' })).toBeNull();

    // docs/screens-and-flows.md#flows: after success the list and the form are clear.
    await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Write prescription' }));
    const again = await screen.findByRole('dialog', { name: 'Write a prescription' });
    expect(await within(again).findByText('No medicines added yet.')).toBeTruthy();
    expect(within(again).getByLabelText<HTMLInputElement>('Name of medicine').value).toBe('');
  });

  it("says 'Could not submit the form.' when the server refuses", async () => {
    sessionStore.signIn(doctor);
    mockApi(({ path, method }) => {
      if (path === '/getpatientRegistration')
        return { status: 404, body: { status: 'error', statusCode: 404, message: 'Not found' } };
      if (method === 'POST')
        return {
          status: 403,
          body: {
            status: 'error',
            statusCode: 403,
            message: 'Only a doctor who accepted this request can write its prescription.',
          },
        };
      return ok([]);
    });
    renderPage(<PrescriptionsSection request={request} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write prescription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a prescription' });
    // No registration: the doctor types the age and picks the gender.
    const age = await within(dialog).findByLabelText(/^Age/);
    expect((age as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter age')).toBeTruthy();
    expect(within(dialog).getByText('Please select gender')).toBeTruthy();

    await userEvent.type(age, '34');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Gender/ }));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Male', hidden: true }));
    await typeMedicine(dialog, 'Amlodipine 5 mg', '30 tablets', 'One every morning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText(
        'Could not submit the form. Only a doctor who accepted this request can write its prescription.',
      ),
    ).toBeTruthy();
  });

  it('shows the patient their prescriptions read-only, and Print opens the PDF with their token', async () => {
    sessionStore.signIn(patient);
    const calls: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL, init?: RequestInit) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push({ url: input.toString(), authorization: headers.authorization });
        if (input.pathname.endsWith('/pdf'))
          return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf' },
          });
        return new Response(
          JSON.stringify({ status: 'success', statusCode: 200, message: 'OK', data: [written] }),
        );
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:prescription');
    URL.revokeObjectURL = vi.fn();

    renderPage(<PrescriptionsSection request={asPatient} />);
    expect(await screen.findByText('05-Mar-2025')).toBeTruthy();
    expect(screen.getByText('Arjun Rao · 2 medicines')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write prescription' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View the prescription of 05-Mar-2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prescription' });
    expect(within(dialog).getByText('CareNet Hospitals')).toBeTruthy();
    expect(within(dialog).getByText('5 ml every 6 hours')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:prescription'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const pdf = calls.find((call) => call.url.includes('/pdf'));
    expect(pdf?.url).toMatch(/\/api\/v1\/prescription\/p-1\/pdf\?timeZone=/);
    expect(pdf?.authorization).toBe('Bearer test-token');
  });

  it('offers Write prescription only when the API lets the viewer prescribe, whatever their roles', async () => {
    // A viewer with no doctor role whom the API lets prescribe: the screen follows the API.
    sessionStore.signIn(patient);
    mockApi(() => ok([]));
    const { unmount } = renderPage(<PrescriptionsSection request={request} />);
    expect(await screen.findByRole('button', { name: 'Write prescription' })).toBeTruthy();
    unmount();
    // The accepting doctor, whom the API does not let prescribe (their profile awaits verification).
    sessionStore.signIn(doctor);
    renderPage(<PrescriptionsSection request={asPatient} />);
    await screen.findByText('No prescriptions yet.');
    expect(screen.queryByRole('button', { name: 'Write prescription' })).toBeNull();
  });

  it('offers Print on a prescription only when the API lets the viewer print it', async () => {
    sessionStore.signIn(patient);
    mockApi(() => ok([{ ...written, abilities: { print: false } }]));
    renderPage(<PrescriptionsSection request={asPatient} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View the prescription of 05-Mar-2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Prescription' });
    expect(within(dialog).getByText('CareNet Hospitals')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('shows nothing, and asks nothing, when the API does not let the viewer read them', () => {
    // Even the doctor on the request, once the API no longer counts them in the patient's care.
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(() => ok([]));
    renderPage(<PrescriptionsSection request={{ ...request, abilities: requestAbilities() }} />);
    expect(screen.queryByText('Prescriptions')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the list cannot be loaded, with a way to try again', async () => {
    sessionStore.signIn(patient);
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Server down' } }));
    renderPage(<PrescriptionsSection request={asPatient} />);
    expect(await screen.findByText('We could not load the prescription')).toBeTruthy();
    expect(screen.getByText('Server down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
