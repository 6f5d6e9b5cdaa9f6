import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/common';
import type { RequestDto } from './dto';
import { REQUEST_MESSAGES } from './messages';
import { REPORT_REASONS, type ReportReason } from './report';

/**
 * How an administrator closed a report (docs/request-states.md#reviewing-reports): dismissed with the
 * request left as it was, or confirmed, which marks the request as spam.
 */
export const REPORT_RESOLUTIONS = ['restored', 'confirmed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** GET /donationRequest/reports: the reported requests waiting for an administrator, a page at a time. */
export const reportQueueQuerySchema = pagingQuerySchema;
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

/**
 * POST /donationRequest/{id}/reports/confirm: the reason the request is marked as spam with; the
 * reason most of its reports give when none is sent (the body itself may be left out).
 */
export const confirmSpamSchema = z
  .object({
    flagReason: z.enum(REPORT_REASONS, { error: REQUEST_MESSAGES.reportReasonRequired }).optional(),
  })
  .nullish();
export type ConfirmSpamInput = z.input<typeof confirmSpamSchema>;

/** One reason and how many of a request's waiting reports give it. */
export interface ReportReasonCountDto {
  reason: ReportReason;
  count: number;
}

/** A request's reports that wait for review; each person's report counts once. */
export interface RequestReportsDto {
  /** How many people reported it. */
  count: number;
  /** How many of them take part in it (a doctor on the request, a member of its facility). */
  fromParticipants: number;
  /** The reasons given, the most given first. */
  reasons: ReportReasonCountDto[];
  firstReportedAt: string;
  lastReportedAt: string;
}

/** An entry of the administrators' report queue: the request as it is, its reports and what the viewer may decide. */
export interface ReportedRequestDto {
  request: RequestDto;
  reports: RequestReportsDto;
  /** Dismiss the reports (the request stays as it was), or confirm them (the request becomes spam). */
  abilities: { restore: boolean; confirmSpam: boolean };
}
