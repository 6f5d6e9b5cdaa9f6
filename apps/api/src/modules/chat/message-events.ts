import {
  CHAT_REALTIME_EVENTS,
  chatCursor,
  chatInboxTopic,
  chatTopic,
  type ChatInboxEventData,
  type ChatReadEventData,
  type RealtimeEvent,
} from '@carenet/shared';
import type { EventAtCommit } from '../../platform/realtime/bus';
import { presentMessage } from './presenter';
import type { ChatMessageView } from './repository';

/** Tells one user's conversation list which conversation changed. */
export const inboxEvent = (userId: string, roomId: string): RealtimeEvent<ChatInboxEventData> => ({
  topic: chatInboxTopic(userId),
  event: CHAT_REALTIME_EVENTS.conversationUpdated,
  data: { roomId },
});

/** A message as the conversation's followers get it: as the API answered it, resumable by its seq. */
export const messageEvent = (view: ChatMessageView): RealtimeEvent => ({
  topic: chatTopic(view.message.roomId),
  event: CHAT_REALTIME_EVENTS.messageCreated,
  data: presentMessage(view),
  cursor: chatCursor(view.message.seq),
});

/**
 * What a new message tells the sockets, published with the transaction that stores it (as is all a
 * conversation tells them, below): the
 * conversation gets the message (by its id when too large to travel whole), and each participant's
 * list, the sender's other tabs included, hears which conversation changed.
 */
export function newMessageEvents(view: ChatMessageView, participantIds: string[]): EventAtCommit[] {
  return [
    { event: messageEvent(view), ref: view.message.id },
    ...participantIds.map((userId) => ({ event: inboxEvent(userId, view.message.roomId) })),
  ];
}

/** A participant read up to a seq: the conversation's followers move their marker; their list updates. */
export function readEvents(data: ChatReadEventData): EventAtCommit[] {
  return [
    { event: { topic: chatTopic(data.roomId), event: CHAT_REALTIME_EVENTS.read, data } },
    { event: inboxEvent(data.userId, data.roomId) },
  ];
}

/** The conversation is gone: its open screens close it, and its participants' lists drop it. */
export function roomDeletedEvents(roomId: string, participantIds: string[]): EventAtCommit[] {
  return [
    { event: { topic: chatTopic(roomId), event: CHAT_REALTIME_EVENTS.roomDeleted, data: { roomId } } },
    ...participantIds.map((userId) => ({ event: inboxEvent(userId, roomId) })),
  ];
}
