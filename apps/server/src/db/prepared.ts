// Keyed by the Drizzle database object (the type is not imported: client.ts registers its databases here).
const namedOn = new WeakMap<object, boolean>();
const statementsOf = new WeakMap<object, Map<string, unknown>>();

/** Records whether `db` may name its prepared statements (see DATABASE_PREPARED_STATEMENTS). */
export function setStatementNaming(db: object, named: boolean): void {
  namedOn.set(db, named);
}

/**
 * A Drizzle statement with placeholders, built once per database by `prepare(name)`: its SQL is written
 * once, and where the database allows named statements PostgreSQL parses and plans it once per
 * connection (the hot reads of results day). Without naming (PgBouncer in transaction mode) the name
 * given is empty, which the driver sends as an unnamed statement.
 */
export function preparedOn<T>(db: object, name: string, prepare: (name: string) => T): T {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(namedOn.get(db) === false ? '' : name);
    statements.set(name, statement);
  }
  return statement;
}
