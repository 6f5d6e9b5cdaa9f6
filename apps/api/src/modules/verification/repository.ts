import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  isUuid,
  type Locale,
  type VerificationKind,
  type VerificationState,
} from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  files,
  organizations,
  users,
  verificationRequests,
  type FileRow,
  type VerificationRequestRow,
} from '../../platform/db/schema';

const v = verificationRequests;

/** A submission with what a reviewer reads beside it: who sent it, for which facility, and its documents. */
export interface SubmissionView {
  submission: VerificationRequestRow;
  applicant: { name: (typeof users.$inferSelect)['name']; email: string | null; locale: Locale };
  orgName: string | null;
  documents: FileRow[];
}

export async function insertSubmission(
  db: Database,
  fields: typeof verificationRequests.$inferInsert,
): Promise<VerificationRequestRow> {
  const [row] = await db.insert(v).values(fields).returning();
  return row;
}

export async function findSubmission(db: Database, id: string): Promise<VerificationRequestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(v).where(eq(v.id, id)).limit(1);
  return row ?? null;
}

/** The newest submission of a user for one kind (and facility). */
export async function latestSubmission(
  db: Database,
  userId: string,
  kind: VerificationKind,
  orgId?: string,
): Promise<VerificationRequestRow | null> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(kind === 'organization' ? eq(v.orgId, orgId ?? '') : eq(v.userId, userId), eq(v.kind, kind)))
    .orderBy(desc(v.submittedAt))
    .limit(1);
  return row ?? null;
}

/** Records a decision on a submission still pending; null when another reviewer decided first. */
export async function decideSubmission(
  db: Database,
  id: string,
  decision: { status: Exclude<VerificationState, 'pending'>; reviewerId: string; reason: string | null },
): Promise<VerificationRequestRow | null> {
  const [row] = await db
    .update(v)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(v.id, id), eq(v.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function selectSubmissions(
  db: Database,
  filter: { status: VerificationState; kind?: VerificationKind },
  page: { limit: number; offset: number },
): Promise<{ rows: VerificationRequestRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(v.status, filter.status),
    filter.kind ? eq(v.kind, filter.kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(v)
      .where(where)
      // The oldest waiting first: a queue is worked from its front.
      .orderBy(filter.status === 'pending' ? v.submittedAt : desc(v.submittedAt), v.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(v).where(where),
  ]);
  return { rows, total: counted.total };
}

/**
 * The applicants, facilities and documents of these submissions, read in three statements one after
 * another, so it may run inside a transaction (a decision builds its e-mail from it there).
 */
export async function viewsOf(
  db: Database,
  rows: readonly VerificationRequestRow[],
): Promise<SubmissionView[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const orgIds = [...new Set(rows.flatMap((row) => (row.orgId ? [row.orgId] : [])))];
  const keys = [...new Set(rows.flatMap((row) => row.documentKeys))];
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  const orgs = orgIds.length
    ? await db
        .select({ id: organizations.id, orgName: organizations.orgName })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const documents = keys.length ? await db.select().from(files).where(inArray(files.key, keys)) : [];
  return rows.map((submission) => {
    const person = people.find((p) => p.id === submission.userId);
    return {
      submission,
      applicant: {
        name: person?.name ?? { first_name: '', last_name: '', middle_name: '' },
        email: person?.email ?? null,
        locale: person?.locale ?? DEFAULT_LOCALE,
      },
      orgName: orgs.find((org) => org.id === submission.orgId)?.orgName ?? null,
      documents: submission.documentKeys.flatMap((key) => documents.filter((file) => file.key === key)),
    };
  });
}

/** The uploads of the user's, of the verification purpose, among these keys. */
export async function ownDocuments(
  db: Database,
  ownerId: string,
  purpose: string,
  keys: readonly string[],
): Promise<FileRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose), inArray(files.key, [...keys])));
}

export async function setUserVerification(db: Database, userId: string, status: number): Promise<void> {
  await db
    .update(users)
    .set({ profileVerificationStatus: status, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setOrganizationStatus(db: Database, orgId: string, status: number): Promise<void> {
  await db.update(organizations).set({ status, updatedAt: new Date() }).where(eq(organizations.id, orgId));
}
