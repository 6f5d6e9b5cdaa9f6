import { notifications } from '@mantine/notifications';
import { APPOINTMENT_MESSAGES } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { PARTY_ABILITIES, makeAppointment } from '../test-fixtures';
import { formatSpan } from '../time';
import { MyAppointmentsPage } from './MyAppointmentsPage';

const patient = makeUser(['patient'], { _id: 'u-patient' });
const doctor = makeUser(['doctor'], { _id: 'u-doctor' });

afterEach(() => {
  notifications.clean();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const list = (items: unknown[]) => ({
  status: 200,
  body: {
    status: 'success',
    statusCode: 200,
    message: 'Success',
    data: items,
    totalCountOfRecords: items.length,
  },
});

describe('/member/myAppointments', () => {
  it('shows the patient the doctor, the time on their clock, the video link and Cancel', async () => {
    sessionStore.signIn(patient);
    const appointment = makeAppointment({ abilities: PARTY_ABILITIES });
    const fetchMock = mockApi(() => list([appointment]));
    renderPage(<MyAppointmentsPage />);
    const card = await screen.findByRole('article', { name: 'Appointment with Arjun Rao' });
    expect(within(card).getByText('Doctor')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Arjun Rao' }).getAttribute('href')).toBe(
      '/DoctorProfile/u-doctor',
    );
    const when = within(card).getByText(formatSpan(appointment.startTime, appointment.endTime));
    expect(when.textContent).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M$/);
    expect(within(card).getByText('Booked')).toBeTruthy();
    expect(within(card).getByText('Chest pain when climbing stairs')).toBeTruthy();
    const join = within(card).getByRole('link', { name: 'Join the video call' });
    expect(join.getAttribute('href')).toBe(appointment.meetLink);
    expect(join.getAttribute('target')).toBe('_blank');
    expect(within(card).getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
    expect(apiCalls(fetchMock)[0]).toMatchObject({ path: '/appointment', method: 'GET' });
    expect(fetchMock.mock.calls[0][0].searchParams.get('when')).toBe('upcoming');
  });

  it('shows the doctor the patient, and cancels only after confirmation', async () => {
    sessionStore.signIn(doctor);
    const appointment = makeAppointment({ abilities: PARTY_ABILITIES });
    let cancelled = false;
    const fetchMock = mockApi(({ method }) => {
      if (method === 'DELETE') {
        cancelled = true;
        return ok({ ...appointment, status: 'cancelled' }, APPOINTMENT_MESSAGES.cancelled);
      }
      return list(cancelled ? [] : [appointment]);
    });
    renderPage(<MyAppointmentsPage />);
    const card = await screen.findByRole('article', { name: 'Appointment with Priya Sharma' });
    expect(within(card).getByText('Patient')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Doctor Scheduling' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).getByText(/Your appointment with Priya Sharma on/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls(fetchMock).some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this appointment?' })).getByRole('button', {
        name: 'Cancel appointment',
      }),
    );
    expect(await screen.findByText(APPOINTMENT_MESSAGES.cancelled)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/appointment/a-1');
    expect(await screen.findByText('No upcoming appointments')).toBeTruthy();
  });

  it('lists past and cancelled appointments without the video link or Cancel', async () => {
    sessionStore.signIn(patient);
    const fetchMock = mockApi(({ url }) =>
      url.searchParams.get('when') === 'past'
        ? list([
            makeAppointment({ status: 'cancelled' }),
            makeAppointment({ _id: 'a-2', startTime: 1, endTime: 2 }),
          ])
        : list([]),
    );
    renderPage(<MyAppointmentsPage />);
    expect(await screen.findByText('No upcoming appointments')).toBeTruthy();
    expect(
      screen.getByText("To book one, open a doctor's profile and choose Book appointment."),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Past and cancelled' }));
    const cards = await screen.findAllByRole('article', { name: 'Appointment with Arjun Rao' });
    expect(cards.map((card) => within(card).queryByText(/^(Cancelled|Ended)$/)?.textContent)).toEqual([
      'Cancelled',
      'Ended',
    ]);
    expect(screen.queryByRole('link', { name: 'Join the video call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(apiCalls(fetchMock).length).toBe(2);
  });

  it("says so, with the server's message and Try again, when the list cannot be loaded", async () => {
    sessionStore.signIn(patient);
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Database is down' } }));
    renderPage(<MyAppointmentsPage />);
    expect(await screen.findByText(APPOINTMENT_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
