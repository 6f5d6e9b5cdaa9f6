import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_REALTIME_EVENTS,
  chatInboxTopic,
  chatTopic,
  type ChatMessageDto,
  type ChatReadEventData,
} from '@carenet/shared';
import { useOnReconnect, useRealtimeTopic } from '../../lib/useRealtime';
import { addMessage, chatKeys, moveMarker } from './api';

/**
 * Keeps an open conversation live: new messages join the cache once each, read markers move, and a
 * gap in the seqs (a message missed while the socket was being set up) fetches the conversation again.
 * Answers the server's message once the viewer's access to the conversation ended (nothing more
 * comes), otherwise null.
 */
export function useLiveConversation(roomId: string): string | null {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: chatKeys.room(roomId) });
  const ended = useRealtimeTopic(chatTopic(roomId), (event) => {
    if (event.event === CHAT_REALTIME_EVENTS.messageCreated) {
      if (!addMessage(client, event.data as ChatMessageDto)) refetch();
    } else if (event.event === CHAT_REALTIME_EVENTS.read) {
      const { userId, lastReadSeq } = event.data as ChatReadEventData;
      moveMarker(client, roomId, userId, lastReadSeq);
    } else if (event.event === CHAT_REALTIME_EVENTS.roomDeleted) {
      refetch();
      void client.invalidateQueries({ queryKey: chatKeys.rooms });
    }
  });
  // The socket resumes the topic after the last message it heard; one it never heard is fetched.
  useOnReconnect(() => {
    if (!ended) refetch();
  });
  return ended;
}

/** Keeps the conversation list (unread counts, last messages) live for its user. */
export function useLiveRoomList(userId: string | null): void {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: chatKeys.rooms });
  useRealtimeTopic(userId ? chatInboxTopic(userId) : null, refetch);
  useOnReconnect(refetch);
}
