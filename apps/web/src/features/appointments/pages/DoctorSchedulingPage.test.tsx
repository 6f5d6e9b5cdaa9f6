import { notifications } from '@mantine/notifications';
import { SCHEDULE_MESSAGES, type ScheduleDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { appointmentRoutes } from '../routes';
import { DoctorSchedulingPage } from './DoctorSchedulingPage';

const doctor = makeUser(['doctor'], { _id: 'u-doctor' });
const saved: ScheduleDto = {
  _id: 's-1',
  doctorId: 'u-doctor',
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  weeklyHours: [
    { weekday: 1, startTime: '09:00', endTime: '13:00' },
    { weekday: 3, startTime: '14:00', endTime: '17:00' },
  ],
  daysOff: ['2099-01-26'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// Mantine scrolls the chosen option of an open dropdown into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  // Toasts live in a store outside the rendered tree: one test's must not show in the next.
  notifications.clean();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const day = (name: string) => screen.getByRole('group', { name });
const setValue = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('/doctorscheduling', () => {
  it('is a finished page for someone who may not publish hours, and asks the API nothing', async () => {
    // The route's handle names publishAvailability; a patient's session does not hold it.
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok(null));
    renderRoutes(appointmentRoutes, '/doctorscheduling');
    expect(await screen.findByText('Scheduling is for doctors')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts a new doctor on weekdays 09:00-17:00 in the browser's zone, checks the hours, then publishes", async () => {
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ method, body }) =>
      method === 'POST' ? ok({ ...saved, ...(body as object) }, SCHEDULE_MESSAGES.saved) : ok(null),
    );
    renderPage(<DoctorSchedulingPage />);
    expect(await screen.findByText('No schedule yet')).toBeTruthy();
    expect(within(day('Saturday')).getByText('Unavailable')).toBeTruthy();
    expect(within(day('Monday')).getByLabelText<HTMLInputElement>('Monday from').value).toBe('09:00');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Time zone/ }).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );

    setValue(within(day('Monday')).getByLabelText('Monday to'), '08:00');
    await userEvent.click(within(day('Tuesday')).getByRole('button', { name: 'Add hours on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(screen.getByText(SCHEDULE_MESSAGES.overlap)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    setValue(within(day('Monday')).getByLabelText('Monday to'), '12:00');
    const tuesday = within(day('Tuesday'));
    await userEvent.click(tuesday.getAllByRole('button', { name: /^Remove Tuesday/ })[1]);
    await userEvent.click(within(day('Saturday')).getByRole('button', { name: 'Add hours on Saturday' }));
    setValue(within(day('Saturday')).getByLabelText('Saturday from'), '10:00');
    setValue(within(day('Saturday')).getByLabelText('Saturday to'), '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(SCHEDULE_MESSAGES.saved)).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post?.path).toBe('/schedule');
    expect(post?.body).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      slotMinutes: 30,
      weeklyHours: [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 2, startTime: '09:00', endTime: '17:00' },
        { weekday: 3, startTime: '09:00', endTime: '17:00' },
        { weekday: 4, startTime: '09:00', endTime: '17:00' },
        { weekday: 5, startTime: '09:00', endTime: '17:00' },
        { weekday: 6, startTime: '10:00', endTime: '13:00' },
      ],
      daysOff: [],
    });
  });

  it('shows the saved schedule, changes slot length and days off, and deletes it after confirmation', async () => {
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ method, body }) => {
      if (method === 'DELETE') return ok(null, SCHEDULE_MESSAGES.deleted);
      if (method === 'POST') return ok({ ...saved, ...(body as object) }, SCHEDULE_MESSAGES.saved);
      return ok(saved);
    });
    renderPage(<DoctorSchedulingPage />);
    expect(await screen.findByRole('button', { name: 'Delete schedule' })).toBeTruthy();
    expect(screen.queryByText('No schedule yet')).toBeNull();
    expect(within(day('Wednesday')).getByLabelText<HTMLInputElement>('Wednesday from').value).toBe('14:00');
    expect(within(day('Tuesday')).getByText('Unavailable')).toBeTruthy();
    expect(screen.getByText('26-Jan-2099')).toBeTruthy();

    fireEvent.click(screen.getByRole('textbox', { name: /^Slot length/ }));
    fireEvent.click(await screen.findByRole('option', { name: '60 minutes', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove day off 26-Jan-2099' }));
    setValue(screen.getByLabelText('Day off'), '2099-08-15');
    await userEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByText('15-Aug-2099')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.saved)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')?.body).toMatchObject({
      timeZone: 'Asia/Kolkata',
      slotMinutes: 60,
      daysOff: ['2099-08-15'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your schedule?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.deleted)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe('/schedule/s-1');
    await waitFor(() => expect(screen.getByText('No schedule yet')).toBeTruthy());
  });

  it("shows the server's message and a way to try again when the schedule cannot be loaded", async () => {
    sessionStore.signIn(doctor);
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Database is down' } }));
    renderPage(<DoctorSchedulingPage />);
    expect(await screen.findByText(SCHEDULE_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
