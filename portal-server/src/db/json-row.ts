import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row as drizzle selects it, from the row as PostgreSQL's row_to_json wrote it (keys
 * are the column names, timestamps ISO strings): for a statement that returns rows of several
 * tables at once (data-modifying WITHs), where drizzle cannot map the result itself. Each value
 * goes through its column's own driver mapping, as a select would.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
