import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { DATA_MAP, type DataClass } from './data-map';

const t = useTestApp();

async function query<T>(statement: SQL): Promise<T[]> {
  const result: unknown = await t.ctx.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** The live database's tables and their columns, as the migrations built them. */
async function liveSchema(): Promise<Map<string, string[]>> {
  const rows = await query<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const tables = new Map<string, string[]>();
  for (const row of rows)
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

const PERSONAL_CLASSES: DataClass[] = ['health', 'personal', 'money'];

describe('the data map', () => {
  it('classifies every column of every table in the live database, once, and nothing that is not there', async () => {
    const live = await liveSchema();
    const unclassified: string[] = [];
    const stale: string[] = [];
    const twice: string[] = [];
    for (const [table, columns] of live) {
      const mapped = Object.values(DATA_MAP[table]?.columns ?? {}).flat();
      for (const column of columns) if (!mapped.includes(column)) unclassified.push(`${table}.${column}`);
      for (const column of new Set(mapped)) {
        if (!columns.includes(column)) stale.push(`${table}.${column}`);
        if (mapped.filter((one) => one === column).length > 1) twice.push(`${table}.${column}`);
      }
    }
    for (const table of Object.keys(DATA_MAP)) if (!live.has(table)) stale.push(table);
    expect({ unclassified, stale, twice }).toEqual({ unclassified: [], stale: [], twice: [] });
  });

  it('says what erasure does with every table that holds health, personal or money data, by columns that exist', () => {
    const undecided: string[] = [];
    const badPerson: string[] = [];
    for (const [table, map] of Object.entries(DATA_MAP)) {
      const holdsPersonalData = PERSONAL_CLASSES.some((dataClass) => map.columns[dataClass]?.length);
      if ((holdsPersonalData || map.person) && !map.erase) undecided.push(table);
      const all = Object.values(map.columns).flat();
      const { ids = [], emails = [], via } = map.person ?? {};
      for (const column of [...ids, ...emails, ...(via ? [via.column] : [])])
        if (!all.includes(column)) badPerson.push(`${table}.${column}`);
      if (via && !DATA_MAP[via.parent]?.person) badPerson.push(`${table} via ${via.parent}`);
      if (map.erase?.by === 'delete' && !map.person) badPerson.push(`${table}: deleted by no person column`);
    }
    expect({ undecided, badPerson }).toEqual({ undecided: [], badPerson: [] });
  });
});
