import { CHAT_HOLD_TO_RECORD_MS, type ChatMessageDto, type RealtimeEvent } from '@carenet/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderPage } from '../../test/utils';
import { FakeUpload } from '../../test/FakeUpload';
import { sessionStore } from '../../lib/session';
import { makeRequest, requestAbilities } from '../../test/requestFixtures';
import {
  doctor,
  makeMessage,
  makePage,
  makeRoom,
  participant,
  patient,
} from '../../features/chat/test/fixtures';
import { ChatConversation } from './ChatConversation';

/** The tab's socket is replaced by a hand that delivers events as the realtime client would. */
const topics = new Map<string, (event: RealtimeEvent) => void>();
vi.mock('../../lib/useRealtime', () => ({
  useRealtimeTopic: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (topic) topics.set(topic, onEvent);
  },
  useRealtimeStatus: () => 'online',
  // The socket stays up in these tests: nothing comes back after a drop.
  useOnReconnect: () => undefined,
}));

const live = (event: string, data: unknown, cursor?: string) =>
  act(() => topics.get('chat:room-1')?.({ topic: 'chat:room-1', event, data, cursor }));

/** The request the conversation is about, as the API sends it to its patient: no doctor's tools. */
const aboutRequest = makeRequest({
  _id: 'req-1',
  abilities: requestAbilities({ chat: true, joinMeetings: true, readPrescriptions: true }),
});

/** The API of these tests: the conversation's request (which the chat box reads), and `handler` for the rest. */
const chatApi = (handler: Parameters<typeof mockApi>[0], request = aboutRequest) =>
  mockApi((call) => (call.path === `/donationRequest/${request._id}` ? ok(request) : handler(call)));

const fromDoctor = (seq: number, text: string) =>
  makeMessage(seq, { userId: doctor._id, senderName: 'Arjun Mehta', text });

beforeEach(() => {
  // jsdom lays nothing out; scrolling is not what these tests look at.
  Element.prototype.scrollTo = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  topics.clear();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

/** A microphone and a MediaRecorder that records 'voice' as audio/webm when stopped. */
function fakeMicrophone() {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  const recorders: { mimeType: string }[] = [];
  class FakeRecorder {
    static isTypeSupported = (type: string) => type === 'audio/webm';
    state = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: unknown, options: { mimeType?: string }) {
      this.mimeType = options.mimeType ?? '';
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  // jsdom's Blob has no arrayBuffer(); browsers' do.
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return new Promise<ArrayBuffer>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.readAsArrayBuffer(this);
        });
      },
    });
  }
  return { recorders, stop };
}

const shown = () => screen.getAllByTestId('chat-message').map((item) => Number(item.dataset.seq));

describe('ChatConversation', () => {
  it('shows the newest page oldest at the top, and loads older messages on demand', async () => {
    sessionStore.signIn(patient);
    const fetchMock = chatApi(({ url, method }) => {
      if (method === 'PUT') return ok(makeRoom());
      return url.searchParams.get('before') === '3'
        ? ok(makePage([makeMessage(1), makeMessage(2)]))
        : ok(makePage([makeMessage(3), makeMessage(4), fromDoctor(5, 'How is the knee?')], true));
    });
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByText('How is the knee?')).toBeTruthy();
    expect(shown()).toEqual([3, 4, 5]);
    // The header names the other participant; their message carries their name.
    expect(screen.getAllByText('Arjun Mehta')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Knee pain after a fall' }).getAttribute('href')).toBe(
      '/donationRequest/req-1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5]));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    // Reading the conversation moves the reader's marker to its newest message.
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toMatchObject({
      path: '/chatRooms/room-1',
      body: { readUpTo: 5 },
    });
  });

  it('sends with Enter, never blank text, and Shift+Enter starts a new line', async () => {
    sessionStore.signIn(patient);
    const sent = makeMessage(1, { text: 'My knee is swollen.' });
    const fetchMock = chatApi(({ method }) =>
      method === 'POST' ? ok(sent, 'Message sent', 201) : ok(makePage([])),
    );
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByText('No messages yet. Say hello.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' });

    await userEvent.type(box, '   {Enter}');
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'My knee{Shift>}{Enter}{/Shift}is swollen.');
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() =>
      expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
        { path: '/chatRooms/room-1/messages', method: 'POST', body: { text: 'My knee\nis swollen.' } },
      ]),
    );
    expect(await screen.findByText('My knee is swollen.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows live messages once each, fetches again after a gap, and marks what was seen', async () => {
    sessionStore.signIn(patient);
    let pageCalls = 0;
    chatApi(({ method }) => {
      if (method === 'PUT') return ok(makeRoom());
      pageCalls++;
      return pageCalls === 1
        ? ok(makePage([makeMessage(1, { text: 'Hello doctor' })]))
        : ok(
            makePage([
              makeMessage(1),
              fromDoctor(2, 'Hello Priya'),
              fromDoctor(3, 'Missed one'),
              fromDoctor(4, 'Gap'),
            ]),
          );
    });
    renderPage(<ChatConversation roomId="room-1" />);
    await screen.findByText('Hello doctor');
    expect(screen.queryByText('Seen')).toBeNull();

    live('message.created', fromDoctor(2, 'Hello Priya'), '000000000002');
    live('message.created', fromDoctor(2, 'Hello Priya'), '000000000002');
    expect(await screen.findAllByText('Hello Priya')).toHaveLength(1);
    expect(pageCalls).toBe(1);

    live('room.read', { roomId: 'room-1', userId: doctor._id, lastReadSeq: 1 });
    expect(await within(screen.getAllByTestId('chat-message')[0]).findByText('Seen')).toBeTruthy();

    // Seq 3 never arrived: the conversation is fetched again rather than shown with a hole.
    live('message.created', fromDoctor(4, 'Gap'), '000000000004');
    await waitFor(() => expect(pageCalls).toBe(2));
    expect(await screen.findByText('Missed one')).toBeTruthy();
  });

  it('uploads an image with progress and says so in the words of docs/api-contract.md#messages', async () => {
    sessionStore.signIn(patient);
    FakeUpload.install();
    chatApi(() => ok(makePage([])));
    URL.createObjectURL = vi.fn(() => 'blob:chat');
    URL.revokeObjectURL = vi.fn();
    renderPage(<ChatConversation roomId="room-1" />);
    await screen.findByText('No messages yet. Say hello.');

    const file = new File(['png-bytes'], 'swelling.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('chat-image-input'), file);
    const upload = FakeUpload.instances[0];
    expect(upload.url).toBe('/api/v1/chatRooms/room-1/attachments');
    expect(upload.headers.authorization).toBe('Bearer test-token');
    expect((upload.body?.get('file') as File).name).toBe('swelling.png');
    act(() => upload.progress(40, 100));
    expect(await screen.findByText('Uploading… 40%')).toBeTruthy();

    const image = makeMessage(1, {
      type: 'Image',
      text: '',
      imageUrl: '/files/chat/x.png',
      fileName: 'swelling.png',
    });
    act(() =>
      upload.respond(201, {
        status: 'success',
        statusCode: 201,
        message: 'Image is uploaded successfully',
        data: image,
      }),
    );
    expect(await screen.findByText('Image is uploaded successfully')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'swelling.png' })).toBeTruthy();
    expect(screen.queryByText(/Uploading/)).toBeNull();
  });

  it('records a voice message only after the control is held 500 ms, and sends it as MP3', async () => {
    sessionStore.signIn(patient);
    FakeUpload.install();
    chatApi(() => ok(makePage([])));
    const { recorders, stop } = fakeMicrophone();
    // The browser decodes its own recording: here, a second of a 440 Hz tone.
    const decoded = {
      numberOfChannels: 1,
      sampleRate: 44_100,
      getChannelData: () => Float32Array.from({ length: 44_100 }, (_, i) => 0.5 * Math.sin(i / 16)),
    };
    const decodeAudioData = vi.fn(async () => decoded);
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = decodeAudioData;
      },
    );
    renderPage(<ChatConversation roomId="room-1" />);
    await screen.findByText('No messages yet. Say hello.');
    const control = screen.getByRole('button', { name: 'Hold to record a voice message' });

    // The hold is measured on a fake clock; the rest of the test runs on the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A tap is not a recording.
    fireEvent.pointerDown(control);
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.pointerUp(control);
    await vi.advanceTimersByTimeAsync(CHAT_HOLD_TO_RECORD_MS);
    expect(recorders).toEqual([]);
    expect(FakeUpload.instances).toEqual([]);

    fireEvent.pointerDown(control);
    await vi.advanceTimersByTimeAsync(CHAT_HOLD_TO_RECORD_MS - 1);
    expect(recorders).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(recorders).toHaveLength(1));
    // docs/validation-and-limits.md: recorded as audio/webm...
    expect(recorders[0].mimeType).toBe('audio/webm');
    expect(await screen.findByPlaceholderText(/Recording…/)).toBeTruthy();
    fireEvent.pointerUp(control);
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1), { timeout: 5000 });
    expect(decodeAudioData).toHaveBeenCalledOnce();
    // ...and sent as audio/mpeg.
    const voice = FakeUpload.instances[0].body?.get('file') as File;
    expect(voice.name).toBe('voice-message.mp3');
    expect(voice.type).toBe('audio/mpeg');
    expect(voice.size).toBeGreaterThan(7000);
    expect(stop).toHaveBeenCalled();
  });

  it('sends the WebM recording as it is when the browser cannot decode it', async () => {
    sessionStore.signIn(patient);
    FakeUpload.install();
    chatApi(() => ok(makePage([])));
    const { recorders } = fakeMicrophone();
    renderPage(<ChatConversation roomId="room-1" />);
    await screen.findByText('No messages yet. Say hello.');
    const control = screen.getByRole('button', { name: 'Hold to record a voice message' });
    fireEvent.pointerDown(control);
    await waitFor(() => expect(recorders).toHaveLength(1), { timeout: 1500 });
    fireEvent.pointerUp(control);
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const voice = FakeUpload.instances[0].body?.get('file') as File;
    expect(voice.name).toBe('voice-message.webm');
    expect(voice.type).toBe('audio/webm');
  });

  it("gives the prescription and 'Create the meet link' buttons when the request's abilities allow them", async () => {
    sessionStore.signIn(doctor);
    const caring = {
      ...aboutRequest,
      abilities: requestAbilities({ prescribe: true, createMeetLink: true }),
    };
    chatApi(() => ok(makePage([])), caring);
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByRole('button', { name: 'Create the meet link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prescription' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create the meet link' }));
    expect(await screen.findByRole('dialog', { name: 'Create Meet Link' })).toBeTruthy();
  });

  it('gives each tool from its own ability, not from the participant’s role', async () => {
    // The accepting doctor whom the API does not let prescribe or create links (not verified yet).
    sessionStore.signIn(doctor);
    const accepted = makeRequest({
      _id: 'req-1',
      acceptanceStatus: 1,
      assignedDoctors: [{ _id: doctor._id, name: doctor.name, profile_image_url: null, acceptanceStatus: 1 }],
      abilities: requestAbilities({ chat: true, awaitingVerification: true }),
    });
    chatApi(() => ok(makePage([])), accepted);
    const { unmount } = renderPage(<ChatConversation roomId="room-1" />);
    await screen.findByText('No messages yet. Say hello.');
    expect(screen.queryByRole('button', { name: 'Create the meet link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prescription' })).toBeNull();
    unmount();

    // A patient participant whom the API lets create a meet link gets that button, and only that one.
    sessionStore.signIn(patient);
    chatApi(() => ok(makePage([])), {
      ...aboutRequest,
      abilities: requestAbilities({ createMeetLink: true }),
    });
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByRole('button', { name: 'Create the meet link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prescription' })).toBeNull();
  });

  it('gives the patient neither, and shows a meet link the doctor made with a way to join', async () => {
    sessionStore.signIn(patient);
    const start = Date.parse('2026-03-06T10:00:00Z');
    const meeting = fromDoctor(1, 'Knee review\nBring your last X-ray.');
    const withLink: ChatMessageDto = {
      ...meeting,
      meetLink: 'https://meet.jit.si/CareNet-abc',
      meetStartTime: start,
      meetEndTime: start + 1_800_000,
    };
    chatApi(({ method }) => (method === 'PUT' ? ok(makeRoom()) : ok(makePage([withLink]))));
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByText('Knee review')).toBeTruthy();
    expect(screen.getByText('Bring your last X-ray.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.jit.si/CareNet-abc',
    );
    expect(screen.queryByRole('button', { name: 'Create the meet link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prescription' })).toBeNull();
  });

  it('says when the conversation does not exist or is not the reader’s', async () => {
    sessionStore.signIn(patient);
    chatApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: 'Conversation not found' },
    }));
    renderPage(<ChatConversation roomId="room-9" />);
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
  });

  it("lets the request's owner delete the conversation after confirming", async () => {
    sessionStore.signIn(patient);
    const onDeleted = vi.fn();
    const fetchMock = chatApi(({ method }) =>
      method === 'DELETE'
        ? ok(null, 'Conversation deleted')
        : ok(
            makePage(
              [],
              false,
              makeRoom({ participants: [participant(patient, 'patient')], abilities: { delete: true } }),
            ),
          ),
    );
    renderPage(<ChatConversation roomId="room-1" onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }));
    // The menu opens with a transition, slower when the machine is busy.
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Delete conversation' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(
      apiCalls(fetchMock).some((call) => call.method === 'DELETE' && call.path === '/chatRooms/room-1'),
    ).toBe(true);
  });

  it("offers Delete conversation from the room's abilities, not from who owns the request", async () => {
    // The doctor does not own the request, yet the API lets them delete the conversation.
    sessionStore.signIn(doctor);
    chatApi(() => ok(makePage([], false, makeRoom({ abilities: { delete: true } }))));
    const { unmount } = renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByRole('button', { name: 'Conversation options' })).toBeTruthy();
    unmount();

    // The patient owns the request, yet the API allows no deleting.
    sessionStore.signIn(patient);
    chatApi(() => ok(makePage([], false, makeRoom({ ownerId: patient._id }))));
    renderPage(<ChatConversation roomId="room-1" />);
    expect(await screen.findByText('Knee pain after a fall')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conversation options' })).toBeNull();
  });
});
