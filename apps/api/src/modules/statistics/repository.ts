import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FACILITY_STATUS, type SignupInterval } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { appointments, organizations, prescriptions, users } from '../../platform/db/schema';
import { inRange, type DayRange } from '../../platform/db/day-range';

/** The first day of the UTC week (Monday) or month a timestamp falls in, as 'YYYY-MM-DD'. */
const periodOf = (interval: SignupInterval, column: AnyPgColumn | SQL.Aliased) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${interval}'`)}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

const count = sql<number>`count(*)::int`;

/** Sign-ups in the range by period and role ('facility' read as 'facilities'); one row per pair that has any. */
export function signupsByPeriodAndRole(db: Database, range: DayRange, interval: SignupInterval) {
  const userRoles = db
    .select({
      role: sql<string>`unnest(${users.roles})`.as('role'),
      createdAt: sql<Date>`${users.createdAt}`.as('created_at'),
    })
    .from(users)
    .where(inRange(users.createdAt, range))
    .as('user_roles');
  const role = sql<string>`case when ${userRoles.role} = 'facility' then 'facilities' else ${userRoles.role} end`;
  return db
    .select({ period: periodOf(interval, userRoles.createdAt), role, count })
    .from(userRoles)
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
}

/** Sign-ups in the range by sourceOfSignup, most first. */
export function signupsBySource(db: Database, range: DayRange) {
  const source = sql<string>`coalesce(nullif(${users.sourceOfSignup}, ''), 'unknown')`;
  return db
    .select({ source, count })
    .from(users)
    .where(inRange(users.createdAt, range))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/** Accounts by role, and how many passed the clinician profile review; erased accounts are no one's. */
export function usersByRole(db: Database, roles: readonly string[] | undefined) {
  const userRoles = db
    .select({
      role: sql<string>`unnest(${users.roles})`.as('role'),
      verification: sql<number>`${users.profileVerificationStatus}`.as('verification'),
    })
    .from(users)
    .where(sql`${users.erasedAt} is null`)
    .as('user_roles');
  const role = sql<string>`case when ${userRoles.role} = 'facility' then 'facilities' else ${userRoles.role} end`;
  return db
    .select({
      role,
      total: count,
      verified: sql<number>`(count(*) filter (where ${userRoles.verification} = 1))::int`,
    })
    .from(userRoles)
    .where(
      roles
        ? sql`${role} in (${sql.join(
            roles.map((name) => sql`${name}`),
            sql`, `,
          )})`
        : undefined,
    )
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/** Facilities by type, with how many are verified. */
export function organizationsByType(db: Database) {
  return db
    .select({
      orgType: sql<string>`coalesce(nullif(${organizations.orgType}, ''), 'unknown')`,
      total: count,
      verified: sql<number>`(count(*) filter (where ${organizations.status} = ${FACILITY_STATUS.verified}))::int`,
    })
    .from(organizations)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/** Facilities by status code. */
export function organizationsByStatus(db: Database) {
  return db
    .select({ status: organizations.status, count })
    .from(organizations)
    .groupBy(organizations.status)
    .orderBy(sql`2 desc`, organizations.status);
}

/**
 * Appointments booked and prescriptions written in the range, by UTC week: one statement, the two
 * counts side by side (a week with neither is absent).
 */
export function appointmentsAndPrescriptionsByWeek(db: Database, range: DayRange) {
  const events = db
    .select({
      createdAt: sql<Date>`${appointments.createdAt}`.as('created_at'),
      kind: sql<string>`'appointment'`.as('kind'),
    })
    .from(appointments)
    .where(inRange(appointments.createdAt, range))
    .unionAll(
      db
        .select({
          createdAt: sql<Date>`${prescriptions.createdAt}`.as('created_at'),
          kind: sql<string>`'prescription'`.as('kind'),
        })
        .from(prescriptions)
        .where(inRange(prescriptions.createdAt, range)),
    )
    .as('events');
  return db
    .select({
      week: periodOf('week', events.createdAt),
      appointments: sql<number>`(count(*) filter (where ${events.kind} = 'appointment'))::int`,
      prescriptions: sql<number>`(count(*) filter (where ${events.kind} = 'prescription'))::int`,
    })
    .from(events)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
