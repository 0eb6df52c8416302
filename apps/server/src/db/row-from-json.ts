import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

type Columns = [key: string, column: ReturnType<typeof getTableColumns>[string]][];
const columnsOf = new WeakMap<Table, Columns>();

/**
 * A table's row from its JSON as PostgreSQL writes it (`to_jsonb(t)`: keys are column names), mapped as
 * Drizzle maps a selected row (timestamps to dates, and so on): a batch statement can then return many
 * students' rows in one value. A column missing from the JSON is null.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
