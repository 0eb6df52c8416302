import { type SQL, sql } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter. Drizzle turns a JS array in a `sql` template into one parameter per
 * item (and PostgreSQL allows 65,535 a statement); this sends them as one array literal, whatever
 * their number. The ids must be UUIDs (checked where they came in); a bad one fails the statement.
 */
export function uuidArray(ids: Iterable<string>): SQL {
  return sql`${`{${[...ids].join(',')}}`}::uuid[]`;
}
