import type { PrescriptionSummaryDto } from '@carenet/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { DoctorPrescriptionsPage } from './DoctorPrescriptionsPage';

const doctor = makeUser(['doctor'], { _id: 'u-doctor' });

function row(n: number, overrides: Partial<PrescriptionSummaryDto> = {}): PrescriptionSummaryDto {
  return {
    _id: `p-${n}`,
    requestId: `r-${n}`,
    requestTitle: `Follow-up number ${n}`,
    doctor: {
      name: 'Arjun Rao',
      specialization: 'Cardiology',
      email: 'd@example.com',
      hospitalName: 'CareNet Hospitals',
    },
    patient: { fullName: `Patient ${n}`, age: 40, gender: 'f' },
    medicines: [{ name: 'Amlodipine 5 mg', quantity: '30 tablets', usage: 'One every morning' }],
    createdBy: 'u-doctor',
    patientId: 'u-patient',
    createdAt: '2025-03-05T09:30:00.000Z',
    // The API lets the doctor who wrote it print it.
    abilities: { print: true },
    ...overrides,
  };
}

const page = (data: PrescriptionSummaryDto[], total: number) => ({
  body: { status: 'success', statusCode: 200, message: 'Success', data, totalCountOfRecords: total },
});

const narrow = window.matchMedia.bind(window);

/** A screen wide enough for the table (the test setup's matchMedia matches nothing: a phone). */
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  window.matchMedia = narrow;
});

describe('/doctorpresciption', () => {
  it("lists the doctor's prescriptions with patient, request, date, medicines and Print, a page at a time", async () => {
    wideScreen();
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ url }) =>
      url.searchParams.get('offset') === '10'
        ? page([row(11, { medicines: [] })], 11)
        : page(
            Array.from({ length: 10 }, (_, i) =>
              row(i + 1, i === 0 ? { medicines: [...row(1).medicines, ...row(1).medicines] } : {}),
            ),
            11,
          ),
    );
    renderPage(<DoctorPrescriptionsPage />);
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Patient 1')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Follow-up number 1' }).getAttribute('href')).toBe(
      '/donationRequest/r-1',
    );
    expect(within(first).getByText('05-Mar-2025')).toBeTruthy();
    expect(within(first).getByText('2 medicines')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(apiCalls(fetchMock)[0].path).toBe('/prescriptions');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Patient 11')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => input.searchParams.toString());
    expect(urls).toEqual(['limit=10&offset=0', 'limit=10&offset=10']);

    await userEvent.click(within(table).getAllByRole('button', { name: 'View' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Prescription' });
    expect(within(dialog).getByText('Patient 11')).toBeTruthy();
  });

  it('shows each prescription as a card on a phone', async () => {
    sessionStore.signIn(doctor);
    mockApi(() => page([row(1)], 1));
    renderPage(<DoctorPrescriptionsPage />);
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Patient 1')).toBeTruthy();
    expect(within(card).getByText('05-Mar-2025')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Follow-up number 1' })).toBeTruthy();
    expect(within(card).getByText('1 medicine')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('offers Print only on the prescriptions the API lets the viewer print', async () => {
    wideScreen();
    sessionStore.signIn(doctor);
    mockApi(() => page([row(1), row(2, { abilities: { print: false } })], 2));
    renderPage(<DoctorPrescriptionsPage />);
    const table = await screen.findByRole('table');
    const [, printable, notPrintable] = within(table).getAllByRole('row');
    expect(within(printable).getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(notPrintable).getByText('Patient 2')).toBeTruthy();
    expect(within(notPrintable).queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    sessionStore.signIn(doctor);
    mockApi(() => page([], 0));
    renderPage(<DoctorPrescriptionsPage />);
    expect(await screen.findByText('No prescriptions yet')).toBeTruthy();
    expect(screen.getByText('Prescriptions you write from a request you accepted appear here.')).toBeTruthy();
  });

  it('says when the list cannot be loaded, with a way to try again', async () => {
    sessionStore.signIn(doctor);
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Server down' } }));
    renderPage(<DoctorPrescriptionsPage />);
    expect(await screen.findByText('We could not load your prescriptions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
