import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { PROFILE_VERIFICATION, isUuid } from '@carenet/shared';
import { selectRows, type Database } from '../../platform/db/client';
import {
  chatMessages,
  chatReadMarkers,
  chatRooms,
  donationRequests,
  files,
  requestDoctors,
  users,
  type ChatMessageRow,
  type ChatReadMarkerRow,
  type ChatRoomRow,
  type PersonName,
} from '../../platform/db/schema';
import type { DoctorOnRequest } from '../../access';
import type { ConversationCircle } from './policy';

export interface ChatSender {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
}

export interface ChatFile {
  key: string;
  name: string;
  contentType: string;
}

/** A message with what its presentation needs: who sent it and the file it carries. */
export interface ChatMessageView {
  message: ChatMessageRow;
  sender: ChatSender | null;
  file: ChatFile | null;
}

/** A room with what deciding who may post in it needs, and the poster as their messages show them. */
export interface Conversation {
  room: ChatRoomRow;
  circle: ConversationCircle;
  poster: ChatSender | null;
}

/** The request's doctors, as JSON, with what the care relationship rules and the participants list read. */
const doctorsOfRequest = sql<DoctorOnRequest[]>`(select coalesce(json_agg(json_build_object(
    'id', ${users.id}, 'name', ${users.name}, 'profileImageUrl', ${users.profileImageUrl},
    'acceptance', ${requestDoctors.acceptance}, 'assignedBy', ${requestDoctors.assignedBy},
    'verified', ${users.profileVerificationStatus} = ${PROFILE_VERIFICATION.verified},
    'acceptedAt', ${requestDoctors.acceptedAt}, 'accessEndedAt', ${requestDoctors.accessEndedAt}
  )), '[]'::json)
  from ${requestDoctors} inner join ${users} on ${users.id} = ${requestDoctors.doctorId}
  where ${requestDoctors.requestId} = ${donationRequests.id})`;

const posterOf = (userId: string) =>
  sql<ChatSender | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name},
    'profileImageUrl', ${users.profileImageUrl}) from ${users} where ${users.id} = ${userId})`;

/** One statement: the room, its request's creator and doctors, and the poster's name and picture. */
async function findConversationWhere(
  db: Database,
  where: SQL,
  posterId: string,
): Promise<Conversation | null> {
  const [row] = await db
    .select({
      room: chatRooms,
      request: {
        createdBy: donationRequests.createdBy,
        creatorType: donationRequests.creatorType,
        status: donationRequests.status,
        requestStatusByDoctor: donationRequests.requestStatusByDoctor,
        treatmentCompletedAt: donationRequests.treatmentCompletedAt,
      },
      doctors: doctorsOfRequest,
      poster: posterOf(posterId),
    })
    .from(chatRooms)
    .innerJoin(donationRequests, eq(donationRequests.id, chatRooms.requestId))
    .where(where)
    .limit(1);
  if (!row) return null;
  return { room: row.room, circle: { request: row.request, doctors: row.doctors }, poster: row.poster };
}

/** The conversation of a room, as `userId` would post in it. */
export function findConversation(db: Database, roomId: string, userId: string): Promise<Conversation | null> {
  if (!isUuid(roomId)) return Promise.resolve(null);
  return findConversationWhere(db, eq(chatRooms.id, roomId), userId);
}

/** The same by the id the chat routes take: a room's id, or the id of the request whose room it is. */
export function findConversationByIdOrRequest(
  db: Database,
  uniqueId: string,
  userId: string,
): Promise<Conversation | null> {
  if (!isUuid(uniqueId)) return Promise.resolve(null);
  return findConversationWhere(
    db,
    or(eq(chatRooms.id, uniqueId), eq(chatRooms.requestId, uniqueId))!,
    userId,
  );
}

export async function findRoom(db: Database, id: string): Promise<ChatRoomRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return row ?? null;
}

/** docs/api-contract.md's {uniqueId}: a room's id, or the id of the request whose room it is. */
export async function findRoomByIdOrRequest(db: Database, uniqueId: string): Promise<ChatRoomRow | null> {
  if (!isUuid(uniqueId)) return null;
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(or(eq(chatRooms.id, uniqueId), eq(chatRooms.requestId, uniqueId)))
    .limit(1);
  return row ?? null;
}

export async function findRoomOfRequest(db: Database, requestId: string): Promise<ChatRoomRow | null> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.requestId, requestId)).limit(1);
  return row ?? null;
}

/** The request's room, made now unless it exists (two starting at once get the same room). */
export async function insertRoom(
  db: Database,
  requestId: string,
  createdBy: string,
): Promise<{ room: ChatRoomRow; created: boolean }> {
  const [inserted] = await db
    .insert(chatRooms)
    .values({ requestId, createdBy })
    .onConflictDoNothing({ target: chatRooms.requestId })
    .returning();
  if (inserted) return { room: inserted, created: true };
  const existing = await findRoomOfRequest(db, requestId);
  if (!existing) throw new Error(`chat room of request ${requestId} vanished while it was started`);
  return { room: existing, created: false };
}

/**
 * Forgets the room, its messages and markers (in the caller's transaction); answers the keys of the
 * files its messages carried.
 */
export async function deleteRoomRow(db: Database, id: string): Promise<string[]> {
  const keys = await db
    .select({ key: chatMessages.fileKey })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, id), sql`${chatMessages.fileKey} is not null`));
  await db.delete(chatRooms).where(eq(chatRooms.id, id));
  return keys.flatMap(({ key }) => (key ? [key] : []));
}

export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'roomId' | 'seq' | 'createdAt'>;

/**
 * Appends a message in one statement. Taking the room's next seq locks its row until the message
 * commits, so seqs follow commit order; the sender has read their own message, so their marker moves
 * to it. Answers the stored row, built from what was written (nothing is read back).
 */
export async function appendMessage(
  db: Database,
  roomId: string,
  input: NewChatMessage & { senderId: string },
): Promise<ChatMessageRow> {
  const now = new Date();
  const message: Omit<ChatMessageRow, 'seq'> = {
    id: randomUUID(),
    roomId,
    senderId: input.senderId,
    type: input.type,
    text: input.text ?? '',
    fileKey: input.fileKey ?? null,
    meetLinkId: input.meetLinkId ?? null,
    meetLink: input.meetLink ?? null,
    meetStartTime: input.meetStartTime ?? null,
    meetEndTime: input.meetEndTime ?? null,
    createdAt: now,
  };
  const [stored] = await selectRows<{ seq: number }>(
    db,
    sql`with room as (
      update chat_rooms set last_seq = last_seq + 1, last_message_at = ${now}, updated_at = ${now}
      where id = ${roomId} returning last_seq
    ), message as (
      insert into chat_messages (id, room_id, seq, sender_id, type, text, file_key, meet_link_id, meet_link,
        meet_start_time, meet_end_time, created_at)
      select ${message.id}::uuid, ${roomId}::uuid, room.last_seq, ${message.senderId}::uuid, ${message.type}::text,
        ${message.text}::text, ${message.fileKey}::text, ${message.meetLinkId}::uuid, ${message.meetLink}::text,
        ${message.meetStartTime}::timestamptz, ${message.meetEndTime}::timestamptz, ${now}::timestamptz
      from room
      returning seq
    ), marker as (
      insert into chat_read_markers (room_id, user_id, last_read_seq)
      select ${roomId}::uuid, ${message.senderId}::uuid, seq from message
      on conflict (room_id, user_id) do update
        set last_read_seq = greatest(chat_read_markers.last_read_seq, excluded.last_read_seq), updated_at = ${now}
    )
    select seq from message`,
  );
  if (!stored) throw new Error(`chat room ${roomId} does not exist`);
  return { ...message, seq: stored.seq };
}

/** Moves a reader's marker forward to `seq` (never back); answers where it is now. */
export async function upsertMarker(
  db: Database,
  roomId: string,
  userId: string,
  seq: number,
): Promise<number> {
  const [marker] = await db
    .insert(chatReadMarkers)
    .values({ roomId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReadMarkers.roomId, chatReadMarkers.userId],
      set: {
        lastReadSeq: sql`greatest(${chatReadMarkers.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: new Date(),
      },
    })
    .returning({ lastReadSeq: chatReadMarkers.lastReadSeq });
  return marker.lastReadSeq;
}

export function selectMarkers(db: Database, roomIds: string[]): Promise<ChatReadMarkerRow[]> {
  if (!roomIds.length) return Promise.resolve([]);
  return db.select().from(chatReadMarkers).where(inArray(chatReadMarkers.roomId, roomIds));
}

function selectMessageViews(db: Database) {
  return db
    .select({
      message: chatMessages,
      sender: { id: users.id, name: users.name, profileImageUrl: users.profileImageUrl },
      file: { key: files.key, name: files.name, contentType: files.contentType },
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(files, eq(files.key, chatMessages.fileKey))
    .$dynamic();
}

export async function findMessageView(db: Database, id: string): Promise<ChatMessageView | null> {
  const [row] = await selectMessageViews(db).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

/** Whether a message already announces this meeting. */
export async function isMeetLinkAnnounced(db: Database, meetLinkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.meetLinkId, meetLinkId))
    .limit(1);
  return Boolean(row);
}

export interface MessagePageQuery {
  /** 1: oldest first; -1: newest first. */
  order: 1 | -1;
  limit: number;
  before?: number;
  after?: number;
}

/** One page of a room's messages, and whether more lie beyond it in the same order. */
export async function selectMessagePage(
  db: Database,
  roomId: string,
  query: MessagePageQuery,
): Promise<{ views: ChatMessageView[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(chatMessages.roomId, roomId)];
  if (query.before !== undefined) conditions.push(lt(chatMessages.seq, query.before));
  if (query.after !== undefined) conditions.push(gt(chatMessages.seq, query.after));
  const rows = await selectMessageViews(db)
    .where(and(...conditions))
    .orderBy(query.order === 1 ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(query.limit + 1);
  return { views: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** The newest message of each room. */
export async function selectLastMessages(db: Database, roomIds: string[]): Promise<ChatMessageView[]> {
  if (!roomIds.length) return [];
  return selectMessageViews(db).where(
    and(
      inArray(chatMessages.roomId, roomIds),
      sql`${chatMessages.seq} = (select ${chatRooms.lastSeq} from ${chatRooms} where ${chatRooms.id} = ${chatMessages.roomId})`,
    ),
  );
}

/** For each room, how many messages by others come after the user's marker. */
export async function countUnread(
  db: Database,
  userId: string,
  roomIds: string[],
): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: count() })
    .from(chatMessages)
    .leftJoin(
      chatReadMarkers,
      and(eq(chatReadMarkers.roomId, chatMessages.roomId), eq(chatReadMarkers.userId, userId)),
    )
    .where(
      and(
        inArray(chatMessages.roomId, roomIds),
        sql`${chatMessages.seq} > coalesce(${chatReadMarkers.lastReadSeq}, 0)`,
        or(ne(chatMessages.senderId, userId), sql`${chatMessages.senderId} is null`),
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((row) => [row.roomId, row.unread]));
}

/**
 * The requests whose conversation the user may take part in: their own, and those they accepted and
 * still have access through. The care relationship rules (chat policy) then keep only those active now.
 */
const takesPartIn = (userId: string) =>
  or(
    eq(donationRequests.createdBy, userId),
    sql`exists (select 1 from ${requestDoctors} where ${requestDoctors.requestId} = ${donationRequests.id}
      and ${requestDoctors.doctorId} = ${userId} and ${requestDoctors.acceptance} = 1
      and ${requestDoctors.accessEndedAt} is null)`,
  );

/** The rooms of the requests a user takes part in, latest activity first, and how many there are. */
export async function selectRoomsOf(
  db: Database,
  userId: string,
  paging: { limit: number; offset: number },
): Promise<{ rooms: ChatRoomRow[]; total: number }> {
  const where = takesPartIn(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ room: chatRooms })
      .from(chatRooms)
      .innerJoin(donationRequests, eq(donationRequests.id, chatRooms.requestId))
      .where(where)
      .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(chatRooms)
      .innerJoin(donationRequests, eq(donationRequests.id, chatRooms.requestId))
      .where(where),
  ]);
  return { rooms: rows.map((row) => row.room), total: counted.total };
}
