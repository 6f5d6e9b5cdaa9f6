import { z } from 'zod';
import type { TriageGroup } from '../assistant/triage';
import type { RequestCountByKeyDto } from '../requests/dto';
import { ROLES, type Role } from '../roles';

export * from './triage-labels';

export const STATISTICS_MESSAGES = {
  invalidDate: 'Please enter a valid date',
  dateRangeInvalid: 'Please select a valid date',
  dateRangeTooLong: 'Please select at most 10 years',
  invalidRole: 'Please select valid roles',
} as const;

/** The statistics page opens on the last 12 weeks (today included). */
export const DEFAULT_STATISTICS_DAYS = 12 * 7;
/** A weekly series over a longer range would be thousands of points nobody can read. */
export const MAX_STATISTICS_DAYS = 3660;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const dayParam = z.string().trim().refine(isCalendarDay, STATISTICS_MESSAGES.invalidDate);

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the default range that ends on `endDate`. */
const defaultStartFor = (endDate: string) =>
  toDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_STATISTICS_DAYS - 1) * DAY_MS));

/** The default range: the 12 weeks ending today (UTC days, as the server counts them). */
export function defaultStatisticsRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = toDay(now);
  return { startDate: defaultStartFor(endDate), endDate };
}

/**
 * A range of whole UTC days, both ends included; a missing end is today and a missing start 12 weeks
 * before the end, so every summary answers for a known range.
 */
const dateRangeShape = { startDate: dayParam.optional(), endDate: dayParam.optional() };

function withDefaults<T extends { startDate?: string; endDate?: string }>(query: T) {
  const endDate = query.endDate ?? toDay(new Date());
  return { ...query, startDate: query.startDate ?? defaultStartFor(endDate), endDate };
}

function checkRange(query: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / DAY_MS;
  if (days < 0) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATISTICS_MESSAGES.dateRangeInvalid });
  } else if (days >= MAX_STATISTICS_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATISTICS_MESSAGES.dateRangeTooLong });
  }
}

export const statisticsRangeQuerySchema = z
  .object(dateRangeShape)
  .transform(withDefaults)
  .superRefine(checkRange);
export type StatisticsRangeQuery = z.output<typeof statisticsRangeQuerySchema>;

/**
 * GET /donationRequest/donationRequest{Type,Source}Summary: all time when no day is given, else the
 * statistics range (the same defaults and limits); `groupBy` adds a breakdown to each item.
 */
function requestSummaryQuerySchema<const G extends string>(grouping: G) {
  return z
    .object({ ...dateRangeShape, groupBy: z.enum([grouping] as const).optional() })
    .transform(({ groupBy, ...days }) => ({
      groupBy,
      range: days.startDate === undefined && days.endDate === undefined ? undefined : withDefaults(days),
    }))
    .superRefine((query, ctx) => {
      if (query.range) checkRange(query.range, ctx);
    });
}

export const requestTypeSummaryQuerySchema = requestSummaryQuerySchema('status');
export type RequestTypeSummaryQuery = z.output<typeof requestTypeSummaryQuerySchema>;
export const requestSourceSummaryQuerySchema = requestSummaryQuerySchema('creatorType');
export type RequestSourceSummaryQuery = z.output<typeof requestSourceSummaryQuerySchema>;

export const SIGNUP_INTERVALS = ['week', 'month'] as const;
export type SignupInterval = (typeof SIGNUP_INTERVALS)[number];

/** GET /user/signupReportSummary. */
export const signupReportQuerySchema = z
  .object({ ...dateRangeShape, interval: z.enum(SIGNUP_INTERVALS).optional().default('week') })
  .transform(withDefaults)
  .superRefine(checkRange);
export type SignupReportQuery = z.output<typeof signupReportQuerySchema>;

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

/**
 * GET /user/summaryofusers?roles=doctor,patient, or roles=doctor&roles=patient: every role when none
 * is named (no roles, or roles= empty). Every way roles can be wrong (an unknown name, a list too
 * long) is the one message on 'roles'.
 */
export const usersSummaryQuerySchema = z.object({
  roles: z
    .union([z.string(), z.array(z.string())], { error: STATISTICS_MESSAGES.invalidRole })
    .transform((value) => (Array.isArray(value) ? value.join(',') : value))
    .pipe(z.string().max(200, STATISTICS_MESSAGES.invalidRole))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((names) => names.every(isRole), STATISTICS_MESSAGES.invalidRole)
    // An empty list names no role, as leaving roles out does: every role is counted.
    .transform((names) => (names.length ? names.filter(isRole) : undefined))
    .optional(),
});
export type UsersSummaryQuery = z.output<typeof usersSummaryQuerySchema>;

/** One period of the sign-up series: its first day and the sign-ups of each role in it. */
export interface SignupPeriodDto {
  period: string;
  /** Sign-ups by role; a person with two roles counts once in each. Roles with none are left out. */
  byRole: Record<string, number>;
}

export interface SignupReportDto {
  interval: SignupInterval;
  startDate: string;
  endDate: string;
  periods: SignupPeriodDto[];
  /** Sign-ups in the range by sourceOfSignup ('unknown' when none was recorded), most first. */
  bySource: { source: string; count: number }[];
}

export interface UsersSummaryDto {
  role: string;
  total: number;
  /** The clinician profile review passed (profileVerificationStatus 1). */
  verified: number;
  unverified: number;
}

export interface OrganizationSummaryDto {
  /** Facilities by type ('unknown' when none was given), with how many of them are verified. */
  byType: { orgType: string; total: number; verified: number; unverified: number }[];
  /** Facilities by status code (1 verified). */
  byStatus: { status: number; count: number }[];
}

/** An item of the type summary with groupBy=status: its requests by status code. */
export interface RequestTypeByStatusDto extends RequestCountByKeyDto {
  byStatus: { status: number; count: number }[];
}

/** An item of the source summary with groupBy=creatorType: its requests by who created them. */
export interface RequestSourceByCreatorDto extends RequestCountByKeyDto {
  byCreatorType: { creatorType: string; count: number }[];
}

export interface ActivitySummaryDto {
  startDate: string;
  endDate: string;
  /** Every week of the range (its Monday), with the appointments booked and prescriptions written in it. */
  weeks: { week: string; appointments: number; prescriptions: number }[];
}

export interface AssistantEscalationSummaryDto {
  startDate: string;
  endDate: string;
  /**
   * The sum of byGroup: an answer naming two groups counts twice, since only groups are recorded, not
   * answers.
   */
  total: number;
  /** Every triage group, in TRIAGE_GROUPS order (most urgent first), zero when none. */
  byGroup: { group: TriageGroup; count: number }[];
}
