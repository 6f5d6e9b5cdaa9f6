import { displayDay } from '../../lib/dateInput';
import { notifications } from '@mantine/notifications';
import {
  APPOINTMENT_MESSAGES,
  type ProfileAbilities,
  type SlotAvailabilityDto,
  type ViewedProfileDto,
} from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes, type ApiCall } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { PublicProfilePage } from './PublicProfilePage';
import { makeAppointment } from '../../features/appointments/test-fixtures';
import { formatTime, localDayRange, localIsoDate } from '../../features/appointments/time';

const patient = makeUser(['patient'], { _id: 'u-patient' });
const DOCTOR_ID = '0190a6c4-1f7e-7b3c-9d2e-00000000d001';
const doctorUser = makeUser(['doctor'], {
  _id: DOCTOR_ID,
  name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
});

/** The profile as GET /user/profile/{id} answers it, with what the viewer may do (the API decides). */
function profileOf(user: typeof doctorUser, abilities: ProfileAbilities): ViewedProfileDto {
  const { _id, unique_id, username, name, roles, gender, occupation, createdAt } = user;
  return {
    _id,
    unique_id,
    username,
    name,
    roles,
    gender,
    occupation,
    profile_image_url: null,
    image_url: null,
    summary: 'Consultant cardiologist.',
    linkedInProfileUrl: null,
    twitterProfileUrl: null,
    experience: [],
    educationTimelines: [],
    conferences: [],
    memberships: [],
    specialities: [],
    languages: [],
    certificates: [],
    achievements: [],
    educationalQualification: null,
    salutation: null,
    yearsOfExperience: null,
    profileVerificationStatus: 1,
    createdAt,
    abilities,
  };
}

const MAY_BOOK: ProfileAbilities = { book: true, signInToBook: false };
const SIGN_IN_TO_BOOK: ProfileAbilities = { book: false, signInToBook: true };
const MAY_NOT_BOOK: ProfileAbilities = { book: false, signInToBook: false };

const DAY = 86_400_000;
const tomorrow = localDayRange(localIsoDate(Date.now() + DAY)).from;
const at = (dayStart: number, hours: number) => dayStart + hours * 3_600_000;
const slot = (start: number) => ({ startTime: start, endTime: start + 1_800_000 });
/** Two free slots tomorrow morning, one the day after. */
const month: SlotAvailabilityDto = {
  doctorId: DOCTOR_ID,
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  slots: [slot(at(tomorrow, 10)), slot(at(tomorrow, 10.5)), slot(at(tomorrow + DAY, 9))],
};

type Handler = (call: ApiCall & { url: URL }) => { status?: number; body: Record<string, unknown> };

function openProfile(
  handler: Handler,
  viewer: typeof patient | null = patient,
  user = doctorUser,
  abilities: ProfileAbilities = MAY_BOOK,
) {
  if (viewer) sessionStore.signIn(viewer);
  const fetchMock = mockApi((call) => {
    if (call.url.pathname === `/api/v1/user/profile/${user._id}`) return ok(profileOf(user, abilities));
    if (call.url.pathname === `/api/v1/doctors/${user._id}/practice`)
      return ok({ facilities: [], services: [] });
    return handler(call);
  });
  renderRoutes(
    [
      { path: '/DoctorProfile/:id', element: <PublicProfilePage /> },
      { path: '/member/myAppointments', element: <p>My appointments page</p> },
    ],
    `/DoctorProfile/${user._id}`,
  );
  return fetchMock;
}

const slotCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call.path.startsWith('/appointmentSlotsAvailability/'));

afterEach(() => {
  notifications.clean();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Book appointment' }));
  return screen.findByRole('dialog', { name: 'Book appointment' });
}

describe('Book appointment on a doctor profile', () => {
  it('opens on the first day with free slots, books the chosen one and shows its video link', async () => {
    const appointment = makeAppointment({ startTime: at(tomorrow, 10.5), endTime: at(tomorrow, 11) });
    const fetchMock = openProfile(({ path }) =>
      path === '/appointment' ? ok(appointment, APPOINTMENT_MESSAGES.booked, 201) : ok(month),
    );
    const dialog = await openDialog();
    const choices = await within(dialog).findAllByRole('radio');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Day').value).toBe(
      displayDay(localIsoDate(tomorrow)),
    );
    expect(choices.map((choice) => choice.closest('label, div')?.textContent)).toEqual([
      formatTime(at(tomorrow, 10)),
      formatTime(at(tomorrow, 10.5)),
    ]);
    expect(slotCalls(fetchMock)[0]).toMatchObject({
      path: `/appointmentSlotsAvailability/${DOCTOR_ID}`,
      method: 'POST',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.slotRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.path === '/appointment')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: formatTime(at(tomorrow, 10.5)) }));
    await userEvent.type(within(dialog).getByLabelText('Note for the doctor'), 'Chest pain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.booked)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: appointment.meetLink }).getAttribute('href')).toBe(
      appointment.meetLink,
    );
    expect(apiCalls(fetchMock).find((call) => call.path === '/appointment')?.body).toEqual({
      doctorId: DOCTOR_ID,
      startTime: at(tomorrow, 10.5),
      note: 'Chest pain',
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'See my appointments' }));
    expect(await screen.findByText('My appointments page')).toBeTruthy();
  });

  it('asks for the day a patient picks, and says when it has no free slot', async () => {
    const fetchMock = openProfile(({ body }) =>
      (body as { to: number }).to - (body as { from: number }).from > 2 * DAY
        ? ok(month)
        : ok({ ...month, slots: [] }),
    );
    const dialog = await openDialog();
    await within(dialog).findAllByRole('radio');
    const later = localIsoDate(tomorrow + 5 * DAY);
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: later } });
    expect(
      await within(dialog).findByText('No free slots on this day. Please choose another day.'),
    ).toBeTruthy();
    expect(slotCalls(fetchMock).at(-1)?.body).toEqual(localDayRange(later));
  });

  it('says so when the slot was taken meanwhile, and lets the patient pick another', async () => {
    const fetchMock = openProfile(({ path }) =>
      path === '/appointment'
        ? { status: 409, body: { status: 'error', statusCode: 409, message: APPOINTMENT_MESSAGES.slotTaken } }
        : ok(month),
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: formatTime(at(tomorrow, 10)) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.slotTaken)).toBeTruthy();
    await waitFor(() => expect(slotCalls(fetchMock).length).toBeGreaterThan(1));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((choice) => (choice as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('tells the patient when the doctor has published no hours', async () => {
    openProfile(() => ok({ doctorId: DOCTOR_ID, timeZone: null, slotMinutes: null, slots: [] }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No hours published yet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  it('sends a visitor to sign in first when the profile says so', async () => {
    openProfile(() => ok(month), null, doctorUser, SIGN_IN_TO_BOOK);
    const link = await screen.findByRole('link', { name: 'Book appointment' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=%2FDoctorProfile%2F${DOCTOR_ID}`);
  });

  it.each([
    ['another doctor', makeUser(['doctor'], { _id: 'u-other' })],
    ['the doctor', doctorUser],
  ])('is not offered to %s, whom the profile says may not book', async (_, viewer) => {
    openProfile(() => ok(month), viewer, doctorUser, MAY_NOT_BOOK);
    expect(await screen.findByText('Consultant cardiologist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book appointment' })).toBeNull();
  });

  it("is not on a patient's profile", async () => {
    const other = makeUser(['patient'], { _id: 'u-other' });
    openProfile(() => ok(month), patient, other, MAY_NOT_BOOK);
    expect(await screen.findByText('Consultant cardiologist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book appointment' })).toBeNull();
  });

  it("follows the profile's abilities, never the roles: offered to whomever the API says may book", async () => {
    // A doctor's roles once hid it; the answer decides now, so the web and the API cannot disagree.
    openProfile(() => ok(month), makeUser(['doctor'], { _id: 'u-other' }), doctorUser, MAY_BOOK);
    expect(await screen.findByRole('button', { name: 'Book appointment' })).toBeTruthy();
  });

  it('asks no visitor to sign in for a profile nobody books', async () => {
    openProfile(() => ok(month), null, doctorUser, MAY_NOT_BOOK);
    expect(await screen.findByText('Consultant cardiologist.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book appointment' })).toBeNull();
  });
});
