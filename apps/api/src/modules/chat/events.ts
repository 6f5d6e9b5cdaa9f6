import type { ActivityCategory } from '../../platform/audit';

/** Domain events of conversations (DESIGN §3.6): realtime delivery and notifications subscribe to them. */
export const CHAT_EVENTS = {
  roomCreated: 'chat.room.created',
  roomDeleted: 'chat.room.deleted',
  roomRead: 'chat.room.read',
  /** data: {roomId, requestId, messageId, senderId, recipientIds, type}: who should hear of a new message. */
  messageCreated: 'chat.message.created',
} as const;

/**
 * A conversation starting or being removed is part of its request's story (SPEC §3 'Donation
 * Request'); the messages themselves stay in the conversation, not in the log.
 */
export const chatActivityCategories: Record<string, ActivityCategory> = {
  [CHAT_EVENTS.roomCreated]: 'Donation Request',
  [CHAT_EVENTS.roomDeleted]: 'Donation Request',
};
