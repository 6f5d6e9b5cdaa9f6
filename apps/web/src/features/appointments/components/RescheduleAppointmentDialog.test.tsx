import { displayDay } from '../../../lib/dateInput';
import { notifications } from '@mantine/notifications';
import { APPOINTMENT_MESSAGES, type AppointmentDto, type SlotAvailabilityDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, type ApiCall } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { MyAppointmentsPage } from '../pages/MyAppointmentsPage';
import { PARTY_ABILITIES, appointmentAbilities, makeAppointment } from '../test-fixtures';
import { formatSpan, formatTime, localDayRange, localIsoDate } from '../time';

const patient = makeUser(['patient'], { _id: 'u-patient' });
const doctor = makeUser(['doctor'], { _id: 'u-doctor' });
const admin = makeUser(['admin'], { _id: 'u-admin' });

const DAY = 86_400_000;
const inTwoDays = localDayRange(localIsoDate(Date.now() + 2 * DAY)).from;
const at = (hours: number) => inTwoDays + hours * 3_600_000;
const slot = (start: number) => ({ startTime: start, endTime: start + 1_800_000 });
const month: SlotAvailabilityDto = {
  doctorId: 'u-doctor',
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  slots: [slot(at(10)), slot(at(10.5))],
};

const list = (items: AppointmentDto[]) => ({
  status: 200,
  body: {
    status: 'success',
    statusCode: 200,
    message: 'Success',
    data: items,
    totalCountOfRecords: items.length,
  },
});
const slotTaken = {
  status: 409,
  body: { status: 'error', statusCode: 409, message: APPOINTMENT_MESSAGES.slotTaken },
};

type Handler = (call: ApiCall & { url: URL }) => { status?: number; body: Record<string, unknown> };

/** My Appointments with one appointment; PUT answered by `onPut`, the free slots by `month`. */
function openPage(viewer: typeof patient, appointment: AppointmentDto, onPut: Handler) {
  sessionStore.signIn(viewer);
  let current = appointment;
  const fetchMock = mockApi((call) => {
    if (call.method === 'PUT') {
      const answer = onPut(call);
      if ((answer.status ?? 200) === 200) current = answer.body.data as AppointmentDto;
      return answer;
    }
    if (call.path.startsWith('/appointmentSlotsAvailability/')) return ok(month);
    return list([current]);
  });
  renderPage(<MyAppointmentsPage />);
  return fetchMock;
}

const slotCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.path.startsWith('/appointmentSlotsAvailability/'));

async function openDialog(partyName: string) {
  const card = await screen.findByRole('article', { name: `Appointment with ${partyName}` });
  await userEvent.click(within(card).getByRole('button', { name: 'Reschedule' }));
  return screen.findByRole('dialog', { name: 'Reschedule appointment' });
}

afterEach(() => {
  notifications.clean();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Reschedule in My Appointments', () => {
  it("shows the current time and the doctor's free slots, sends the chosen one and lists the new time", async () => {
    const appointment = makeAppointment({ abilities: PARTY_ABILITIES });
    const fetchMock = openPage(patient, appointment, ({ body }) =>
      ok(
        { ...appointment, ...slot((body as { startTime: number }).startTime) },
        APPOINTMENT_MESSAGES.rescheduled,
      ),
    );
    const dialog = await openDialog('Arjun Rao');
    expect(within(dialog).getByText(formatSpan(appointment.startTime, appointment.endTime))).toBeTruthy();
    expect(
      within(dialog).getByText(/appointment with Arjun Rao\. Times are shown in your time zone/),
    ).toBeTruthy();
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label, div')?.textContent)).toEqual([
      formatTime(at(10)),
      formatTime(at(10.5)),
    ]);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Day').value).toBe(
      displayDay(localIsoDate(inTwoDays)),
    );
    expect(slotCalls(fetchMock)[0]).toMatchObject({
      path: '/appointmentSlotsAvailability/u-doctor',
      method: 'POST',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.slotRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: formatTime(at(10.5)) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText(APPOINTMENT_MESSAGES.rescheduled)).toBeTruthy();
    const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/appointment/a-1', body: { startTime: at(10.5) } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('article', { name: 'Appointment with Arjun Rao' });
    expect(await within(card).findByText(formatSpan(at(10.5), at(11)))).toBeTruthy();
  });

  it("shows the API's message when the slot was taken meanwhile, and fetches the free slots again", async () => {
    const fetchMock = openPage(patient, makeAppointment({ abilities: PARTY_ABILITIES }), () => slotTaken);
    const dialog = await openDialog('Arjun Rao');
    await userEvent.click(await within(dialog).findByRole('radio', { name: formatTime(at(10)) }));
    const before = slotCalls(fetchMock).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));

    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.slotTaken)).toBeTruthy();
    await waitFor(() => expect(slotCalls(fetchMock).length).toBeGreaterThan(before));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((choice) => (choice as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Reschedule appointment' })).toBeTruthy();
  });

  it('is offered to the doctor too, and Keep current time changes nothing', async () => {
    const fetchMock = openPage(doctor, makeAppointment({ abilities: PARTY_ABILITIES }), () => slotTaken);
    const dialog = await openDialog('Priya Sharma');
    expect(within(dialog).getByText(/appointment with Priya Sharma\./)).toBeTruthy();
    await within(dialog).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls(fetchMock).some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says when the free slots cannot be loaded, and when the doctor has no hours', async () => {
    sessionStore.signIn(patient);
    let slotsAnswer = {
      status: 500,
      body: { status: 'error', statusCode: 500, message: 'Database is down' },
    };
    mockApi(({ path }) =>
      path.startsWith('/appointmentSlotsAvailability/')
        ? slotsAnswer
        : list([makeAppointment({ abilities: PARTY_ABILITIES })]),
    );
    renderPage(<MyAppointmentsPage />);
    let dialog = await openDialog('Arjun Rao');
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.slotsLoadFailed)).toBeTruthy();
    expect(within(dialog).getByText('Database is down')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    slotsAnswer = ok({ doctorId: 'u-doctor', timeZone: null, slotMinutes: null, slots: [] });
    dialog = await openDialog('Arjun Rao');
    expect(await within(dialog).findByText('No hours published')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Move appointment' }).disabled).toBe(
      true,
    );
  });

  it('is offered only when the API lets the viewer reschedule, each button from its own ability', async () => {
    sessionStore.signIn(patient);
    mockApi(() =>
      list([
        makeAppointment({ abilities: appointmentAbilities({ reschedule: true }) }),
        makeAppointment({ _id: 'a-2', abilities: appointmentAbilities({ cancel: true }) }),
      ]),
    );
    renderPage(<MyAppointmentsPage />);
    const [movable, cancellable] = await screen.findAllByRole('article', {
      name: 'Appointment with Arjun Rao',
    });
    expect(within(movable).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(within(movable).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(within(cancellable).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(within(cancellable).getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
  });

  it('is not offered to an administrator reading an appointment, nor on a past one', async () => {
    // The API gives neither of them the reschedule or cancel ability (the fixture's default).
    sessionStore.signIn(admin);
    mockApi(({ url }) =>
      url.searchParams.get('when') === 'past'
        ? list([makeAppointment({ _id: 'a-2', startTime: 1, endTime: 2 })])
        : list([makeAppointment()]),
    );
    renderPage(<MyAppointmentsPage />);
    const card = await screen.findByRole('article', { name: 'Appointment with Arjun Rao' });
    expect(within(card).getByRole('link', { name: 'Join the video call' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();

    sessionStore.signIn(patient);
    await userEvent.click(screen.getByRole('radio', { name: 'Past and cancelled' }));
    await screen.findByText('Ended');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
