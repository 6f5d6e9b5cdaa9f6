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
import { donationRequests, type ChatRoomRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findRequestView, selectRequestViews, type RequestView } from '../requests/repository';
import { CHAT_EVENTS } from './events';
import { assertAllowed, refuseConversation } from '../care-team/request-rules';
import { careClock, relationshipOf, requestViewerOf } from '../care-team/viewer';
import { canDelete, doctorsInConversation, participantIds, takesPart } from './policy';
import type { ChatRoomView } from './presenter';
import {
  appendMessage,
  countUnread,
  deleteRoomRow,
  findMessageView,
  findRoom,
  findRoomByIdOrRequest,
  insertRoom,
  selectLastMessages,
  selectMarkers,
  selectMessagePage,
  selectRoomsOf,
  upsertMarker,
  type ChatMessageView,
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
  const room = await findRoom(ctx.db, roomId);
  if (!room) return false;
  const view = await findRequestView(ctx.db, room.requestId, userId);
  return Boolean(view && takesPart(userId, view, careClock(ctx)));
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
 * POST /chatRooms: the conversation of a request its caller takes part in, started now (SPEC §6 says
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
  const { room, created } = await insertRoom(ctx.db, view.request.id, principal.userId);
  if (created) {
    ctx.events.emit({
      type: CHAT_EVENTS.roomCreated,
      actorId: principal.userId,
      subjectType: 'chatRoom',
      subjectId: room.id,
      ip,
      data: { requestId: view.request.id },
    });
  }
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

/** Adds a message by a participant and tells who else is in the conversation. */
export async function postMessage(
  ctx: AppContext,
  senderId: string,
  room: ChatRoomRow,
  view: RequestView,
  input: Omit<NewChatMessage, 'senderId'> & { type: ChatMessageType },
): Promise<ChatMessageView> {
  const message = await appendMessage(ctx.db, room.id, { ...input, senderId });
  ctx.events.emit({
    type: CHAT_EVENTS.messageCreated,
    actorId: senderId,
    subjectType: 'chatRoom',
    subjectId: room.id,
    data: {
      roomId: room.id,
      requestId: room.requestId,
      messageId: message.id,
      senderId,
      recipientIds: participantIds(view, careClock(ctx)).filter((id) => id !== senderId),
      type: message.type,
    },
  });
  const created = await findMessageView(ctx.db, message.id);
  if (!created) throw new Error(`chat message ${message.id} vanished after it was written`);
  return created;
}

/** POST /chatRooms/{id}/messages: a text message (SPEC §5: blank text is refused by the schema). */
export async function sendText(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  text: string,
): Promise<ChatMessageView> {
  const { room, view } = await participantRoom(ctx, principal, roomId);
  return postMessage(ctx, principal.userId, room, view, { type: 'Text', text });
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
  const lastReadSeq = await upsertMarker(ctx.db, room.id, principal.userId, seq);
  ctx.events.emit({
    type: CHAT_EVENTS.roomRead,
    actorId: principal.userId,
    subjectType: 'chatRoom',
    subjectId: room.id,
    data: { roomId: room.id, userId: principal.userId, lastReadSeq },
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
  const fileKeys = await deleteRoomRow(ctx.db, room.id);
  await ctx.files.remove(...fileKeys);
  ctx.events.emit({
    type: CHAT_EVENTS.roomDeleted,
    actorId: principal.userId,
    subjectType: 'chatRoom',
    subjectId: room.id,
    ip,
    data: { requestId: room.requestId, participantIds: participantIds(view, careClock(ctx)) },
  });
}
