import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Database, type DatabaseHandle } from '../../apps/api/src/platform/db/client';
import * as schema from '../../apps/api/src/platform/db/schema';
import type { Statement } from '../../apps/api/src/platform/db/statement';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
  /** The name the app prepares it under (the request list's reusable statements). */
  name?: string;
}

export interface CapturingDatabase {
  handle: DatabaseHandle;
  /** The SQL statements (with their parameters) the app runs while `work` runs. */
  capture(work: () => Promise<unknown>): Promise<CapturedQuery[]>;
}

/**
 * The app's own database handle with Drizzle's logger switched on and its plain statements
 * (DatabaseHandle.query) recorded, so an app built on it shows the exact SQL each route runs. Only
 * run.ts's capture app uses it; the server under load records nothing.
 */
export function capturingDatabase(url: string): CapturingDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let recording: CapturedQuery[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => recording?.push({ sql, params }) },
  }) as unknown as Database;
  const real = openPostgres(url, 1);
  return {
    handle: {
      ...real,
      db,
      async query<Row>(statement: Statement): Promise<Row[]> {
        recording?.push({ sql: statement.text, params: statement.values, name: statement.name });
        return real.query<Row>(statement);
      },
      async close() {
        await Promise.all([pool.end(), real.close()]);
      },
    },
    async capture(work) {
      const queries: CapturedQuery[] = [];
      recording = queries;
      try {
        await work();
      } finally {
        recording = null;
      }
      return queries;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface TableAccess {
  table: string;
  /** 'Index Scan using x', 'Bitmap Index Scan using x', 'Seq Scan', ... */
  access: string;
  indexed: boolean;
}

const BITMAP_INPUTS = new Set(['Bitmap Index Scan', 'BitmapAnd', 'BitmapOr']);
const isBitmapInput = (node: PlanNode) => BITMAP_INPUTS.has(node['Node Type']);

/**
 * How each table of a plan is read. A bitmap heap scan reads through the bitmap index scans below it;
 * its other children are subplans, read on their own. A sequential scan right under a Limit reads a
 * bounded stretch of the table (a keyword's sampled count), not the table: it counts as bounded.
 */
function tableAccesses(node: PlanNode, found: TableAccess[] = [], underLimit = false): TableAccess[] {
  const table = node['Relation Name'];
  if (table && underLimit && node['Node Type'] === 'Seq Scan') {
    found.push({ table, access: 'Seq Scan under a Limit', indexed: true });
    return found;
  }
  const bitmapHeap = node['Node Type'] === 'Bitmap Heap Scan';
  if (table && bitmapHeap) {
    const indexes: string[] = [];
    const collect = (child: PlanNode) => {
      if (child['Index Name']) indexes.push(child['Index Name']);
      child.Plans?.forEach(collect);
    };
    node.Plans?.filter(isBitmapInput).forEach(collect);
    found.push({ table, access: `Bitmap Heap Scan using ${indexes.join(', ')}`, indexed: true });
  } else if (table) {
    const index = node['Index Name'];
    found.push({
      table,
      access: index ? `${node['Node Type']} using ${index}` : node['Node Type'],
      indexed: Boolean(index),
    });
  }
  for (const child of node.Plans ?? []) {
    if (!(bitmapHeap && isBitmapInput(child))) tableAccesses(child, found, node['Node Type'] === 'Limit');
  }
  return found;
}

export interface ExplainedQuery {
  sql: string;
  params: unknown[];
  /** EXPLAIN (ANALYZE, BUFFERS) as PostgreSQL prints it. */
  plan: string;
  accesses: TableAccess[];
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a captured statement with its own parameters, and the tables it reads.
 * A statement that is itself an EXPLAIN (a keyword's expected matches) only plans: it reads no table.
 */
export async function explain(pool: pg.Pool, query: CapturedQuery): Promise<ExplainedQuery> {
  if (/^\s*explain\b/i.test(query.sql)) {
    return { sql: query.sql, params: query.params, plan: '(plans only; reads no table)', accesses: [] };
  }
  const text = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  );
  const json = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (format json) ${query.sql}`,
    query.params,
  );
  return {
    sql: query.sql,
    params: query.params,
    plan: text.rows.map((row) => row['QUERY PLAN']).join('\n'),
    accesses: tableAccesses(json.rows[0]['QUERY PLAN'][0].Plan),
  };
}
