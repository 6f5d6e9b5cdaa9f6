import { sql, type SQL } from 'drizzle-orm';

/** One statement as the driver takes it: text with $1, $2… and their values, in order. */
export interface Statement {
  text: string;
  values: unknown[];
  /**
   * Set when one plan fits every value: the statement is then prepared under this name, parsed and
   * planned once per connection instead of on every run.
   */
  name?: string;
}

/**
 * A piece of plain SQL and the values it holds, written as `sqlText\`a = ${value}\``. A value becomes
 * a parameter ($n) when the statement is put together, never text; a nested piece is spliced in whole.
 */
export class SqlText {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export function sqlText(strings: TemplateStringsArray, ...values: unknown[]): SqlText {
  return new SqlText(strings, values);
}

/** Text that is part of the statement itself: table and column names, keywords, validated literals. */
export function rawSql(text: string): SqlText {
  return new SqlText([text], []);
}

/** The pieces one after another, `separator` between them. */
export function joinSql(pieces: readonly SqlText[], separator: string): SqlText {
  const strings = ['', ...pieces.slice(1).map(() => separator), ''];
  return new SqlText(strings, pieces);
}

/** Every piece must hold (true when there is none). */
export function allOf(pieces: readonly (SqlText | undefined)[]): SqlText {
  const present = pieces.filter((piece): piece is SqlText => piece !== undefined);
  return present.length ? joinSql(present.map(parenthesised), ' and ') : rawSql('true');
}

/** Any piece may hold. */
export function anyOf(pieces: readonly SqlText[]): SqlText {
  return parenthesised(joinSql(pieces.map(parenthesised), ' or '));
}

function parenthesised(piece: SqlText): SqlText {
  return sqlText`(${piece})`;
}

/**
 * Whole numbers as a list of literals, e.g. `1, 2, -4` (validated integers only, such as a list's
 * statuses and page size), so a plan made once still knows them.
 */
export function integerList(values: readonly number[]): SqlText {
  if (!values.length || !values.every(Number.isSafeInteger)) throw new Error('integerList: not integers');
  return rawSql(values.join(', '));
}

/** The text with its values numbered $1, $2… in the order they appear. */
export function toStatement(piece: SqlText, name?: string): Statement {
  const { strings, values } = flatten(piece);
  let text = strings[0];
  for (let i = 1; i < strings.length; i++) text += `$${i}${strings[i]}`;
  return name === undefined ? { text, values } : { text, values, name };
}

/** The same statement for Drizzle's `execute` (its public `sql` template), for code that holds a Drizzle database. */
export function toDrizzleSql(piece: SqlText): SQL {
  const { strings, values } = flatten(piece);
  return sql.join(
    strings.map((text, i) => (i < values.length ? sql`${sql.raw(text)}${values[i]}` : sql.raw(text))),
  );
}

/** The nested pieces spliced into one: the texts between the values, and the values. */
function flatten(piece: SqlText): { strings: string[]; values: unknown[] } {
  const strings = [''];
  const values: unknown[] = [];
  const walk = (current: SqlText) => {
    strings[strings.length - 1] += current.strings[0];
    current.values.forEach((value, i) => {
      if (value instanceof SqlText) {
        walk(value);
      } else {
        values.push(value);
        strings.push('');
      }
      strings[strings.length - 1] += current.strings[i + 1];
    });
  };
  walk(piece);
  return { strings, values };
}
