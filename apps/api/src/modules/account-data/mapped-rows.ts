import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { DATA_MAP } from '../../platform/db/data-map';

/** The person whose rows the data map finds: by their user id, or their e-mail address. */
export interface MappedPerson {
  id: string;
  email: string;
}

/** Raw SQL's rows: node-postgres and PGlite both answer { rows }. */
async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/**
 * The condition that a row of `table` names the person, by the columns the data map says hold a
 * person (an id column, an e-mail column compared case-insensitively, or a parent row that does); null
 * when the map names no person in it.
 */
export function namesPerson(table: string, person: MappedPerson): SQL | null {
  const map = DATA_MAP[table]?.person;
  if (!map) return null;
  const conditions = [
    ...(map.ids ?? []).map((column) => sql`${sql.identifier(column)} = ${person.id}`),
    ...(map.emails ?? []).map(
      (column) => sql`lower(${sql.identifier(column)}) = ${person.email.toLowerCase()}`,
    ),
  ];
  if (map.via) {
    const parent = namesPerson(map.via.parent, person);
    if (parent)
      conditions.push(
        sql`${sql.identifier(map.via.column)} in (select id from ${sql.identifier(map.via.parent)} where ${parent})`,
      );
  }
  return conditions.length ? sql.join(conditions, sql` or `) : null;
}

/** The tables whose rows naming the person go in their export: every one the map names a person in. */
export function exportedTables(): string[] {
  return Object.entries(DATA_MAP)
    .filter(([, map]) => map.person && map.export !== false)
    .map(([table]) => table)
    .sort();
}

/**
 * Every row that names the person, table by table, with every column but credentials (the map's
 * secret class): the part of their export that follows the data map, so a new table is in it the day
 * it is classified.
 */
export async function mappedRowsOf(db: Database, person: MappedPerson): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of exportedTables()) {
    const { columns } = DATA_MAP[table];
    const shown = Object.entries(columns)
      .filter(([dataClass]) => dataClass !== 'secret')
      .flatMap(([, names]) => names);
    const where = namesPerson(table, person);
    tables[table] = where
      ? await rowsOf(
          db,
          sql`select ${sql.join(
            shown.map((column) => sql.identifier(column)),
            sql`, `,
          )}
              from ${sql.identifier(table)} where ${where}`,
        )
      : [];
  }
  return tables;
}

/** Deletes, in every table the map says erasure deletes from, the rows that name the person. */
export async function deleteMappedRows(db: Database, person: MappedPerson): Promise<void> {
  for (const [table, map] of Object.entries(DATA_MAP)) {
    if (map.erase?.by !== 'delete') continue;
    const where = namesPerson(table, person);
    if (where) await db.execute(sql`delete from ${sql.identifier(table)} where ${where}`);
  }
}
