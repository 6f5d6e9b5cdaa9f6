import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  files,
  medicalRecords,
  uploadedImages,
  users,
  type FileRow,
  type MedicalRecordRow,
  type UploadedImageRow,
  type UserRow,
} from '../../platform/db/schema';

/** A document with what its file row knows: the uploaded name, the sniffed type and the size. */
export interface MedicalRecordView {
  record: MedicalRecordRow;
  file: Pick<FileRow, 'name' | 'contentType' | 'size'>;
}

const recordColumns = {
  record: medicalRecords,
  file: { name: files.name, contentType: files.contentType, size: files.size },
};

export async function insertMedicalRecord(
  db: Database,
  fields: typeof medicalRecords.$inferInsert,
): Promise<MedicalRecordRow> {
  const [row] = await db.insert(medicalRecords).values(fields).returning();
  return row;
}

export async function findMedicalRecord(db: Database, id: string): Promise<MedicalRecordView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(recordColumns)
    .from(medicalRecords)
    .innerJoin(files, eq(files.key, medicalRecords.fileKey))
    .where(eq(medicalRecords.id, id))
    .limit(1);
  return row ?? null;
}

/** A patient's documents, the most recent document date first. */
export function selectMedicalRecordsOf(db: Database, userId: string): Promise<MedicalRecordView[]> {
  return db
    .select(recordColumns)
    .from(medicalRecords)
    .innerJoin(files, eq(files.key, medicalRecords.fileKey))
    .where(eq(medicalRecords.userId, userId))
    .orderBy(desc(medicalRecords.date), desc(medicalRecords.createdAt));
}

export async function updateMedicalRecordRow(
  db: Database,
  id: string,
  fields: Pick<MedicalRecordRow, 'userGivenName' | 'note' | 'date'>,
): Promise<MedicalRecordRow | null> {
  const [row] = await db
    .update(medicalRecords)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(medicalRecords.id, id))
    .returning();
  return row ?? null;
}

export async function insertImage(
  db: Database,
  fields: typeof uploadedImages.$inferInsert,
): Promise<UploadedImageRow> {
  const [row] = await db.insert(uploadedImages).values(fields).returning();
  return row;
}

export async function findImage(db: Database, id: string): Promise<UploadedImageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id)).limit(1);
  return row ?? null;
}

/** A user's images, newest first. */
export function selectImagesOf(db: Database, userId: string): Promise<UploadedImageRow[]> {
  return db
    .select()
    .from(uploadedImages)
    .where(eq(uploadedImages.userId, userId))
    .orderBy(desc(uploadedImages.createdAt), desc(uploadedImages.id));
}

/** The image the user's profile picture was made from, if it is one of theirs. */
export async function profileImageIdOf(
  db: Database,
  userId: string,
  purpose: string,
): Promise<string | null> {
  const [row] = await db
    .select({ imageId: files.subjectId })
    .from(users)
    .innerJoin(files, eq(sql`'/files/' || ${files.key}`, users.profileImageUrl))
    .where(and(eq(users.id, userId), eq(files.purpose, purpose)))
    .limit(1);
  return row?.imageId ?? null;
}

/** The keys of a user's files of one purpose, optionally only those made from one subject. */
export async function fileKeysOf(
  db: Database,
  ownerId: string,
  purpose: string,
  subjectId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        eq(files.ownerId, ownerId),
        eq(files.purpose, purpose),
        subjectId === undefined ? undefined : eq(files.subjectId, subjectId),
      ),
    );
  return rows.map((row) => row.key);
}

/**
 * Points the user's profile at a new picture and answers the address it pointed at before, read
 * under the row's lock: of two pictures set at once, each replaces exactly the one before it.
 */
export function replaceProfileImageUrl(
  db: Database,
  userId: string,
  url: string,
): Promise<{ user: UserRow; previousUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return null;
    const [user] = await tx
      .update(users)
      .set({ profileImageUrl: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return { user, previousUrl: before.url };
  });
}

/** Empties the user's profile picture if it is one of these addresses. */
export async function clearProfileImageUrl(db: Database, userId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .update(users)
    .set({ profileImageUrl: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.profileImageUrl, urls)));
}
