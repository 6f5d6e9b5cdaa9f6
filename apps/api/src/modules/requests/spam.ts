/**
 * The two writes of docs/request-states.md#reporting: a person's report, which only asks
 * administrators to look, and an administrator's decision that a request is spam.
 */
import { REPORT_REASONS, REQUEST_MESSAGES, REQUEST_STATUS, type ReportReason } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import type { Emit, EventMeta } from '../../platform/events';
import { AppError } from '../../platform/errors';
import { REQUEST_EVENTS } from './events';
import type { RequestRecord } from '../../access';
import { updateRequestRow } from './repository';
import { insertReport, resolveWaitingReports } from './reports-repository';

/**
 * Files `reporterId`'s report of the request: the request itself stays as it is, whoever reports it.
 * A second report from the same person is a 409 and counts for nothing.
 */
export async function fileReport(
  tx: Database,
  emit: Emit,
  report: { request: RequestRecord; reporterId: string; reason: ReportReason; byParticipant: boolean },
  meta: EventMeta,
): Promise<void> {
  const filed = await insertReport(tx, {
    requestId: report.request.id,
    reporterId: report.reporterId,
    reason: report.reason,
    byParticipant: report.byParticipant,
  });
  if (!filed) throw AppError.conflict(REQUEST_MESSAGES.alreadyReportedByYou);
  await emit(
    REQUEST_EVENTS.reported,
    { status: report.request.status, flagReason: report.reason, byParticipant: report.byParticipant },
    meta,
  );
}

/** The reason most of the reports give; of reasons given equally often, the first of REPORT_REASONS. */
export function mostGivenReason(reasons: readonly ReportReason[]): ReportReason | null {
  let best: ReportReason | null = null;
  let bestCount = 0;
  for (const reason of REPORT_REASONS) {
    const given = reasons.filter((each) => each === reason).length;
    if (given > bestCount) [best, bestCount] = [reason, given];
  }
  return best;
}

/**
 * An administrator marks the request as spam (-3): its waiting reports are confirmed with it, and
 * the reason is the one given, else the one most of them give, else the request's earlier one.
 * Answers how many reports it confirmed.
 */
export async function markAsSpam(
  tx: Database,
  emit: Emit,
  change: { request: RequestRecord; adminId: string; flagReason: ReportReason | undefined },
  meta: EventMeta,
): Promise<number> {
  const { request } = change;
  const confirmed = await resolveWaitingReports(tx, request.id, 'confirmed', change.adminId);
  const flagReason = change.flagReason ?? mostGivenReason(confirmed) ?? request.flagReason;
  await updateRequestRow(tx, request.id, { status: REQUEST_STATUS.spam, flagReason });
  await emit(
    REQUEST_EVENTS.statusChanged,
    {
      from: request.status,
      to: REQUEST_STATUS.spam,
      ...(flagReason ? { flagReason } : {}),
      ...(confirmed.length ? { reviewedReports: confirmed.length } : {}),
    },
    meta,
  );
  return confirmed.length;
}
