import type { MeetLinkDto } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { toLocalInput } from '../formValues';
import { MeetLinksSection } from './MeetLinksSection';

const HOUR = 3_600_000;
const doctor = makeUser(['doctor'], { _id: 'u-doctor' });
const patient = makeUser(['patient'], { _id: 'u-patient' });
/** The request as the API sends it to the doctor caring for the patient through it. */
const request = makeRequest({
  acceptanceStatus: 1,
  abilities: requestAbilities({ joinMeetings: true, createMeetLink: true }),
  assignedDoctors: [
    {
      _id: 'u-doctor',
      name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
      profile_image_url: null,
      acceptanceStatus: 1,
    },
  ],
});
const start = Date.now() + 24 * HOUR;
/** A meeting the doctor organised, with no abilities unless a test grants them. */
const link: MeetLinkDto = {
  _id: 'm-1',
  title: 'Knee review',
  description: 'Bring your X-ray.',
  startTime: start,
  endTime: start + HOUR,
  meetLink: 'https://meet.jit.si/CareNet-abc',
  provider: 'jitsi',
  donationRequestId: request._id,
  createdBy: 'u-doctor',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  abilities: { edit: false, delete: false },
};
/** The meeting as the API sends it to its organiser. */
const organised: MeetLinkDto = { ...link, abilities: { edit: true, delete: true } };

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Enters the day as CareNet shows it (DD-MMM-YYYY) and the time, as a person would type them. */
async function setTime(dialog: HTMLElement, label: 'From' | 'To', ms: number) {
  const local = toLocalInput(ms);
  const [year, month, day] = local.slice(0, 10).split('-');
  const dayInput = within(dialog).getByRole('textbox', { name: `${label} date` });
  fireEvent.change(dayInput, { target: { value: `${day}-${MONTHS[Number(month) - 1]}-${year}` } });
  fireEvent.blur(dayInput);
  // A time input takes its value as one string; typing into it is not what its picker does.
  fireEvent.input(within(dialog).getByLabelText(`${label} time`), { target: { value: local.slice(11, 16) } });
}

describe('MeetLinksSection', () => {
  it("lets the accepting doctor create a meeting with SPEC's rules and messages", async () => {
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ method }) =>
      method === 'POST' ? ok(link, 'Meet link was created successfully', 201) : ok([]),
    );
    renderPage(<MeetLinksSection request={request} />);
    await screen.findByText('No meetings yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create the meet link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Meet Link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the meet link' }));
    for (const message of [
      'Please enter Title',
      'Please enter description',
      'Please select a fromDate',
      'Please select a endDate',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }

    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Knee review');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Bring your X-ray.');
    await setTime(dialog, 'From', start);
    await setTime(dialog, 'To', start - HOUR);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the meet link' }));
    expect(await within(dialog).findByText('Please select a valid date')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    await setTime(dialog, 'To', start + HOUR);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the meet link' }));
    expect(await screen.findByText('Meet link was created successfully')).toBeTruthy();
    const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
    expect(post?.path).toBe('/appointment/googlemeet');
    expect(post?.body).toEqual({
      title: 'Knee review',
      description: 'Bring your X-ray.',
      startTime: Math.floor(start / 60_000) * 60_000,
      endTime: Math.floor((start + HOUR) / 60_000) * 60_000,
      requestId: request._id,
    });
  });

  it('shows the patient the meeting with its join link, and nothing to create or change', async () => {
    sessionStore.signIn(patient);
    mockApi(() => ok([link]));
    renderPage(
      <MeetLinksSection request={{ ...request, abilities: requestAbilities({ joinMeetings: true }) }} />,
    );
    const meeting = await screen.findByRole('article', { name: 'Knee review' });
    expect(
      within(meeting)
        .getByRole('link', { name: /Join the meeting/ })
        .getAttribute('href'),
    ).toBe(link.meetLink);
    // The service the room is on is named, never left for the patient to guess.
    expect(within(meeting).getByText('on Jitsi Meet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the meet link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit meet link' })).toBeNull();
  });

  it('offers Create the meet link only when the API lets the viewer create one', async () => {
    sessionStore.signIn(patient);
    mockApi(() => ok([]));
    // A viewer with no doctor role whom the API lets create one: the screen follows the API.
    renderPage(<MeetLinksSection request={request} />);
    expect(await screen.findByRole('button', { name: 'Create the meet link' })).toBeTruthy();
  });

  it('lets the organiser update the meeting in edit mode', async () => {
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(({ method }) =>
      method === 'PUT' ? ok(organised, 'Meet link was updated successfully') : ok([organised]),
    );
    renderPage(<MeetLinksSection request={request} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit meet link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Meet Link' });
    const title = within(dialog).getByLabelText(/^Title/);
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Knee review'));
    // The day reads DD-MMM-YYYY (docs/validation-and-limits.md), not the browser's mm/dd/yyyy.
    const fromDay = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'From date' });
    expect(fromDay.value).toBe(formatDate(new Date(organised.startTime).toISOString()));
    expect(fromDay.value).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Knee review (moved)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update the meet link' }));
    expect(await screen.findByText('Meet link was updated successfully')).toBeTruthy();
    const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/appointment/googlemeet/m-1');
    expect(put?.body).toMatchObject({ title: 'Knee review (moved)' });
  });

  it("shows Edit and Delete from each meeting's abilities, not from who organised it", async () => {
    sessionStore.signIn(doctor);
    mockApi(() =>
      ok([
        // Organised by someone else, yet the API lets this viewer edit it.
        {
          ...link,
          _id: 'm-2',
          title: 'Editable',
          createdBy: 'u-other',
          abilities: { edit: true, delete: false },
        },
        // Organised by the viewer, yet the API allows nothing.
        { ...link, _id: 'm-3', title: 'Locked', createdBy: doctor._id },
      ]),
    );
    renderPage(<MeetLinksSection request={request} />);
    const buttons = async (title: string) =>
      within(await screen.findByRole('article', { name: title }))
        .queryAllByRole('button', { name: /meet link$/ })
        .map((button) => button.getAttribute('aria-label'));

    expect(await buttons('Editable')).toEqual(['Edit meet link']);
    expect(await buttons('Locked')).toEqual([]);
  });

  it('shows nothing, and asks nothing, to someone the API keeps out of its meetings', () => {
    // Even the request's own doctor, once the API no longer counts them in its care.
    sessionStore.signIn(doctor);
    const fetchMock = mockApi(() => ok([]));
    renderPage(<MeetLinksSection request={{ ...request, abilities: requestAbilities() }} />);
    expect(screen.queryByText('Meetings')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
