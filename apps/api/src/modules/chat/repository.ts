import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
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

/** A message with what its presentation needs: who sent it and the file it carries. */
export interface ChatMessageView {
  message: ChatMessageRow;
  sender: { id: string; name: PersonName; profileImageUrl: string | null } | null;
  file: { key: string; name: string; contentType: string } | null;
}

export async function findRoom(db: Database, id: string): Promise<ChatRoomRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return row ?? null;
}

/** SPEC §7's {uniqueId}: a room's id, or the id of the request whose room it is. */
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

/** Forgets the room, its messages and markers; answers the keys of the files its messages carried. */
export async function deleteRoomRow(db: Database, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const keys = await tx
      .select({ key: chatMessages.fileKey })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, id), sql`${chatMessages.fileKey} is not null`));
    await tx.delete(chatRooms).where(eq(chatRooms.id, id));
    return keys.flatMap(({ key }) => (key ? [key] : []));
  });
}

export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'roomId' | 'seq' | 'createdAt'>;

/**
 * Appends a message. Taking the room's next seq locks its row until the message commits, so seqs
 * follow commit order; the sender has read their own message, so their marker moves to it.
 */
export async function appendMessage(
  db: Database,
  roomId: string,
  input: NewChatMessage & { senderId: string },
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [room] = await tx
      .update(chatRooms)
      .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastMessageAt: now, updatedAt: now })
      .where(eq(chatRooms.id, roomId))
      .returning({ lastSeq: chatRooms.lastSeq });
    if (!room) throw new Error(`chat room ${roomId} does not exist`);
    const [message] = await tx
      .insert(chatMessages)
      .values({ ...input, roomId, seq: room.lastSeq, createdAt: now })
      .returning();
    await upsertMarker(tx, roomId, input.senderId, room.lastSeq);
    return message;
  });
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
 * still have access through. The care-team rules (chat policy) then keep only those active now.
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
