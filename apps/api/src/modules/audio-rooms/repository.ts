import { desc, eq } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { audioRooms, users, type AudioRoomRow, type UserRow } from '../../platform/db/schema';

export interface AudioRoomView {
  room: AudioRoomRow;
  host: Pick<UserRow, 'id' | 'name'>;
}

function selectViews(db: Database) {
  return db
    .select({ room: audioRooms, host: { id: users.id, name: users.name } })
    .from(audioRooms)
    .innerJoin(users, eq(users.id, audioRooms.hostId));
}

export async function findAudioRoom(db: Database, id: string): Promise<AudioRoomView | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectViews(db).where(eq(audioRooms.id, id)).limit(1);
  return row ?? null;
}

/** A host's rooms, the latest start first. */
export function listHostedRooms(db: Database, hostId: string): Promise<AudioRoomView[]> {
  return selectViews(db)
    .where(eq(audioRooms.hostId, hostId))
    .orderBy(desc(audioRooms.startTime), desc(audioRooms.id))
    .limit(200);
}

export async function insertAudioRoom(
  db: Database,
  values: typeof audioRooms.$inferInsert,
): Promise<AudioRoomRow> {
  const [row] = await db.insert(audioRooms).values(values).returning();
  return row;
}
