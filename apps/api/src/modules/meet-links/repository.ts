import { asc, eq } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { meetLinks, type MeetLinkRow } from '../../platform/db/schema';

export type NewMeetLink = typeof meetLinks.$inferInsert;

export async function insertMeetLink(db: Database, input: NewMeetLink): Promise<MeetLinkRow> {
  const [row] = await db.insert(meetLinks).values(input).returning();
  return row;
}

export async function findMeetLink(db: Database, id: string): Promise<MeetLinkRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(meetLinks).where(eq(meetLinks.id, id)).limit(1);
  return row ?? null;
}

/** A request's meetings, soonest first. */
export function selectMeetLinksOf(db: Database, requestId: string): Promise<MeetLinkRow[]> {
  return db
    .select()
    .from(meetLinks)
    .where(eq(meetLinks.requestId, requestId))
    .orderBy(asc(meetLinks.startTime));
}

export async function updateMeetLinkRow(
  db: Database,
  id: string,
  fields: Pick<NewMeetLink, 'title' | 'description' | 'startTime' | 'endTime'>,
): Promise<MeetLinkRow> {
  const [row] = await db
    .update(meetLinks)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(meetLinks.id, id))
    .returning();
  return row;
}

export async function deleteMeetLinkRow(db: Database, id: string): Promise<void> {
  await db.delete(meetLinks).where(eq(meetLinks.id, id));
}
