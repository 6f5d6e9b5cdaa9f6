import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { FACILITY_STATUS, isUuid, type OrganizationMemberRole } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import {
  facilityServices,
  files,
  organizationMembers,
  organizations,
  users,
  type OrganizationRow,
  type UserRow,
} from '../../platform/db/schema';

export interface OrganizationListFilter {
  status?: number;
  keyword?: string;
  sourceOfCreation?: string;
  /** A service name the facility offers, as the catalogue spells it. */
  service?: string;
}

function organizationListWhere(filter: OrganizationListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(organizations.status, filter.status));
  if (filter.sourceOfCreation) conditions.push(eq(organizations.sourceOfCreation, filter.sourceOfCreation));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(organizations.orgName, containsPattern(keyword)));
  const service = filter.service?.trim();
  // Containment uses the GIN index on the services; names are stored as the catalogue spells them.
  if (service) conditions.push(arrayContains(organizations.facilityServices, [service]));
  return conditions.length ? and(...conditions) : undefined;
}

/** Facilities matching the filter, newest first, with the count of all matches. */
export async function listOrganizations(
  db: Database,
  filter: OrganizationListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = organizationListWhere(filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(organizations)
      .where(where)
      .orderBy(desc(organizations.createdAt), desc(organizations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(organizations, where),
  ]);
  return { rows, total };
}

export async function findOrganization(db: Database, id: string): Promise<OrganizationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function isOrganizationMember(db: Database, orgId: string, userId: string): Promise<boolean> {
  return (await memberRoleOf(db, orgId, userId)) !== null;
}

/** The user's role in the facility, or null when they are not a member. */
export async function memberRoleOf(
  db: Database,
  orgId: string,
  userId: string,
): Promise<OrganizationMemberRole | null> {
  if (!isUuid(orgId) || !isUuid(userId)) return null;
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return (row?.role as OrganizationMemberRole | undefined) ?? null;
}

/** How many members the facility has, and how many of them are owners. */
export async function memberCounts(
  db: Database,
  orgId: string,
): Promise<{ members: number; owners: number }> {
  const [row] = await db
    .select({
      members: count(),
      owners: sql<number>`count(*) filter (where ${organizationMembers.role} = 'owner')`.mapWith(Number),
    })
    .from(organizationMembers)
    .where(eq(organizationMembers.orgId, orgId));
  return { members: row?.members ?? 0, owners: row?.owners ?? 0 };
}

/**
 * The facility's members who hold the doctor role and whose account is live (not suspended, not erased).
 * Whether each doctor is verified is the caller's decision (the access rule), not this query's.
 */
export async function activeDoctorMembers(db: Database, orgId: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.orgId, orgId),
        arrayContains(users.roles, ['doctor']),
        isNull(users.suspendedAt),
        isNull(users.erasedAt),
      ),
    );
  return rows.map((row) => row.user);
}

export type NewOrganization = typeof organizations.$inferInsert;

/**
 * Inserts a facility and, when given, its first owner, in one transaction. Bulk import and onboarding
 * call this for rows they checked themselves; a taken name surfaces as the organizations_name_unique
 * violation (see isNameTaken in the service).
 */
export async function insertOrganization(
  db: Database,
  values: NewOrganization,
  ownerId: string | null,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values(values).returning();
    if (ownerId)
      await tx.insert(organizationMembers).values({ orgId: row.id, userId: ownerId, role: 'owner' });
    return row;
  });
}

export async function updateOrganizationRow(
  db: Database,
  id: string,
  values: Partial<NewOrganization>,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

export async function deleteOrganizationRow(db: Database, id: string): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}

/** Whether another facility already has this name, whatever its letter case (the unique index's rule). */
export async function organizationNameTaken(
  db: Database,
  name: string,
  excludeId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [sql`lower(${organizations.orgName}) = lower(${name.trim()})`];
  if (excludeId && isUuid(excludeId)) conditions.push(ne(organizations.id, excludeId));
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

/** A place named in facilities' addresses, spelled as stored (state '' when none). */
export interface AddressPlace {
  country: string;
  state: string;
  city: string;
}

const addressCountry = sql<string>`${organizations.orgAddress}->>'country'`;
const addressState = sql<string>`coalesce(${organizations.orgAddress}->>'state', '')`;
const addressCity = sql<string>`${organizations.orgAddress}->>'city'`;
const isVerified = eq(organizations.status, FACILITY_STATUS.verified);

/**
 * The places of verified facilities whose address names a country and a city, each with how many
 * facilities it holds: few rows even for many facilities, so each place is placed on the map once.
 */
export async function verifiedFacilityPlaces(
  db: Database,
): Promise<(AddressPlace & { facilities: number })[]> {
  return db
    .select({ country: addressCountry, state: addressState, city: addressCity, facilities: count() })
    .from(organizations)
    .where(and(isVerified, sql`${addressCountry} <> ''`, sql`${addressCity} <> ''`))
    .groupBy(addressCountry, addressState, addressCity);
}

/** The verified facilities in these places (as verifiedFacilityPlaces spells them). */
export async function verifiedFacilitiesIn(db: Database, places: AddressPlace[]): Promise<OrganizationRow[]> {
  if (!places.length) return [];
  const inPlace = places.map(
    (place) =>
      sql`(${addressCountry} = ${place.country} and ${addressState} = ${place.state} and ${addressCity} = ${place.city})`,
  );
  return db
    .select()
    .from(organizations)
    .where(and(isVerified, or(...inPlace)));
}

/** The catalogue's spelling of each requested service name; names it does not hold are left out. */
export async function catalogueServiceNames(db: Database, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ name: facilityServices.name })
    .from(facilityServices)
    .where(
      inArray(
        sql`lower(${facilityServices.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}

/** The keys, among those given, of files of this purpose uploaded by the user. */
export async function uploadedFileKeys(
  db: Database,
  ownerId: string,
  purpose: string,
  keys: string[],
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.purpose, purpose), inArray(files.key, keys)));
  return new Set(rows.map((row) => row.key));
}

export interface UserOrganizationRow {
  organization: OrganizationRow;
  role: OrganizationMemberRole;
}

/** The facilities a user belongs to, oldest membership first, with the user's role in each. */
export async function organizationsOfUser(db: Database, userId: string): Promise<UserOrganizationRow[]> {
  const rows = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.orgName));
  return rows.map((row) => ({ organization: row.organization, role: row.role as OrganizationMemberRole }));
}

/** The facility whose live e-mail confirmation token has this hash. */
export async function findOrganizationByEmailToken(
  db: Database,
  id: string,
  tokenHash: string,
): Promise<OrganizationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.orgEmailTokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Whether the user is an owner or admin of a facility that has this document attached. */
export async function managesOrganizationWithDocument(
  db: Database,
  userId: string,
  key: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(
      organizationMembers,
      and(eq(organizationMembers.orgId, organizations.id), eq(organizationMembers.userId, userId)),
    )
    .where(
      and(
        arrayContains(organizations.documentKeys, [key]),
        inArray(organizationMembers.role, ['owner', 'admin']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
