import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DIRECTORY_CLAIM_STATUS, isUuid, specialtyStem, type DirectoryClaimStatus } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern, startsWithPattern } from '../../platform/db/like';
import { directoryDoctors, users, type DirectoryDoctorRow, type UserRow } from '../../platform/db/schema';
import type { DirectoryFilter } from './entry';

export type DirectoryDoctorFields = Omit<
  typeof directoryDoctors.$inferInsert,
  'id' | 'claimStatus' | 'claimedBy' | 'claimRequestedAt' | 'claimConfirmedAt' | 'createdAt' | 'updatedAt'
>;

function conditions(filter: Omit<DirectoryFilter, 'limit' | 'offset'>): SQL | undefined {
  const keyword = filter.keyword && containsPattern(filter.keyword);
  return and(
    filter.city ? sql`lower(${directoryDoctors.city}) = lower(${filter.city})` : undefined,
    filter.speciality
      ? ilike(directoryDoctors.speciality, startsWithPattern(specialtyStem(filter.speciality)))
      : undefined,
    filter.language
      ? sql`exists (select 1 from unnest(${directoryDoctors.languages}) as l where lower(l) = lower(${filter.language}))`
      : undefined,
    keyword
      ? or(ilike(directoryDoctors.name, keyword), ilike(directoryDoctors.speciality, keyword))
      : undefined,
  );
}

/** A page of the directory by name, and the count of all entries that match. */
export async function selectDirectoryPage(
  db: Database,
  filter: DirectoryFilter,
): Promise<{ rows: DirectoryDoctorRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(directoryDoctors)
      .where(where)
      .orderBy(directoryDoctors.name, directoryDoctors.id)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(directoryDoctors).where(where),
  ]);
  return { rows, total };
}

export async function findDirectoryDoctor(db: Database, id: string): Promise<DirectoryDoctorRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(directoryDoctors).where(eq(directoryDoctors.id, id)).limit(1);
  return row ?? null;
}

export async function countDirectoryDoctors(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(directoryDoctors);
  return total;
}

/** Adds the entries, or updates those whose ref is already known; a claim is kept across imports. */
export async function upsertDirectoryDoctors(db: Database, entries: DirectoryDoctorFields[]): Promise<void> {
  const BATCH = 200;
  for (let start = 0; start < entries.length; start += BATCH) {
    await db
      .insert(directoryDoctors)
      .values(entries.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: directoryDoctors.ref,
        set: {
          name: sql`excluded.name`,
          phone: sql`excluded.phone`,
          email: sql`excluded.email`,
          linkedin: sql`excluded.linkedin`,
          twitter: sql`excluded.twitter`,
          speciality: sql`excluded.speciality`,
          experience: sql`excluded.experience`,
          education: sql`excluded.education`,
          memberships: sql`excluded.memberships`,
          certifications: sql`excluded.certifications`,
          achievements: sql`excluded.achievements`,
          languages: sql`excluded.languages`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          country: sql`excluded.country`,
          updatedAt: new Date(),
        },
      });
  }
}

/** The entry this user claimed (pending or confirmed), if any. */
export async function findClaimOf(db: Database, userId: string): Promise<DirectoryDoctorRow | null> {
  const [row] = await db
    .select()
    .from(directoryDoctors)
    .where(eq(directoryDoctors.claimedBy, userId))
    .limit(1);
  return row ?? null;
}

/** Records a claim on an unclaimed entry; null when someone claimed it first (the update is the race's judge). */
export async function recordClaim(
  db: Database,
  id: string,
  claim: { userId: string; confirmed: boolean; at: Date },
): Promise<DirectoryDoctorRow | null> {
  const [row] = await db
    .update(directoryDoctors)
    .set({
      claimStatus: claim.confirmed ? DIRECTORY_CLAIM_STATUS.confirmed : DIRECTORY_CLAIM_STATUS.pending,
      claimedBy: claim.userId,
      claimRequestedAt: claim.at,
      claimConfirmedAt: claim.confirmed ? claim.at : null,
      updatedAt: claim.at,
    })
    .where(and(eq(directoryDoctors.id, id), isNull(directoryDoctors.claimStatus)))
    .returning();
  return row ?? null;
}

/** An administrator's decision on a pending claim: confirmed, or cleared so the entry may be claimed again. */
export async function decidePendingClaim(
  db: Database,
  id: string,
  decision: { confirm: boolean; at: Date },
): Promise<DirectoryDoctorRow | null> {
  const [row] = await db
    .update(directoryDoctors)
    .set(
      decision.confirm
        ? {
            claimStatus: DIRECTORY_CLAIM_STATUS.confirmed,
            claimConfirmedAt: decision.at,
            updatedAt: decision.at,
          }
        : {
            claimStatus: null,
            claimedBy: null,
            claimRequestedAt: null,
            claimConfirmedAt: null,
            updatedAt: decision.at,
          },
    )
    .where(and(eq(directoryDoctors.id, id), eq(directoryDoctors.claimStatus, DIRECTORY_CLAIM_STATUS.pending)))
    .returning();
  return row ?? null;
}

/** Claims of one status, oldest request first, with the claiming user, and the count of all. */
export async function selectClaims(
  db: Database,
  status: DirectoryClaimStatus,
  page: { limit: number; offset: number },
): Promise<{ rows: { entry: DirectoryDoctorRow; user: UserRow }[]; total: number }> {
  const where = eq(directoryDoctors.claimStatus, status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: directoryDoctors, user: users })
      .from(directoryDoctors)
      .innerJoin(users, eq(users.id, directoryDoctors.claimedBy))
      .where(where)
      .orderBy(asc(directoryDoctors.claimRequestedAt), asc(directoryDoctors.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(directoryDoctors).where(where),
  ]);
  return { rows, total };
}
