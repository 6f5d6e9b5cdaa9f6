import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
import type { PersonNameDto } from '../dto/user';

import { CHAT_MESSAGES, CHAT_PAGE_SIZE, CHAT_TEXT_MAX, type ChatMessageType } from './constants';

export * from './constants';

/** Text as sent: control characters other than line breaks and tabs are dropped, broken UTF-16 repaired. */
function cleanText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
  );
}

/** docs/validation-and-limits.md#conversation Chat: empty or blank text is not sent. */
export const chatTextSchema = z
  .string({ error: CHAT_MESSAGES.textRequired })
  .transform(cleanText)
  .pipe(z.string().trim().min(1, CHAT_MESSAGES.textRequired).max(CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong));

const uuid = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, message);

/** POST /chatRooms: the conversation of a care request, started or, when it exists, returned. */
export const createChatRoomSchema = z.object({ requestId: uuid(CHAT_MESSAGES.invalidRequest) });
export type CreateChatRoomInput = z.input<typeof createChatRoomSchema>;

/** POST /chatRooms/{id}/messages */
export const sendChatMessageSchema = z.object({ text: chatTextSchema });
export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;

/** PUT /chatRooms/{id}: the caller's read marker, up to a message's seq (all of them when left out). */
export const updateChatRoomSchema = z.object({ readUpTo: z.number().int().min(0).optional() });
export type UpdateChatRoomInput = z.input<typeof updateChatRoomSchema>;

/**
 * GET /chatRooms/{uniqueId}?sortOrder=1: newest first by default, oldest first with sortOrder=1.
 * `before` pages back to older messages, `after` forward to newer ones (message seqs).
 */
export const chatMessagesQuerySchema = z.object({
  sortOrder: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(-1)]))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(CHAT_PAGE_SIZE),
  before: z.coerce.number().int().min(1).optional(),
  after: z.coerce.number().int().min(0).optional(),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** GET /chatRooms: the caller's conversations, latest activity first. */
export const chatRoomListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

/** docs/api-contract.md#entities-and-field-names Chat message as the API sends it; `whenSent` in epoch ms. */
export interface ChatMessageDto {
  _id: string;
  roomId: string;
  /** The message's place in its conversation: 1, 2, 3, ... with no gaps. */
  seq: number;
  type: ChatMessageType;
  text: string;
  userId: string | null;
  senderName: string;
  senderProfileImageUrl: string | null;
  whenSent: number;
  imageUrl: string | null;
  audioUrl: string | null;
  documentUrl: string | null;
  /** The attachment's file name (documents are offered for download under it). */
  fileName: string | null;
  meetLink: string | null;
  /** The meeting a meetLink message announces, epoch ms. */
  meetStartTime: number | null;
  meetEndTime: number | null;
}

export interface ChatParticipantDto {
  _id: string;
  name: PersonNameDto;
  profile_image_url: string | null;
  /** The patient of a care request, the owner of any other request, or one of its doctors. */
  role: 'patient' | 'owner' | 'doctor';
  /** The seq of the last message this participant has read (0: none). */
  lastReadSeq: number;
}

/** A conversation about one care request, as its participants see it. */
export interface ChatRoomDto {
  _id: string;
  requestId: string;
  requestTitle: string;
  /** Whoever owns the request (its patient). */
  ownerId: string;
  participants: ChatParticipantDto[];
  lastMessage: ChatMessageDto | null;
  /** Messages by others after the caller's read marker. */
  unreadCount: number;
  lastSeq: number;
  createdAt: string;
  updatedAt: string;
  /** What the viewer may do with it, decided by the API: delete it (the request's owner, an administrator). */
  abilities: { delete: boolean };
}

/** GET /chatRooms/{uniqueId}: the conversation and a page of its messages. */
export interface ChatRoomPageDto {
  room: ChatRoomDto;
  messages: ChatMessageDto[];
  /** Whether there are more messages past this page in the order asked for. */
  hasMore: boolean;
}

export interface ChatReadEventData {
  roomId: string;
  userId: string;
  lastReadSeq: number;
}

export interface ChatInboxEventData {
  roomId: string;
}

/** A realtime cursor of a conversation: its seq zero-padded, so cursors sort as messages do. */
export const chatCursor = (seq: number) => String(seq).padStart(12, '0');

/** Where a conversation opens in the app (notifications link here). */
export const chatRoomPath = (roomId: string) => `/member/privateMessages?room=${roomId}`;
