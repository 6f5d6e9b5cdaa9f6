import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { organizationMembers, organizations, type OrganizationRow } from '../../platform/db/schema';

export interface OrganizationListFilter {
  status?: number;
  keyword?: string;
  sourceOfCreation?: string;
}

function organizationListWhere(filter: OrganizationListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(organizations.status, filter.status));
  if (filter.sourceOfCreation) conditions.push(eq(organizations.sourceOfCreation, filter.sourceOfCreation));
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(ilike(organizations.orgName, containsPattern(keyword)));
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
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}
