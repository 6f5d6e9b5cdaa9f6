import type { ChatReadEventData } from '@carenet/shared';
import type { ActivityCategories } from '../../platform/audit';

/** Domain events of conversations (DESIGN §3.6): realtime delivery and notifications subscribe to them. */
export const CHAT_EVENTS = {
  roomCreated: 'chat.room.created',
  roomDeleted: 'chat.room.deleted',
  roomRead: 'chat.room.read',
  messageCreated: 'chat.message.created',
} as const;

/** Who should hear of a new message: everyone in the conversation but its sender. */
export interface ChatMessageCreated {
  roomId: string;
  requestId: string;
  messageId: string;
  senderId: string;
  recipientIds: string[];
  type: string;
}

declare module '../../platform/events' {
  interface EventMap {
    [CHAT_EVENTS.roomCreated]: { requestId: string };
    [CHAT_EVENTS.roomDeleted]: { requestId: string; participantIds: string[] };
    [CHAT_EVENTS.roomRead]: ChatReadEventData;
    [CHAT_EVENTS.messageCreated]: ChatMessageCreated;
  }
}

/**
 * A conversation starting or being removed is part of its request's story (docs/api-contract.md#entities-and-field-names 'Donation
 * Request'); the messages themselves stay in the conversation, not in the log.
 */
export const chatActivityCategories: ActivityCategories = {
  [CHAT_EVENTS.roomCreated]: 'Donation Request',
  [CHAT_EVENTS.roomDeleted]: 'Donation Request',
};
