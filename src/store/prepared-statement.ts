// Named prepared statements (the hot reads, Database.preparedRows) declared with the columns
// they return. A statement carries the row each result row becomes: for every column its key
// in the row, its name in the result and how its text is read, in the statement's order.
// The engine's seam (pglite-prepared.ts on PGlite, connect.ts on a server) builds those rows
// and checks, when it first prepares the statement, that the result's columns are the ones
// declared; repositories read fields by name and never see either driver's row shape.
// Driver-free: neither engine is imported here.

/** A row as the database sent it, every column as its text (a statement declaring no columns). */
export type TextRow = (string | null)[];

/** How a column's text is read: as it is, as an integer, as a boolean (PostgreSQL's t/f). */
export const TEXT = 0;
export const INT = 1;
export const BOOL = 2;
export type ColumnType = typeof TEXT | typeof INT | typeof BOOL;

declare const VALUE: unique symbol;

/** One column of a statement's result, read as a T. */
export interface Column<T> {
  /** Its name in the result, as PostgreSQL describes it. */
  readonly name: string;
  readonly type: ColumnType;
  /** A NULL in a column not declared nullable is an error, not a null in a typed field. */
  readonly nullable: boolean;
  readonly [VALUE]?: T;
}

/** A column named as in the result, or a schema column (its name is taken). */
type Named = string | { readonly name: string };
const nameOf = (c: Named) => (typeof c === 'string' ? c : c.name);

export const text = (column: Named): Column<string> => ({ name: nameOf(column), type: TEXT, nullable: false });
/** integer or bigint; a bigint beyond 2^53 loses precision, as Number() does. */
export const int = (column: Named): Column<number> => ({ name: nameOf(column), type: INT, nullable: false });
export const bool = (column: Named): Column<boolean> => ({ name: nameOf(column), type: BOOL, nullable: false });
/** A text column that the schema's CHECK holds to `values` (a role, a status): read as one of them. */
export const oneOf = <T extends string>(column: Named, values: readonly T[]): Column<T> => {
  void values; // the type's source: the CHECK in the migration, checked by the schema test
  return { name: nameOf(column), type: TEXT, nullable: false };
};
export const nullable = <T>(column: Column<T>): Column<T | null> => ({ ...column, nullable: true });

/** The row a statement's columns make. */
export type RowOf<C extends Record<string, Column<unknown>>> = { -readonly [K in keyof C]: C[K] extends Column<infer T> ? T : never };

/** The declared columns as the seams read them: one array each, in the result's order. */
export interface ResultColumns {
  readonly keys: readonly string[];
  readonly names: readonly string[];
  readonly types: readonly ColumnType[];
  readonly nullable: readonly boolean[];
}

/** A statement whose rows come back as text arrays (tests; the services declare columns). */
export interface NamedStatement {
  /** Unique per statement text: the name the database keeps the parsed statement under. */
  readonly name: string;
  readonly text: string;
}

declare const ROW: unique symbol;

/** A statement whose rows come back as R, keyed by the declared columns. */
export interface PreparedStatement<R> extends NamedStatement {
  readonly columns: ResultColumns;
  readonly [ROW]?: R;
}

/**
 * A read-only statement and the columns it returns, in the order its SELECT lists them
 * (checked against the database's description of the result when it is first prepared).
 */
export function preparedStatement<C extends Record<string, Column<unknown>>>(
  name: string,
  text: string,
  columns: C,
): PreparedStatement<RowOf<C>> {
  const declared = Object.entries(columns);
  return {
    name,
    text,
    columns: {
      keys: declared.map(([key]) => key),
      names: declared.map(([, c]) => c.name),
      types: declared.map(([, c]) => c.type),
      nullable: declared.map(([, c]) => c.nullable),
    },
  };
}

/** Throws unless the result's columns, as the database describes them, are the declared ones. */
export function checkColumns(statement: NamedStatement, columns: ResultColumns, described: readonly string[]): void {
  if (described.length !== columns.names.length || described.some((name, i) => name !== columns.names[i])) {
    throw new Error(
      `prepared statement ${statement.name} returns the columns (${described.join(', ')}), declared as (${columns.names.join(', ')})`,
    );
  }
}

/** A NULL in a column not declared nullable. */
export function unexpectedNull(statement: NamedStatement, columns: ResultColumns, i: number): Error {
  return new Error(`prepared statement ${statement.name}: column ${columns.names[i]} is NULL, not declared nullable`);
}

/** A row of text (a server's reply) read into the declared columns. */
export function rowFromText<R>(statement: PreparedStatement<R>, values: TextRow): R {
  const { keys, types, nullable } = statement.columns;
  const row: Record<string, string | number | boolean | null> = {};
  for (let i = 0; i < keys.length; i++) {
    const value = values[i];
    if (value === null) {
      if (!nullable[i]) throw unexpectedNull(statement, statement.columns, i);
      row[keys[i]] = null;
    } else {
      const type = types[i];
      row[keys[i]] = type === TEXT ? value : type === INT ? Number(value) : value === 't';
    }
  }
  return row as R;
}
