import {
  CREATOR_TYPE_LABELS,
  FACILITY_VERIFIED,
  FACILITY_TYPE_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_LABELS,
  ROLES,
  TRIAGE_GROUP_LABELS,
  roleIsVerified,
  type ActivitySummaryDto,
  type OrganizationSummaryDto,
  type RequestSourceByCreatorDto,
  type RequestTypeByStatusDto,
  type SignupReportDto,
  type UsersSummaryDto,
} from '@carenet/shared';
import { formatCalendarDay } from '../../lib/dates';
import { seriesColor } from './format';
import { msg, t, tm } from '../../lib/i18n';

export interface Series {
  name: string;
  label: string;
  color: string;
}

export type ChartRow = Record<string, string | number>;

const ROLE_NAMES: Record<string, string> = {
  patient: msg('Patient'),
  doctor: msg('Doctor'),
  facilities: msg('Facilities'),
  admin: msg('Admin'),
  superAdmin: msg('Super admin'),
  owner: msg('Owner'),
};
export const roleLabel = (role: string) => (role in ROLE_NAMES ? t(ROLE_NAMES[role]) : role);

/** The server says 'unknown' where nothing was recorded. */
const orNotRecorded = (value: string, label: string = value) =>
  value === 'unknown' ? t('Not recorded') : label;

export const sourceLabel = (source: string) => orNotRecorded(source);
export const requestTypeLabel = (type: string) =>
  type in REQUEST_TYPE_LABELS ? tm(REQUEST_TYPE_LABELS[type as keyof typeof REQUEST_TYPE_LABELS]) : type;
export const requestStatusLabel = (status: number) =>
  String(status) in REQUEST_STATUSES ? tm(REQUEST_STATUSES[String(status)].label) : String(status);
export const creatorLabel = (type: string) =>
  type in CREATOR_TYPE_LABELS ? tm(CREATOR_TYPE_LABELS[type as keyof typeof CREATOR_TYPE_LABELS]) : type;
export const facilityTypeLabel = (type: string) =>
  orNotRecorded(
    type,
    type in FACILITY_TYPE_LABELS ? tm(FACILITY_TYPE_LABELS[type as keyof typeof FACILITY_TYPE_LABELS]) : type,
  );
/** A group a newer server knows and this page does not is shown as the server names it. */
export const triageGroupLabel = (group: string) =>
  group in TRIAGE_GROUP_LABELS ? tm(TRIAGE_GROUP_LABELS[group as keyof typeof TRIAGE_GROUP_LABELS]) : group;
export const facilityStatusLabel = (status: number) =>
  status === FACILITY_VERIFIED ? t('Verified') : t('Awaiting verification');

const byKnownOrder = (order: readonly string[]) => (a: string, b: string) => {
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

/** Sign-ups per period, one line per role that signed up at all in the range. */
export function signupLines(report: SignupReportDto): { rows: ChartRow[]; series: Series[] } {
  const roles = [...new Set(report.periods.flatMap((period) => Object.keys(period.byRole)))].sort(
    byKnownOrder(ROLES),
  );
  const rows = report.periods.map((period) => ({
    period: formatCalendarDay(period.period),
    ...Object.fromEntries(roles.map((role) => [role, period.byRole[role] ?? 0])),
  }));
  return {
    rows,
    series: roles.map((role, index) => ({ name: role, label: roleLabel(role), color: seriesColor(index) })),
  };
}

/** Requests per type, stacked by status; keys are status codes ('s1') so labels may hold any text. */
export function requestTypeBars(summary: readonly RequestTypeByStatusDto[]): {
  rows: ChartRow[];
  series: Series[];
} {
  const statusCodes = [
    ...new Set(summary.flatMap((item) => item.byStatus.map((entry) => entry.status))),
  ].sort((a, b) => b - a);
  const rows = summary.map((item) => ({
    type: requestTypeLabel(item._id),
    ...Object.fromEntries(item.byStatus.map((entry) => [`s${entry.status}`, entry.count])),
  }));
  return {
    rows,
    series: statusCodes.map((code, index) => ({
      name: `s${code}`,
      label: requestStatusLabel(code),
      color: seriesColor(index),
    })),
  };
}

/** One table row per (type, status) pair. */
export const requestTypeRows = (summary: readonly RequestTypeByStatusDto[]) =>
  summary.flatMap((item) =>
    item.byStatus.map((entry) => ({ requestType: item._id, status: entry.status, count: entry.count })),
  );

/** One table row per (source, creator type) pair. */
export const requestSourceRows = (summary: readonly RequestSourceByCreatorDto[]) =>
  summary.flatMap((item) =>
    item.byCreatorType.map((entry) => ({
      sourceOfCreation: item._id,
      creatorType: entry.creatorType,
      count: entry.count,
    })),
  );

export function facilityDonut(summary: OrganizationSummaryDto) {
  return summary.byType.map((row, index) => ({
    name: facilityTypeLabel(row.orgType),
    value: row.total,
    color: seriesColor(index),
  }));
}

export function activityLines(summary: ActivitySummaryDto): ChartRow[] {
  return summary.weeks.map((week) => ({ ...week, week: formatCalendarDay(week.week) }));
}

/**
 * Accounts by role for the stacked bars: verified and not for doctors and facilities; any other role
 * is never verified, so its accounts are one bar of their own rather than all 'not verified'.
 */
export const accountBars = (rows: readonly UsersSummaryDto[]): ChartRow[] =>
  rows.map((row) =>
    roleIsVerified(row.role)
      ? { role: roleLabel(row.role), verified: row.verified, unverified: row.unverified, notApplicable: 0 }
      : { role: roleLabel(row.role), verified: 0, unverified: 0, notApplicable: row.total },
  );

/** A verification count in the table: 'Not applicable' for a role nobody verifies. */
export const verificationCount = (row: UsersSummaryDto, count: number): string | number =>
  roleIsVerified(row.role) ? count : t('Not applicable');
