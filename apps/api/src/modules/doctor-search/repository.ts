import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FACILITY_STATUS, PROFILE_VERIFICATION } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern, startsWithPattern } from '../../platform/db/like';
import {
  appointments,
  doctorSchedules,
  organizationMembers,
  organizations,
  users,
  type DoctorScheduleRow,
  type UserRow,
} from '../../platform/db/schema';
import type { TimeSpan } from '../appointments';

export interface DoctorFilter {
  keyword?: string;
  /** specialtyStem of the asked specialty: a held specialty starting with it matches. */
  specialtyStem?: string;
  city?: string;
  language?: string;
  facility?: string;
}

const fullName = sql`concat_ws(' ', ${users.name}->>'first_name', nullif(${users.name}->>'middle_name', ''), ${users.name}->>'last_name')`;
const firstLast = sql`concat_ws(' ', ${users.name}->>'first_name', ${users.name}->>'last_name')`;
const heldSpecialties = sql`(case when jsonb_typeof(${users.details}->'specialities') = 'array' then ${users.details}->'specialities' else '[]'::jsonb end)`;

/** docs/directory.md#find-doctors: verified doctors with live accounts, and each asked filter. */
function where(filter: DoctorFilter): SQL | undefined {
  const keyword = filter.keyword && containsPattern(filter.keyword);
  const facility = filter.facility && containsPattern(filter.facility);
  return and(
    arrayContains(users.roles, ['doctor']),
    eq(users.profileVerificationStatus, PROFILE_VERIFICATION.verified),
    isNull(users.suspendedAt),
    isNull(users.erasedAt),
    keyword
      ? or(ilike(fullName, keyword), ilike(firstLast, keyword), ilike(users.username, keyword))
      : undefined,
    filter.specialtyStem
      ? sql`exists (select 1 from jsonb_array_elements_text(${heldSpecialties}) as s where s ilike ${startsWithPattern(filter.specialtyStem)})`
      : undefined,
    filter.city ? sql`lower(${users.address}->>'city') = lower(${filter.city})` : undefined,
    filter.language
      ? sql`exists (select 1 from unnest(${users.languages}) as l where lower(l) = lower(${filter.language}))`
      : undefined,
    facility
      ? sql`exists (select 1 from ${organizationMembers} join ${organizations} on ${organizations.id} = ${organizationMembers.orgId} where ${organizationMembers.userId} = ${users.id} and ${organizations.status} = ${FACILITY_STATUS.verified} and ${organizations.orgName} ilike ${facility})`
      : undefined,
  );
}

const byName = [
  asc(sql`lower(${users.name}->>'first_name')`),
  asc(sql`lower(${users.name}->>'last_name')`),
  asc(users.id),
];

/** A page of the matching doctors by name, and the count of all. */
export async function selectDoctorPage(
  db: Database,
  filter: DoctorFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const condition = where(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(condition)
      .orderBy(...byName)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  return { rows, total };
}

/** Every matching doctor by name, up to `cap`: for orders and filters the database cannot page (distance, free slots). */
export function selectDoctorCandidates(db: Database, filter: DoctorFilter, cap: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(where(filter))
    .orderBy(...byName)
    .limit(cap);
}

export async function selectSchedules(db: Database, doctorIds: string[]): Promise<DoctorScheduleRow[]> {
  if (!doctorIds.length) return [];
  return db.select().from(doctorSchedules).where(inArray(doctorSchedules.doctorId, doctorIds));
}

/** The doctors' booked appointments overlapping [from, to), by doctor. */
export async function selectBookedByDoctor(
  db: Database,
  doctorIds: string[],
  range: { from: Date; to: Date },
): Promise<Map<string, TimeSpan[]>> {
  const byDoctor = new Map<string, TimeSpan[]>();
  if (!doctorIds.length) return byDoctor;
  const rows = await db
    .select({
      doctorId: appointments.doctorId,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.doctorId, doctorIds),
        eq(appointments.status, 'booked'),
        lt(appointments.startTime, range.to),
        gt(appointments.endTime, range.from),
      ),
    );
  for (const row of rows) {
    const spans = byDoctor.get(row.doctorId) ?? [];
    spans.push({ startTime: row.startTime.getTime(), endTime: row.endTime.getTime() });
    byDoctor.set(row.doctorId, spans);
  }
  return byDoctor;
}

export interface PracticeFacility {
  id: string;
  orgName: string;
  facilityServices: string[];
}

/** The verified facilities each doctor is a member of, by name (unverified ones are not public). */
export async function selectFacilitiesByDoctor(
  db: Database,
  doctorIds: string[],
): Promise<Map<string, PracticeFacility[]>> {
  const byDoctor = new Map<string, PracticeFacility[]>();
  if (!doctorIds.length) return byDoctor;
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      id: organizations.id,
      orgName: organizations.orgName,
      facilityServices: organizations.facilityServices,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(
      and(inArray(organizationMembers.userId, doctorIds), eq(organizations.status, FACILITY_STATUS.verified)),
    )
    .orderBy(asc(organizations.orgName));
  for (const row of rows) {
    const list = byDoctor.get(row.userId) ?? [];
    list.push({ id: row.id, orgName: row.orgName, facilityServices: row.facilityServices });
    byDoctor.set(row.userId, list);
  }
  return byDoctor;
}
