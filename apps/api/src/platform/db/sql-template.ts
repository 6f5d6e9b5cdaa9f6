import { Param, Placeholder, SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A SQL fragment rendered once; each use fills its named holes with values. */
export type SqlTemplate<Name extends string> = (values: Record<Name, unknown>) => SQL;

/**
 * Renders a fragment once, at module load, with its per-request values as named holes (placeholders),
 * and keeps it as text pieces and parameters. A use costs a few chunks where building the fragment
 * with Drizzle each time costs a tree of columns, tables and operators, rendered again per request.
 * The values fill the holes as parameters, never as text. The fragment's own constants become
 * literals: the planner then knows them in a reused (generic) plan too, and can estimate it right.
 */
export function sqlTemplate<Name extends string>(
  names: readonly Name[],
  build: (holes: Record<Name, Placeholder<Name>>) => SQL,
): SqlTemplate<Name> {
  const holes = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<
    Name,
    Placeholder<Name>
  >;
  const { sql: text, params } = dialect.sqlToQuery(build(holes).inlineParams());
  const pieces = text.split(/\$\d+/);
  if (pieces.length !== params.length + 1) throw new Error('sqlTemplate: parameters and text do not match');
  return (values) => {
    const chunks: (StringChunk | Param)[] = [new StringChunk(pieces[0])];
    params.forEach((param, index) => {
      if (!(param instanceof Placeholder)) throw new Error('sqlTemplate: a constant was not inlined');
      chunks.push(new Param(values[param.name as Name]));
      chunks.push(new StringChunk(pieces[index + 1]));
    });
    return new SQL(chunks);
  };
}

/**
 * Whole numbers as a SQL list of literals, e.g. `1, 2, -4` (validated integers only: a list's
 * statuses), so a reused plan knows them; anything else would be a programming error.
 */
export function integerLiterals(values: readonly number[]): SQL {
  if (!values.length || !values.every(Number.isSafeInteger)) throw new Error('integerLiterals: not integers');
  return sql.raw(values.join(', '));
}
