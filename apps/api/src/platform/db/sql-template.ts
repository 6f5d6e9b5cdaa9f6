import { Param, Placeholder, SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A SQL fragment rendered once; each use fills its named holes with values. */
export type SqlTemplate<Name extends string> = (values: Record<Name, unknown>) => SQL;

/**
 * Renders a fragment once, at module load, with its per-request values as named holes (placeholders),
 * and keeps it as text pieces and parameters. A use costs a few chunks where building the fragment
 * with Drizzle each time costs a tree of columns, tables and operators, rendered again per request.
 * The values fill the holes as parameters, never as text.
 */
export function sqlTemplate<Name extends string>(
  names: readonly Name[],
  build: (holes: Record<Name, Placeholder<Name>>) => SQL,
): SqlTemplate<Name> {
  const holes = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<
    Name,
    Placeholder<Name>
  >;
  const { sql: text, params } = dialect.sqlToQuery(build(holes));
  const pieces = text.split(/\$\d+/);
  if (pieces.length !== params.length + 1) throw new Error('sqlTemplate: parameters and text do not match');
  return (values) => {
    const chunks: (StringChunk | Param)[] = [new StringChunk(pieces[0])];
    params.forEach((param, index) => {
      chunks.push(new Param(param instanceof Placeholder ? values[param.name as Name] : param));
      chunks.push(new StringChunk(pieces[index + 1]));
    });
    return new SQL(chunks);
  };
}
