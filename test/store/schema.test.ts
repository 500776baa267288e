// One schema truth: the database the migrations build and the schema the query layer
// holds (src/store/schema.ts) are the same, on both engines.
//
// A fresh database is migrated; beside it, in a schema of its own, the same tables are
// created from drizzle's view of schema.ts (getTableConfig: columns, types, defaults,
// identities, keys, foreign keys, uniques, CHECKs, indexes). PostgreSQL then describes
// both from its catalogue, in its own normal form, and the descriptions must be equal:
// anything the migrations create that schema.ts lacks fails, and the other way round.
// What drizzle cannot state is left out on purpose: migrate.ts's own schema_migrations,
// the triggers and functions of 0003, and the rows migrations insert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQL, is, sql } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../src/store/connect.js';
import { migrate } from '../../src/store/migrate.js';
import * as schemaModule from '../../src/store/schema.js';
import { databaseKinds, ThrowawayDatabase } from '../support/database.js';

const DRIZZLE_VIEW = 'drizzle_view';
/** Tables of the migrated database that are not the application's (migrate.ts's bookkeeping). */
const NOT_IN_SCHEMA = ['schema_migrations'];

const dialect = new PgDialect();
const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table schema.ts exports. */
const tables: PgTable[] = Object.values(schemaModule as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

/** An expression as DDL: columns unqualified, no parameters (a DDL statement takes none). */
function expression(value: SQL): string {
  const query = dialect.sqlToQuery(value, 'indexes');
  if (query.params.length) throw new Error(`parameters in a DDL expression: ${query.sql}`);
  return query.sql;
}

function defaultOf(column: PgColumn): string {
  const v = column.default;
  if (is(v, SQL)) return expression(v);
  if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  throw new Error(`${column.name}: a default this test cannot write: ${String(v)}`);
}

/** The DDL of drizzle's view of one table: CREATE TABLE, then foreign keys and indexes. */
function ddl(table: PgTable): { create: string; after: string[] } {
  const c = getTableConfig(table);
  const parts = c.columns.map((col) => {
    let s = `${q(col.name)} ${col.getSQLType()}`;
    const generated = col.generated;
    if (generated) {
      if (!is(generated.as, SQL)) throw new Error(`${c.name}.${col.name}: a generated column this test cannot write`);
      s += ` GENERATED ALWAYS AS (${expression(generated.as)}) STORED`;
    }
    const identity = col.generatedIdentity;
    if (identity) {
      const o = identity.sequenceOptions ?? {};
      const opts = [
        o.increment !== undefined && `INCREMENT BY ${o.increment}`,
        o.minValue !== undefined && `MINVALUE ${o.minValue}`,
        o.maxValue !== undefined && `MAXVALUE ${o.maxValue}`,
        o.startWith !== undefined && `START WITH ${o.startWith}`,
        o.cache !== undefined && `CACHE ${o.cache}`,
        o.cycle && 'CYCLE',
      ].filter(Boolean);
      s += ` GENERATED ${identity.type === 'always' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY${opts.length ? ` (${opts.join(' ')})` : ''}`;
    }
    if (col.primary) s += ' PRIMARY KEY';
    if (col.notNull) s += ' NOT NULL';
    if (col.hasDefault && col.default !== undefined) s += ` DEFAULT ${defaultOf(col)}`;
    if (col.isUnique) s += ` CONSTRAINT ${q(col.uniqueName!)} UNIQUE${col.uniqueType === 'not distinct' ? ' NULLS NOT DISTINCT' : ''}`;
    return s;
  });
  const names = (cols: { name: string }[]) => cols.map((x) => q(x.name)).join(', ');
  for (const pk of c.primaryKeys) parts.push(`CONSTRAINT ${q(pk.getName())} PRIMARY KEY (${names(pk.columns)})`);
  for (const u of c.uniqueConstraints) {
    parts.push(`CONSTRAINT ${q(u.getName()!)} UNIQUE${u.nullsNotDistinct ? ' NULLS NOT DISTINCT' : ''} (${names(u.columns)})`);
  }
  for (const ch of c.checks) parts.push(`CONSTRAINT ${q(ch.name)} CHECK (${expression(ch.value)})`);
  const after: string[] = [];
  for (const fk of c.foreignKeys) {
    const r = fk.reference();
    after.push(
      `ALTER TABLE ${q(c.name)} ADD CONSTRAINT ${q(fk.getName())} FOREIGN KEY (${names(r.columns)}) ` +
        `REFERENCES ${q(getTableConfig(r.foreignTable).name)} (${names(r.foreignColumns)}) ON DELETE ${fk.onDelete ?? 'no action'} ON UPDATE ${fk.onUpdate ?? 'no action'}`,
    );
  }
  for (const ix of c.indexes) {
    const x = ix.config;
    const name = x.name;
    if (!name) throw new Error(`${c.name}: an index without a name`);
    const cols = x.columns.map((col) => {
      // As drizzle-kit writes it: an expression as given (a function call, or parenthesised, with its operator class).
      if (is(col, SQL)) return expression(col);
      const ic = col as PgColumn & { indexConfig?: { order?: string; nulls?: string; opClass?: string } };
      const o = ic.indexConfig ?? {};
      return `${q(ic.name)}${o.opClass ? ` ${o.opClass}` : ''}${o.order === 'desc' ? ' DESC' : ''}${o.nulls === 'first' ? ' NULLS FIRST' : ''}`;
    });
    after.push(
      `CREATE ${x.unique ? 'UNIQUE ' : ''}INDEX ${q(name)} ON ${q(c.name)} USING ${x.method ?? 'btree'} (${cols.join(', ')})` +
        (x.with
          ? ` WITH (${Object.entries(x.with)
              .map(([k, v]) => `${k} = ${String(v)}`)
              .join(', ')})`
          : '') +
        (x.where ? ` WHERE ${expression(x.where)}` : ''),
    );
  }
  return { create: `CREATE TABLE ${q(c.name)} (\n  ${parts.join(',\n  ')}\n)`, after };
}

type Facts = string[];

/**
 * The catalogue's description of the tables of `schema`, one line a fact, in PostgreSQL's
 * normal form (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef), names of
 * the schema itself left out so that two schemas can be compared.
 */
async function describeSchema(db: Database, schema: string, skip: readonly string[]): Promise<Facts> {
  return db.orm.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    // Definitions name other tables as search_path shows them: unqualified, as in the migrations.
    await tx.execute(sql.raw(`SET LOCAL search_path TO ${q(schema)}, public`));
    const facts: Facts = [];
    const tablesIn = sql`c.relnamespace = ${schema}::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> ALL (${`{${skip.join(',')}}`}::text[])`;
    for (const r of await rows<{ t: string; kind: string }>(
      sql`SELECT c.relname AS t, c.relkind AS kind FROM pg_class c WHERE ${tablesIn}`,
    )) {
      facts.push(`table ${r.t} (relkind ${r.kind})`);
    }
    for (const r of await rows<{ t: string; cols: string }>(sql`
      SELECT c.relname AS t, string_agg(a.attname, ', ' ORDER BY a.attnum) AS cols
        FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE ${tablesIn} GROUP BY c.relname`)) {
      facts.push(`columns of ${r.t}, in order: ${r.cols}`);
    }
    for (const r of await rows<{
      t: string;
      col: string;
      type: string;
      notnull: boolean;
      def: string | null;
      identity: string;
      generated: string;
      collation: string | null;
    }>(sql`
      SELECT c.relname AS t, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
             pg_get_expr(d.adbin, d.adrelid) AS def, a.attidentity AS identity, a.attgenerated AS generated,
             CASE WHEN a.attcollation <> 0 THEN a.attcollation::regcollation::text END AS collation
        FROM pg_class c
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE ${tablesIn}`)) {
      const identity =
        { '': '', a: ' generated always as identity', d: ' generated by default as identity' }[r.identity] ?? ` identity ${r.identity}`;
      facts.push(
        `column ${r.t}.${r.col}: ${r.type}${r.collation ? ` collate ${r.collation}` : ''}${r.notnull ? ' not null' : ' null'}` +
          `${r.def === null ? '' : ` default ${r.def}`}${identity}${r.generated ? ` generated ${r.generated}` : ''}`,
      );
    }
    for (const r of await rows<{ t: string; col: string; seq: string }>(sql`
      SELECT c.relname AS t, a.attname AS col,
             concat_ws(' ', s.seqtypid::regtype, 'start', s.seqstart, 'increment', s.seqincrement, 'min', s.seqmin,
                       'max', s.seqmax, 'cache', s.seqcache, CASE WHEN s.seqcycle THEN 'cycle' END) AS seq
        FROM pg_sequence s
        JOIN pg_depend dep ON dep.objid = s.seqrelid AND dep.classid = 'pg_class'::regclass AND dep.deptype IN ('a', 'i')
        JOIN pg_class c ON c.oid = dep.refobjid
        JOIN pg_attribute a ON a.attrelid = dep.refobjid AND a.attnum = dep.refobjsubid
       WHERE ${tablesIn}`)) {
      facts.push(`sequence of ${r.t}.${r.col}: ${r.seq}`);
    }
    for (const r of await rows<{ t: string; name: string; def: string }>(sql`
      SELECT c.relname AS t, con.conname AS name, pg_get_constraintdef(con.oid) AS def
        FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
       WHERE ${tablesIn}`)) {
      facts.push(`constraint ${r.t}.${r.name}: ${r.def}`);
    }
    for (const r of await rows<{ t: string; name: string; def: string }>(sql`
      SELECT c.relname AS t, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
        FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       WHERE ${tablesIn}`)) {
      facts.push(`index ${r.t}.${r.name}: ${r.def.replaceAll(` ${q(schema)}.`, ' ').replaceAll(` ${schema}.`, ' ')}`);
    }
    return facts.sort();
  });
}

/** A fresh database with every migration applied; dropped by `drop`. */
async function freshMigrated(kind: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openDatabase({ url: 'memory://', dataDir: '' });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const throwaway = new ThrowawayDatabase('mentoring_test_schema');
  await throwaway.create();
  const db = await openDatabase({ url: throwaway.url, dataDir: '' });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await throwaway.drop();
    },
  };
}

describe.each(databaseKinds())('the migrations and src/store/schema.ts on %s', (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let migrations: Facts;
  let drizzle: Facts;

  beforeAll(async () => {
    ({ db, drop } = await freshMigrated(kind));
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE SCHEMA ${q(DRIZZLE_VIEW)}`));
      await tx.execute(sql.raw(`SET LOCAL search_path TO ${q(DRIZZLE_VIEW)}, public`));
      const all = tables.map(ddl);
      for (const t of all) await tx.execute(sql.raw(t.create));
      for (const t of all) for (const statement of t.after) await tx.execute(sql.raw(statement));
    });
    migrations = await describeSchema(db, 'public', NOT_IN_SCHEMA);
    drizzle = await describeSchema(db, DRIZZLE_VIEW, []);
  });
  afterAll(() => drop?.());

  it('describes every table drizzle knows and only those', () => {
    expect(tables.length).toBeGreaterThan(0);
    expect(drizzle.filter((f) => f.startsWith('table '))).toEqual(migrations.filter((f) => f.startsWith('table ')));
  });

  it('agrees on columns, types, lengths, nullability, defaults, identities, keys, foreign keys, uniques, CHECKs and indexes', () => {
    const onlyInMigrations = migrations.filter((f) => !drizzle.includes(f));
    const onlyInSchemaTs = drizzle.filter((f) => !migrations.includes(f));
    expect({ onlyInMigrations, onlyInSchemaTs }).toEqual({ onlyInMigrations: [], onlyInSchemaTs: [] });
  });

  it('compares something of every kind (the description is not empty by accident)', () => {
    for (const kindOfFact of ['table ', 'columns of ', 'column ', 'sequence of ', 'constraint ', 'index ']) {
      expect(
        migrations.some((f) => f.startsWith(kindOfFact)),
        kindOfFact,
      ).toBe(true);
    }
    for (const def of ['ON DELETE CASCADE', 'ON DELETE SET NULL', 'CHECK (', 'UNIQUE (', 'PRIMARY KEY (', 'WHERE ']) {
      expect(
        migrations.some((f) => f.includes(def)),
        def,
      ).toBe(true);
    }
  });
});
