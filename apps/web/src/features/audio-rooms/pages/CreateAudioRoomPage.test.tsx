import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AudioRoomDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { CreateAudioRoomPage } from './CreateAudioRoomPage';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** Enters a local time the way a person does: the day as CareNet shows it (DD-MMM-YYYY), then the time. */
function setTime(form: HTMLElement, label: 'Starts' | 'Ends', ms: number) {
  const at = new Date(ms);
  const day = within(form).getByRole('textbox', { name: `${label} date` });
  fireEvent.change(day, {
    target: { value: `${pad(at.getDate())}-${MONTHS[at.getMonth()]}-${at.getFullYear()}` },
  });
  fireEvent.blur(day);
  // A time input takes its value as one string; typing into it is not what its picker does.
  fireEvent.input(within(form).getByLabelText(`${label} time`), {
    target: { value: `${pad(at.getHours())}:${pad(at.getMinutes())}` },
  });
}

/** Whole minutes, as the pickers hold them. */
const minuteFrom = (ms: number) => Math.ceil(ms / 60_000) * 60_000;

const room = (overrides: Partial<AudioRoomDto> = {}): AudioRoomDto => ({
  _id: '0194c3a2-2222-7000-8000-000000000001',
  title: 'Algebra homework',
  description: 'Chapter 4',
  startTime: Date.UTC(2030, 0, 5, 10),
  endTime: Date.UTC(2030, 0, 5, 11),
  joinUrl: 'https://meet.jit.si/CareNet-abc#config.startAudioOnly=true',
  roomPath: '/0194c3a2-2222-7000-8000-000000000001',
  host: { _id: 'u-1', name: 'Asha Rao' },
  isHost: true,
  ...overrides,
});

describe('CreateAudioRoomPage', () => {
  it('lists the rooms with their CareNet link to copy and their join page, or says there are none', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ok([room()]));
    renderPage(<CreateAudioRoomPage />, '/createAudioRoom');
    const list = await screen.findByRole('region', { name: 'Your audio rooms' });
    expect(await within(list).findByText('Algebra homework')).toBeTruthy();
    expect(within(list).getByText(`${window.location.origin}/${room()._id}`)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const join = within(list).getByRole('link', { name: 'Join room' });
    expect(join.getAttribute('href')).toBe(room().joinUrl);
    expect(join.getAttribute('target')).toBe('_blank');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('checks the form with the API messages, then creates the room with epoch times', async () => {
    sessionStore.signIn(makeUser(['patient']));
    let rooms: AudioRoomDto[] = [];
    const fetchMock = mockApi(({ method, body }) => {
      if (method === 'POST') {
        const created = room({ ...(body as Partial<AudioRoomDto>), _id: 'r-new' });
        rooms = [created];
        return ok(created, 'Audio room created', 201);
      }
      return ok(rooms);
    });
    renderPage(<CreateAudioRoomPage />, '/createAudioRoom');
    expect(await screen.findByText('You have no audio rooms yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Create an audio room' });

    await userEvent.click(within(form).getByRole('button', { name: 'Create room' }));
    expect(await within(form).findByText('Please enter Title')).toBeTruthy();
    expect(within(form).getByText('Please select a start time')).toBeTruthy();

    const start = minuteFrom(Date.now() + 2 * 3_600_000);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Physics revision');
    setTime(form, 'Starts', start);
    setTime(form, 'Ends', start - 60_000);
    await userEvent.click(within(form).getByRole('button', { name: 'Create room' }));
    expect(await within(form).findByText('The room must end after it starts.')).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);

    setTime(form, 'Ends', start + 3_600_000);
    await userEvent.click(within(form).getByRole('button', { name: 'Create room' }));
    expect(await screen.findByText('Audio room created')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: '/audioRooms',
      method: 'POST',
      body: { title: 'Physics revision', description: '', startTime: start, endTime: start + 3_600_000 },
    });
    await waitFor(() => expect(screen.getByText('Physics revision')).toBeTruthy());
  });
});
