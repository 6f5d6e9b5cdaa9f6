import type { RealtimeEvent } from '@carenet/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { MessageButton } from '../components/MessageButton';
import { doctor, makeMessage, makeRoom, patient } from '../test/fixtures';
import { MessagesPage } from './MessagesPage';

const topics = new Map<string, (event: RealtimeEvent) => void>();
vi.mock('../../../lib/useRealtime', () => ({
  useRealtimeTopic: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (topic) topics.set(topic, onEvent);
  },
  useRealtimeStatus: () => 'online',
  // The socket stays up in these tests: nothing comes back after a drop.
  useOnReconnect: () => undefined,
}));

afterEach(() => {
  topics.clear();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const list = (rooms: ReturnType<typeof makeRoom>[]) => ({
  status: 200,
  body: {
    status: 'success',
    statusCode: 200,
    message: 'Success',
    data: rooms,
    totalCountOfRecords: rooms.length,
  },
});

describe('/member/Message', () => {
  it('lists conversations with the last message and unread count, kept live, and opens one', async () => {
    sessionStore.signIn(patient);
    let listed = 0;
    const fetchMock = mockApi(() => {
      listed++;
      return list([
        makeRoom({
          unreadCount: listed === 1 ? 2 : 3,
          lastMessage: makeMessage(4, {
            userId: doctor._id,
            senderName: 'Arjun Mehta',
            text: 'How is the knee?',
          }),
        }),
        makeRoom({
          _id: 'room-2',
          requestTitle: 'Follow-up',
          lastMessage: makeMessage(1, {
            roomId: 'room-2',
            type: 'Audio',
            text: '',
            audioUrl: '/files/a.webm',
          }),
        }),
      ]);
    });
    const { router } = renderRoutes(
      [
        { path: '/member/Message', element: <MessagesPage /> },
        { path: '/member/privateMessages', element: <p>Conversation page</p> },
      ],
      '/member/Message',
    );
    expect(await screen.findByText('How is the knee?')).toBeTruthy();
    expect(screen.getByText('You: Voice message')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Arjun Mehta.*Knee pain after a fall.*2 unread/ }),
    ).toBeTruthy();
    expect(apiCalls(fetchMock)[0].path).toBe('/chatRooms');

    // Another message arrives in a conversation: the list is read again.
    act(() =>
      topics.get(`chatInbox:${patient._id}`)?.({
        topic: `chatInbox:${patient._id}`,
        event: 'conversation.updated',
        data: { roomId: 'room-1' },
      }),
    );
    expect(await screen.findByRole('button', { name: /3 unread/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Follow-up/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?room=room-2'));
    expect(router.state.location.pathname).toBe('/member/privateMessages');
  });

  it('says how to start when there is no conversation yet', async () => {
    sessionStore.signIn(patient);
    mockApi(() => list([]));
    renderRoutes([{ path: '*', element: <MessagesPage /> }]);
    expect(
      await screen.findByText(
        'No conversations yet. Open one of your care requests and choose Message to start one.',
      ),
    ).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    sessionStore.signIn(patient);
    mockApi(() => ({
      status: 500,
      body: { status: 'error', statusCode: 500, message: 'Something went wrong' },
    }));
    renderRoutes([{ path: '*', element: <MessagesPage /> }]);
    expect(await screen.findByText('We could not load your conversations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe("the request's Message button", () => {
  it("starts or opens the request's conversation for its patient", async () => {
    sessionStore.signIn(patient);
    const request = makeRequest({
      user_info: { ...makeRequest().user_info, _id: patient._id },
      abilities: requestAbilities({ chat: true }),
    });
    const fetchMock = mockApi(() => ok(makeRoom({ _id: 'room-7' }), 'Conversation started', 201));
    const { router } = renderRoutes(
      [
        { path: '/donationRequest/:id', element: <MessageButton request={request} /> },
        { path: '/member/privateMessages', element: <p>Conversation page</p> },
      ],
      `/donationRequest/${request._id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    await waitFor(() => expect(router.state.location.search).toBe('?room=room-7'));
    expect(apiCalls(fetchMock)[0]).toEqual({
      path: '/chatRooms',
      method: 'POST',
      body: { requestId: request._id },
    });
  });

  it('is shown only when the API lets the viewer open the conversation, whoever they are', () => {
    // The request's own patient and a doctor on it, to whom the API does not give the conversation.
    const closed = makeRequest({
      user_info: { ...makeRequest().user_info, _id: patient._id },
      assignedDoctors: [{ _id: doctor._id, name: doctor.name, profile_image_url: null, acceptanceStatus: 1 }],
    });
    for (const viewer of [patient, doctor]) {
      sessionStore.signIn(viewer);
      const { unmount } = renderRoutes([{ path: '*', element: <MessageButton request={closed} /> }]);
      expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
      unmount();
    }
    // Someone with no tie to it by id, to whom the API gives it.
    sessionStore.signIn(doctor);
    const open = makeRequest({ abilities: requestAbilities({ chat: true }) });
    renderRoutes([{ path: '*', element: <MessageButton request={open} /> }]);
    expect(screen.getByRole('button', { name: 'Message' })).toBeTruthy();
  });
});
