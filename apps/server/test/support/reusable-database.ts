import type { Database, SqlRunner } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * Test databases handed from one test app to the next within a worker. Opening one costs about 0.6 s of
 * CPU (PGlite: loading the migrated dump; PostgreSQL: a schema and every migration), emptying a used
 * one a few tens of milliseconds. A database goes back only when it can be made exactly as its
 * migrations left it: the same tables, columns, indexes, constraints, triggers and functions (a test
 * that changed any of them leaves its database to be closed), the rows the migrations wrote and no
 * other, and, on PGlite's one session, no settings, locks or temporary tables left over.
 */

/** What a just-migrated database holds, to check a used one against and to bring it back to. */
interface CleanState {
  /** Every table of the schema but the migrations' own record, quoted. */
  tables: string[];
  /** Rows the migrations wrote, by quoted table, as JSON. */
  seeded: Map<string, string>;
  fingerprint: string;
}

interface Pooled {
  database: Database;
  schema?: string;
  clean: CleanState;
  /** Closed for good (by a test, or after a failed reset). */
  closed: boolean;
}

/** A database lent to one test app. */
export interface BorrowedDatabase {
  /** The database to give the app: its `close` is the app's hand-back, or a real close when a test calls it. */
  database: Database;
  /** PostgreSQL: the schema it works in. */
  schema?: string;
  /**
   * Closes the app with `closeApp` (its context's close of the database is then the hand-back), then
   * empties the database for the next app, or closes it when it cannot.
   */
  giveBack(closeApp: () => Promise<void>): Promise<void>;
}

const idle: Pooled[] = [];

/**
 * Lends a database: one handed back by an earlier app of this worker, or a new one from `open`
 * (migrated here). `newSchema` names a PostgreSQL schema for a new one.
 */
export async function borrowDatabase(
  open: (schema: string | undefined) => Promise<Database>,
  newSchema: () => string | undefined,
): Promise<BorrowedDatabase> {
  const entry = idle.pop() ?? (await openClean(open, newSchema()));
  let handingBack = false;
  const database: Database = {
    ...entry.database,
    close: async () => {
      if (handingBack || entry.closed) return;
      entry.closed = true;
      await entry.database.close();
    },
  };
  return {
    database,
    schema: entry.schema,
    async giveBack(closeApp) {
      handingBack = true;
      await closeApp();
      if (entry.closed) return;
      if (await reset(entry)) {
        idle.push(entry);
      } else {
        entry.closed = true;
        await entry.database.close().catch(() => undefined);
      }
    },
  };
}

async function openClean(
  open: (schema: string | undefined) => Promise<Database>,
  schema: string | undefined,
): Promise<Pooled> {
  const database = await open(schema);
  await migrate(database.runner);
  const clean = await database.runner.session(async (runner) => {
    const tables = (
      await runner.query<{ name: string }>(
        `SELECT quote_ident(relname) AS name FROM pg_class
         WHERE relkind IN ('r', 'p') AND relnamespace = current_schema()::regnamespace
           AND relname <> 'schema_migrations' ORDER BY relname`,
      )
    ).map((t) => t.name);
    const seeded = new Map<string, string>();
    for (const table of await usedTables(runner, tables)) {
      const [row] = await runner.query<{ rows: string }>(`SELECT json_agg(t)::text AS rows FROM ${table} t`);
      seeded.set(table, row?.rows ?? '[]');
    }
    return { tables, seeded, fingerprint: await fingerprint(runner, database.kind) };
  });
  return { database, schema, clean, closed: false };
}

/** Brings a used database back to its just-migrated state; false when it cannot be trusted to be. */
async function reset(entry: Pooled): Promise<boolean> {
  const { database, clean } = entry;
  try {
    // Work the app left finishing (an audit write, an activity flush) ends before the tables are emptied.
    for (let i = 0; i < 100 && !poolQuiet(database); i++) await new Promise((r) => setTimeout(r, 20));
    if (!poolQuiet(database)) return false;
    return await database.runner.session(async (runner) => {
      // PGlite is one session shared by every app: no setting, lock, temporary table or prepared
      // statement of one test may reach the next. (DISCARD ALL fails inside an open transaction.)
      if (database.kind === 'pglite') await runner.exec('DISCARD ALL');
      if ((await fingerprint(runner, database.kind)) !== clean.fingerprint) return false;
      const used = [...new Set([...(await usedTables(runner, clean.tables)), ...clean.seeded.keys()])];
      if (used.length > 0) await runner.exec(`TRUNCATE ${used.join(', ')} CASCADE`);
      for (const [table, rows] of clean.seeded) {
        await runner.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1)`, [
          rows,
        ]);
      }
      return true;
    });
  } catch {
    return false;
  }
}

function poolQuiet(database: Database): boolean {
  const stats = database.poolStats?.();
  return !stats || (stats.open === stats.idle && stats.waiting === 0);
}

/** The tables (of `tables`) holding at least one row, in one statement. */
async function usedTables(runner: SqlRunner, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const probes = tables.map(
    (t) => `CASE WHEN EXISTS (SELECT 1 FROM ${t}) THEN '${t.replaceAll("'", "''")}' END`,
  );
  const [row] = await runner.query<{ used: string[] }>(
    `SELECT array_remove(ARRAY[${probes.join(', ')}]::text[], NULL) AS used`,
  );
  return row?.used ?? [];
}

/**
 * A digest of the schema's definitions: relations with their columns, defaults and options, constraints,
 * triggers, functions, and on PGlite (a database of its own) the list of schemas.
 */
async function fingerprint(runner: SqlRunner, kind: Database['kind']): Promise<string> {
  const [row] = await runner.query<{ digest: string }>(
    `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS digest FROM (
       SELECT c.relname || ':' || c.relkind::text || ':' || coalesce(array_to_string(c.reloptions, ','), '') || ':' ||
              a.attnum || ':' || a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':' ||
              coalesce(pg_get_expr(d.adbin, d.adrelid), '') AS x
         FROM pg_class c
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
         LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
        WHERE c.relnamespace = current_schema()::regnamespace
       UNION ALL
       SELECT 'index:' || indexrelid::regclass::text || ':' || pg_get_indexdef(indexrelid) FROM pg_index
        WHERE indrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
       UNION ALL
       SELECT 'constraint:' || conname || ':' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE connamespace = current_schema()::regnamespace
       UNION ALL
       SELECT 'trigger:' || tgname || ':' || tgenabled::text || ':' || tgrelid::regclass::text FROM pg_trigger
        WHERE NOT tgisinternal
          AND tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
       UNION ALL
       SELECT 'function:' || proname || ':' || md5(prosrc) FROM pg_proc
        WHERE pronamespace = current_schema()::regnamespace
       UNION ALL
       SELECT 'schema:' || nspname FROM pg_namespace WHERE $1 = 'pglite'
     ) s`,
    [kind],
  );
  return row?.digest ?? '';
}
