import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, type CatalogueKind } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { doctorSpecializations, facilityServices, organizations, users } from '../../platform/db/schema';

/** Both catalogues have the same columns; a facility-service row stands for either. */
const TABLES = { facilityService: facilityServices, specialty: doctorSpecializations } as const;
const tableOf = (kind: CatalogueKind) => TABLES[kind] as typeof facilityServices;

export interface CatalogueRow {
  id: string;
  name: string;
}

const columns = (kind: CatalogueKind) => ({ id: tableOf(kind).id, name: tableOf(kind).name });

/** The whole catalogue, by name whatever the letter case. */
export async function listCatalogue(db: Database, kind: CatalogueKind): Promise<CatalogueRow[]> {
  const table = tableOf(kind);
  return db
    .select(columns(kind))
    .from(table)
    .orderBy(sql`lower(${table.name})`, asc(table.name));
}

export async function findCatalogueItem(
  db: Database,
  kind: CatalogueKind,
  id: string,
): Promise<CatalogueRow | null> {
  if (!isUuid(id)) return null;
  const table = tableOf(kind);
  const [row] = await db.select(columns(kind)).from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** The row holding this name in any letter case (names are unique case-insensitively). */
export async function findCatalogueItemByName(
  db: Database,
  kind: CatalogueKind,
  name: string,
): Promise<CatalogueRow | null> {
  const table = tableOf(kind);
  const [row] = await db
    .select(columns(kind))
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

export async function insertCatalogueItem(
  db: Database,
  kind: CatalogueKind,
  name: string,
): Promise<CatalogueRow> {
  const [row] = await db.insert(tableOf(kind)).values({ name }).returning(columns(kind));
  return row;
}

export async function renameCatalogueItem(
  db: Database,
  kind: CatalogueKind,
  id: string,
  name: string,
): Promise<CatalogueRow> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set({ name, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning(columns(kind));
  return row;
}

export async function deleteCatalogueItem(db: Database, kind: CatalogueKind, id: string): Promise<void> {
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
}

/** A user's specialities when they are a list (older rows may hold anything in details). */
const userSpecialities = sql`(case when jsonb_typeof(${users.details}->'specialities') = 'array' then ${users.details}->'specialities' else '[]'::jsonb end)`;

/** The facilities offering this service, or the users holding this specialty, in any letter case. */
function usedBy(kind: CatalogueKind, name: string): SQL {
  return kind === 'facilityService'
    ? sql`exists (select 1 from unnest(${organizations.facilityServices}) as s where lower(s) = lower(${name}))`
    : sql`exists (select 1 from jsonb_array_elements_text(${userSpecialities}) as s where lower(s) = lower(${name}))`;
}

/** How many facilities offer the service, or doctors hold the specialty: what deleting it would break. */
export async function countUsage(db: Database, kind: CatalogueKind, name: string): Promise<number> {
  return kind === 'facilityService'
    ? db.$count(organizations, usedBy(kind, name))
    : db.$count(users, usedBy(kind, name));
}

/**
 * Writes the new name wherever the old one is used (facilities store service names, doctors specialty
 * names), keeping each list's order; answers how many facilities or users changed.
 */
export async function renameUsages(
  db: Database,
  kind: CatalogueKind,
  from: string,
  to: string,
): Promise<number> {
  if (kind === 'facilityService') {
    const changed = await db
      .update(organizations)
      .set({
        facilityServices: sql`array(select case when lower(s) = lower(${from}) then ${to} else s end from unnest(${organizations.facilityServices}) with ordinality as u(s, i) order by i)`,
        updatedAt: new Date(),
      })
      .where(usedBy(kind, from))
      .returning({ id: organizations.id });
    return changed.length;
  }
  const changed = await db
    .update(users)
    .set({
      details: sql`jsonb_set(${users.details}, '{specialities}', (select jsonb_agg(case when lower(s) = lower(${from}) then to_jsonb(${to}::text) else to_jsonb(s) end order by i) from jsonb_array_elements_text(${userSpecialities}) with ordinality as u(s, i)))`,
      updatedAt: new Date(),
    })
    .where(usedBy(kind, from))
    .returning({ id: users.id });
  return changed.length;
}
