import type {
  ActivitySummaryDto,
  AssistantEscalationSummaryDto,
  OrganizationSummaryDto,
  SignupReportDto,
  SignupReportQuery,
  StatisticsRangeQuery,
  UsersSummaryDto,
  UsersSummaryQuery,
} from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import {
  periodsOf,
  presentActivityWeeks,
  presentEscalationGroups,
  presentSignupPeriods,
  presentUsersSummary,
} from './presenter';
import { escalationsByGroup } from './escalations-repository';
import {
  appointmentsAndPrescriptionsByWeek,
  organizationsByStatus,
  organizationsByType,
  signupsByPeriodAndRole,
  signupsBySource,
  usersByRole,
} from './repository';
import { dayRange } from '../../platform/db/day-range';

/** GET /user/signupReportSummary: sign-ups per period by role, and in the whole range by source. */
export async function signupReport(ctx: AppContext, query: SignupReportQuery): Promise<SignupReportDto> {
  const range = dayRange(query);
  const [byRole, bySource] = await Promise.all([
    signupsByPeriodAndRole(ctx.db, range, query.interval),
    signupsBySource(ctx.db, range),
  ]);
  return {
    interval: query.interval,
    startDate: query.startDate,
    endDate: query.endDate,
    periods: presentSignupPeriods(periodsOf(query.interval, query.startDate, query.endDate), byRole),
    bySource,
  };
}

/** GET /user/summaryofusers. */
export async function usersSummary(ctx: AppContext, query: UsersSummaryQuery): Promise<UsersSummaryDto[]> {
  return presentUsersSummary(await usersByRole(ctx.db, query.roles));
}

/** GET /user/organizationSummary. */
export async function organizationSummary(ctx: AppContext): Promise<OrganizationSummaryDto> {
  const [byType, byStatus] = await Promise.all([organizationsByType(ctx.db), organizationsByStatus(ctx.db)]);
  return {
    byType: byType.map((row) => ({ ...row, unverified: row.total - row.verified })),
    byStatus,
  };
}

/** GET /statistics/activitySummary: appointments booked and prescriptions written per week. */
export async function activitySummary(
  ctx: AppContext,
  query: StatisticsRangeQuery,
): Promise<ActivitySummaryDto> {
  const rows = await appointmentsAndPrescriptionsByWeek(ctx.db, dayRange(query));
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    weeks: presentActivityWeeks(periodsOf('week', query.startDate, query.endDate), rows),
  };
}

/** GET /statistics/assistantEscalationSummary: the emergencies the medical assistant escalated, by group. */
export async function assistantEscalationSummary(
  ctx: AppContext,
  query: StatisticsRangeQuery,
): Promise<AssistantEscalationSummaryDto> {
  const byGroup = presentEscalationGroups(await escalationsByGroup(ctx.db, dayRange(query)));
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    total: byGroup.reduce((sum, row) => sum + row.count, 0),
    byGroup,
  };
}
