/** One field of a record before and after a write. */
export interface FieldChange {
  /** The field's path, nested fields joined by dots (`schedule.startsAt`). */
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Nested objects become dotted fields; lists and plain values are shown as JSON.
function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(prefix || '(value)', value === undefined ? '' : JSON.stringify(value));
}

/**
 * The fields of `before` and `after` side by side, changed ones first (then by name); a field only on
 * one side shows empty on the other.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', a);
  if (after !== null && after !== undefined) flatten(after, '', b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .map((field) => {
      const was = a.get(field) ?? '';
      const is = b.get(field) ?? '';
      return { field, before: was, after: is, changed: was !== is };
    })
    .sort((x, y) => Number(y.changed) - Number(x.changed) || x.field.localeCompare(y.field));
}
