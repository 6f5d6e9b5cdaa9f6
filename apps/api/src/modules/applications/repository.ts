import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  donationRequestResponses,
  donationRequests,
  files,
  organizations,
  users,
  type DonationRequestResponseRow,
  type PersonName,
} from '../../platform/db/schema';

const a = donationRequestResponses;

export type NewApplication = Omit<
  typeof a.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'confirmedAt'
  | 'confirmationTokenHash'
  | 'confirmationExpiresAt'
  | 'status'
  | 'decidedAt'
  | 'decidedBy'
  | 'completedAt'
  | 'completedBy'
>;

/** An application with what its presentation needs: the request, the applicant (null: a guest) and the resume's name. */
export interface ApplicationView {
  application: DonationRequestResponseRow;
  request: { id: string; name: string; title: string; requestType: string; createdBy: string };
  applicant: { id: string; name: PersonName; profileImageUrl: string | null } | null;
  resumeName: string | null;
}

/** A signed-in applicant's application: confirmed as it is made. */
export async function insertApplication(
  db: Database,
  input: NewApplication,
): Promise<DonationRequestResponseRow> {
  const [row] = await db
    .insert(a)
    .values({ ...input, confirmedAt: new Date() })
    .returning();
  return row;
}

/**
 * A guest's application, unconfirmed until the token whose hash it keeps comes back; null when the
 * address already has an unconfirmed application to this request.
 */
export async function insertUnconfirmedApplication(
  db: Database,
  input: NewApplication & { userId: null },
  confirmation: { tokenHash: string; expiresAt: Date },
): Promise<DonationRequestResponseRow | null> {
  const [row] = await db
    .insert(a)
    .values({
      ...input,
      confirmedAt: null,
      confirmationTokenHash: confirmation.tokenHash,
      confirmationExpiresAt: confirmation.expiresAt,
    })
    .onConflictDoNothing({
      target: [a.requestId, a.participantEmailAddress],
      where: sql`confirmed_at is null`,
    })
    .returning();
  return row ?? null;
}

/** Drops an address's expired unconfirmed application to a request, so the address can apply again. */
export async function deleteExpiredUnconfirmed(
  db: Database,
  requestId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .delete(a)
    .where(
      and(
        eq(a.requestId, requestId),
        eq(a.participantEmailAddress, email),
        isNull(a.confirmedAt),
        lte(a.confirmationExpiresAt, now),
      ),
    );
}

/** Drops an application if it was never confirmed: what a guest wrote is not kept past their link. */
export async function deleteIfUnconfirmed(db: Database, id: string): Promise<void> {
  await db.delete(a).where(and(eq(a.id, id), isNull(a.confirmedAt)));
}

/**
 * Confirms the unconfirmed, unexpired application a token hash belongs to and forgets the hash, in one
 * statement: of two confirmations racing, one wins and the other finds nothing.
 */
export async function confirmByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<DonationRequestResponseRow | null> {
  const [row] = await db
    .update(a)
    .set({ confirmedAt: now, confirmationTokenHash: null, confirmationExpiresAt: null })
    .where(
      and(eq(a.confirmationTokenHash, tokenHash), isNull(a.confirmedAt), gt(a.confirmationExpiresAt, now)),
    )
    .returning();
  return row ?? null;
}

export interface ApplicationFilter {
  requestId?: string;
  userId?: string;
  id?: string;
}

/** Only confirmed applications are listed: a guest's unconfirmed one has reached nobody yet. */
function conditionOf(filter: ApplicationFilter): SQL | undefined {
  return and(
    isNotNull(a.confirmedAt),
    filter.requestId ? eq(a.requestId, filter.requestId) : undefined,
    filter.userId ? eq(a.userId, filter.userId) : undefined,
    filter.id ? eq(a.id, filter.id) : undefined,
  );
}

/** Confirmed applications, newest first, paged; the count is of every match. */
export async function selectApplications(
  db: Database,
  filter: ApplicationFilter,
  page: { limit: number; offset: number },
): Promise<{ views: ApplicationView[]; total: number }> {
  const where = conditionOf(filter);
  const [views, [{ total }]] = await Promise.all([
    db
      .select({
        application: a,
        request: {
          id: donationRequests.id,
          name: donationRequests.name,
          title: donationRequests.title,
          requestType: donationRequests.requestType,
          createdBy: donationRequests.createdBy,
        },
        applicant: { id: users.id, name: users.name, profileImageUrl: users.profileImageUrl },
        resumeName: files.name,
      })
      .from(a)
      .innerJoin(donationRequests, eq(donationRequests.id, a.requestId))
      .leftJoin(users, eq(users.id, a.userId))
      .leftJoin(files, eq(files.key, a.resumeFileKey))
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { views, total };
}

/** Whether `userId` owns the request a resume was sent with (SPEC: the request owner reads its applicants' resumes). */
export async function ownsRequestOfResume(db: Database, fileKey: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .innerJoin(donationRequests, eq(donationRequests.id, a.requestId))
    .where(and(eq(a.resumeFileKey, fileKey), eq(donationRequests.createdBy, userId)))
    .limit(1);
  return Boolean(row);
}

/** A confirmed application, locked for the caller's transaction: two decisions on it do not race. */
export async function lockApplication(db: Database, id: string): Promise<DonationRequestResponseRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), isNotNull(a.confirmedAt)))
    .for('update');
  return row ?? null;
}

/** Moves an application from one status to the next, only if it still has the status the caller saw. */
export async function updateApplicationStatus(
  db: Database,
  id: string,
  from: string,
  set: Partial<
    Pick<DonationRequestResponseRow, 'status' | 'decidedAt' | 'decidedBy' | 'completedAt' | 'completedBy'>
  >,
): Promise<DonationRequestResponseRow | null> {
  const [row] = await db
    .update(a)
    .set(set)
    .where(and(eq(a.id, id), eq(a.status, from)))
    .returning();
  return row ?? null;
}

/** What a decision on an application needs to know of its request: its owner, and who issues certificates. */
export interface DecisionRequest {
  id: string;
  title: string;
  requestType: string;
  createdBy: string;
  ownerName: PersonName;
  orgName: string | null;
}

export async function selectDecisionRequest(
  db: Database,
  requestId: string,
): Promise<DecisionRequest | null> {
  const [row] = await db
    .select({
      id: donationRequests.id,
      title: donationRequests.title,
      requestType: donationRequests.requestType,
      createdBy: donationRequests.createdBy,
      ownerName: users.name,
      orgName: organizations.orgName,
    })
    .from(donationRequests)
    .innerJoin(users, eq(users.id, donationRequests.createdBy))
    .leftJoin(organizations, eq(organizations.id, donationRequests.orgId))
    .where(eq(donationRequests.id, requestId));
  return row ?? null;
}

/** The applicant's name as their account has it, for a certificate. */
export async function selectUserName(db: Database, userId: string): Promise<PersonName | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
