import { and, asc, count, countDistinct, desc, eq, isNull, max, min, notInArray, sql } from 'drizzle-orm';
import { REQUEST_STATUS, type ReportReason, type ReportResolution } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { donationRequests, requestReports } from '../../platform/db/schema';

export interface NewReport {
  requestId: string;
  reporterId: string;
  reason: ReportReason;
  byParticipant: boolean;
}

/**
 * Files a report; false when this person had already reported the request. The unique index on
 * (reporter, request) decides, so of two reports sent at once by one person, one is filed.
 */
export async function insertReport(db: Database, report: NewReport): Promise<boolean> {
  const filed = await db
    .insert(requestReports)
    .values(report)
    .onConflictDoNothing({ target: [requestReports.reporterId, requestReports.requestId] })
    .returning({ id: requestReports.id });
  return filed.length > 0;
}

const waitingOn = (requestId: string) =>
  and(eq(requestReports.requestId, requestId), isNull(requestReports.resolvedAt));

/** How many reports of the request wait for an administrator. */
export async function countWaitingReports(db: Database, requestId: string): Promise<number> {
  const [row] = await db.select({ waiting: count() }).from(requestReports).where(waitingOn(requestId));
  return row?.waiting ?? 0;
}

/**
 * Closes the request's waiting reports and answers their reasons. Conditional on their still
 * waiting, so of two administrators deciding at once, the second finds nothing left to decide.
 */
export async function resolveWaitingReports(
  db: Database,
  requestId: string,
  resolution: ReportResolution,
  resolvedBy: string,
): Promise<ReportReason[]> {
  const resolved = await db
    .update(requestReports)
    .set({ resolution, resolvedBy, resolvedAt: new Date() })
    .where(waitingOn(requestId))
    .returning({ reason: requestReports.reason });
  return resolved.map((row) => row.reason as ReportReason);
}

/** Whether the person has reported any request (their lists then leave out those they take no part in). */
export async function hasReportedAny(db: Database, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: requestReports.id })
    .from(requestReports)
    .where(eq(requestReports.reporterId, reporterId))
    .limit(1);
  return Boolean(row);
}

/** One request of the administrators' queue and its waiting reports. */
export interface QueuedReports {
  requestId: string;
  count: number;
  fromParticipants: number;
  reasons: ReportReason[];
  firstReportedAt: Date;
  lastReportedAt: Date;
}

/**
 * Waiting reports on requests an administrator can still decide on: a request already marked as spam
 * or deleted has nothing left to decide.
 */
const queued = and(
  isNull(requestReports.resolvedAt),
  notInArray(donationRequests.status, [REQUEST_STATUS.spam, REQUEST_STATUS.deleted]),
);

/** A page of the queue: the most reported first, then the longest waiting; and how many requests wait in all. */
export async function selectReportQueue(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ entries: QueuedReports[]; total: number }> {
  const firstReportedAt = min(requestReports.createdAt);
  const [entries, [totals]] = await Promise.all([
    db
      .select({
        requestId: requestReports.requestId,
        count: count(),
        fromParticipants: sql<number>`count(*) filter (where ${requestReports.byParticipant})`.mapWith(
          Number,
        ),
        reasons: sql<ReportReason[]>`json_agg(${requestReports.reason} order by ${requestReports.createdAt})`,
        firstReportedAt,
        lastReportedAt: max(requestReports.createdAt),
      })
      .from(requestReports)
      .innerJoin(donationRequests, eq(donationRequests.id, requestReports.requestId))
      .where(queued)
      .groupBy(requestReports.requestId)
      .orderBy(desc(count()), asc(firstReportedAt), asc(requestReports.requestId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: countDistinct(requestReports.requestId) })
      .from(requestReports)
      .innerJoin(donationRequests, eq(donationRequests.id, requestReports.requestId))
      .where(queued),
  ]);
  return {
    entries: entries.map((entry) => ({
      ...entry,
      // min and max of a non-empty group are never null.
      firstReportedAt: entry.firstReportedAt as Date,
      lastReportedAt: entry.lastReportedAt as Date,
    })),
    total: totals?.total ?? 0,
  };
}
