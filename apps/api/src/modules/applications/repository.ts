import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  donationRequestResponses,
  donationRequests,
  files,
  users,
  type DonationRequestResponseRow,
  type PersonName,
} from '../../platform/db/schema';

const a = donationRequestResponses;

export type NewApplication = Omit<typeof a.$inferInsert, 'id' | 'createdAt'>;

/** An application with what its presentation needs: the request, the applicant and the resume's name. */
export interface ApplicationView {
  application: DonationRequestResponseRow;
  request: { id: string; name: string; title: string; requestType: string };
  applicant: { id: string; name: PersonName; profileImageUrl: string | null };
  resumeName: string | null;
}

export async function insertApplication(
  db: Database,
  input: NewApplication,
): Promise<DonationRequestResponseRow> {
  const [row] = await db.insert(a).values(input).returning();
  return row;
}

export interface ApplicationFilter {
  requestId?: string;
  userId?: string;
  id?: string;
}

function conditionOf(filter: ApplicationFilter): SQL | undefined {
  return and(
    filter.requestId ? eq(a.requestId, filter.requestId) : undefined,
    filter.userId ? eq(a.userId, filter.userId) : undefined,
    filter.id ? eq(a.id, filter.id) : undefined,
  );
}

/** Newest first, paged; the count is of every match. */
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
        },
        applicant: { id: users.id, name: users.name, profileImageUrl: users.profileImageUrl },
        resumeName: files.name,
      })
      .from(a)
      .innerJoin(donationRequests, eq(donationRequests.id, a.requestId))
      .innerJoin(users, eq(users.id, a.userId))
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
