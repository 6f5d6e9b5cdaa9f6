import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHAT_MESSAGES,
  type chatMessagesQuerySchema,
  type chatRoomListQuerySchema,
  type ChatMessageType,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { donationRequests, type ChatRoomRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import {
  assertAllowed,
  careClock,
  refuseConversation,
  relationshipOf,
  requestViewerOf,
  type RequestView,
} from '../../access';
import { findRequestView, selectRequestViews } from '../requests';
import { CHAT_EVENTS } from './events';
import { canDelete, doctorsInConversation, participantIds, takesPart } from './policy';
import type { ChatRoomView } from './presenter';
import { newMessageEvents, readEvents, roomDeletedEvents } from './message-events';
import {
  appendMessage,
  countUnread,
  deleteRoomRow,
  findConversation,
  findConversationByIdOrRequest,
  findRoomByIdOrRequest,
  insertRoom,
  selectLastMessages,
  selectMarkers,
  selectMessagePage,
  selectRoomsOf,
  upsertMarker,
  type ChatFile,
  type ChatMessageView,
  type Conversation,
  type NewChatMessage,
} from './repository';

export type MessagesQuery = z.output<typeof chatMessagesQuerySchema>;
export type RoomListQuery = z.output<typeof chatRoomListQuerySchema>;

const roomNotFound = () => AppError.notFound(CHAT_MESSAGES.roomNotFound);

/**
 * The room (by its id or its request's) and its request, for a participant; a 404 for anyone else, as
 * for a room that does not exist.
 */
export async function participantRoom(
  ctx: AppContext,
  principal: Principal,
  uniqueId: string,
): Promise<{ room: ChatRoomRow; view: RequestView }> {
  const room = await findRoomByIdOrRequest(ctx.db, uniqueId);
  if (!room) throw roomNotFound();
  const view = await findRequestView(ctx.db, room.requestId, principal.userId);
  if (!view || !takesPart(principal.userId, view, careClock(ctx))) throw roomNotFound();
  return { room, view };
}

/** Whether the user takes part in the room's conversation (the realtime topic's rule too). */
export async function isParticipant(ctx: AppContext, userId: string, roomId: string): Promise<boolean> {
  const conversation = await findConversation(ctx.db, roomId, userId);
  return Boolean(conversation && takesPart(userId, conversation.circle, careClock(ctx)));
}

/**
 * The conversation (by its room's id or its request's) in which `userId` is about to post, read in one
 * query; a 404 unless they take part, as GET /chatRooms/{id} answers.
 */
export async function conversationToPostIn(
  ctx: AppContext,
  userId: string,
  uniqueId: string,
): Promise<Conversation> {
  const conversation = await findConversationByIdOrRequest(ctx.db, uniqueId, userId);
  if (!conversation || !takesPart(userId, conversation.circle, careClock(ctx))) throw roomNotFound();
  return conversation;
}

/** Each room with its participants' markers, newest message and the reader's unread count. */
async function roomViews(
  ctx: AppContext,
  readerId: string,
  rooms: { room: ChatRoomRow; view: RequestView }[],
): Promise<ChatRoomView[]> {
  const ids = rooms.map(({ room }) => room.id);
  const [markers, lastMessages, unread] = await Promise.all([
    selectMarkers(ctx.db, ids),
    selectLastMessages(ctx.db, ids),
    countUnread(ctx.db, readerId, ids),
  ]);
  const clock = careClock(ctx);
  return rooms.map(({ room, view }) => ({
    room,
    request: view,
    doctors: doctorsInConversation(view, clock),
    markers: new Map(markers.filter((m) => m.roomId === room.id).map((m) => [m.userId, m.lastReadSeq])),
    lastMessage: lastMessages.find((m) => m.message.roomId === room.id) ?? null,
    unreadCount: unread.get(room.id) ?? 0,
  }));
}

async function roomView(ctx: AppContext, readerId: string, room: ChatRoomRow, view: RequestView) {
  const [one] = await roomViews(ctx, readerId, [{ room, view }]);
  return one;
}

/**
 * POST /chatRooms: the conversation of a request its caller takes part in, started now (docs/roles-and-permissions.md#who-may-do-what says
 * by whom) or, when it exists, as it is.
 */
export async function startRoom(
  ctx: AppContext,
  principal: Principal,
  requestId: string,
  ip?: string,
): Promise<{ room: ChatRoomView; created: boolean }> {
  const view = await findRequestView(ctx.db, requestId, principal.userId);
  if (!view) throw AppError.notFound();
  assertAllowed(
    refuseConversation(relationshipOf(await requestViewerOf(ctx, principal, [view]), view), view),
  );
  const { room, created } = await ctx.events.transaction(async (tx, emit) => {
    const started = await insertRoom(tx, view.request.id, principal.userId);
    if (started.created) {
      await emit(
        CHAT_EVENTS.roomCreated,
        { requestId: view.request.id },
        { actorId: principal.userId, subjectType: 'chatRoom', subjectId: started.room.id, ip },
      );
    }
    return started;
  });
  return { room: await roomView(ctx, principal.userId, room, view), created };
}

/** GET /chatRooms: the caller's conversations, latest activity first, with unread counts. */
export async function listRooms(
  ctx: AppContext,
  principal: Principal,
  paging: RoomListQuery,
): Promise<{ rooms: ChatRoomView[]; total: number }> {
  const { rooms, total } = await selectRoomsOf(ctx.db, principal.userId, paging);
  if (!rooms.length) return { rooms: [], total };
  const views = await selectRequestViews(ctx.db, {
    where: inArray(
      donationRequests.id,
      rooms.map((room) => room.requestId),
    ),
    viewerId: principal.userId,
  });
  const clock = careClock(ctx);
  const withViews = rooms.flatMap((room) => {
    const view = views.find((v) => v.request.id === room.requestId);
    return view && takesPart(principal.userId, view, clock) ? [{ room, view }] : [];
  });
  return { rooms: await roomViews(ctx, principal.userId, withViews), total };
}

/** GET /chatRooms/{uniqueId}: the conversation and a page of its history (newest first unless sortOrder=1). */
export async function getRoomPage(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  query: MessagesQuery,
): Promise<{ room: ChatRoomView; messages: ChatMessageView[]; hasMore: boolean }> {
  const { room, view } = await participantRoom(ctx, principal, roomId);
  const [summary, page] = await Promise.all([
    roomView(ctx, principal.userId, room, view),
    selectMessagePage(ctx.db, room.id, {
      order: query.sortOrder ?? -1,
      limit: query.limit,
      before: query.before,
      after: query.after,
    }),
  ]);
  return { room: summary, messages: page.views, hasMore: page.hasMore };
}

/** A message to post: its content, the file it carries, and other writes that belong with it. */
export type MessageToPost = Omit<NewChatMessage, 'senderId' | 'fileKey'> & {
  type: ChatMessageType;
  file?: ChatFile;
  /** Runs in the message's transaction, before it (e.g. tying the file to the room). */
  alongside?: (tx: Database) => Promise<void>;
};

/**
 * Adds a message by the conversation's poster in one transaction that also carries its domain event
 * and, as one NOTIFY sent at its commit, what the sockets are told.
 */
export async function postMessage(
  ctx: AppContext,
  { room, circle, poster }: Conversation,
  { file, alongside, ...input }: MessageToPost,
): Promise<ChatMessageView> {
  if (!poster) throw new Error(`the poster of a message in chat room ${room.id} does not exist`);
  const recipientIds = participantIds(circle, careClock(ctx)).filter((id) => id !== poster.id);
  return ctx.events.transaction(async (tx, emit) => {
    await alongside?.(tx);
    const message = await appendMessage(tx, room.id, { ...input, fileKey: file?.key, senderId: poster.id });
    const view: ChatMessageView = { message, sender: poster, file: file ?? null };
    await emit(
      CHAT_EVENTS.messageCreated,
      {
        roomId: room.id,
        requestId: room.requestId,
        messageId: message.id,
        senderId: poster.id,
        recipientIds,
        type: message.type,
      },
      { actorId: poster.id, subjectType: 'chatRoom', subjectId: room.id },
    );
    await ctx.realtime.publishWithin(tx, newMessageEvents(view, [poster.id, ...recipientIds]));
    return view;
  });
}

/** POST /chatRooms/{id}/messages: a text message (docs/validation-and-limits.md#conversation: blank text is refused by the schema). */
export async function sendText(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  text: string,
): Promise<ChatMessageView> {
  const conversation = await conversationToPostIn(ctx, principal.userId, roomId);
  return postMessage(ctx, conversation, { type: 'Text', text });
}

/** PUT /chatRooms/{id}: the caller has read up to `readUpTo` (the newest message when left out). */
export async function markRead(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  readUpTo: number | undefined,
): Promise<ChatRoomView> {
  const { room, view } = await participantRoom(ctx, principal, roomId);
  const seq = Math.min(readUpTo ?? room.lastSeq, room.lastSeq);
  await ctx.events.transaction(async (tx, emit) => {
    const lastReadSeq = await upsertMarker(tx, room.id, principal.userId, seq);
    const read = { roomId: room.id, userId: principal.userId, lastReadSeq };
    await emit(CHAT_EVENTS.roomRead, read, {
      actorId: principal.userId,
      subjectType: 'chatRoom',
      subjectId: room.id,
    });
    await ctx.realtime.publishWithin(tx, readEvents(read));
  });
  return roomView(ctx, principal.userId, room, view);
}

/**
 * DELETE /chatRooms/{id}: by the request's owner or an administrator; a participant who is neither
 * is refused (403), anyone else finds nothing (404). The attachments go with it.
 */
export async function deleteRoom(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  ip?: string,
): Promise<void> {
  const room = await findRoomByIdOrRequest(ctx.db, roomId);
  if (!room) throw roomNotFound();
  const view = await findRequestView(ctx.db, room.requestId, principal.userId);
  if (!view) throw roomNotFound();
  if (!canDelete(principal, view)) {
    if (takesPart(principal.userId, view, careClock(ctx)))
      throw AppError.forbidden(CHAT_MESSAGES.onlyOwnerDeletes);
    throw roomNotFound();
  }
  const participants = participantIds(view, careClock(ctx));
  const fileKeys = await ctx.events.transaction(async (tx, emit) => {
    const keys = await deleteRoomRow(tx, room.id);
    await emit(
      CHAT_EVENTS.roomDeleted,
      { requestId: room.requestId, participantIds: participants },
      { actorId: principal.userId, subjectType: 'chatRoom', subjectId: room.id, ip },
    );
    await ctx.realtime.publishWithin(tx, roomDeletedEvents(room.id, participants));
    return keys;
  });
  await ctx.files.remove(...fileKeys);
}
