/** A row's fields as JSON carries them: times become ISO 8601 text. */
export type WireRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A row as staff calls return it: `id` becomes `_id`, times ISO 8601 text, the rest as stored. */
export function staffView<T extends { id: string }>(row: T): Omit<WireRow<T>, 'id'> & { _id: string } {
  const { id, ...rest } = row;
  const fields = Object.entries(rest).map(([key, value]) => [
    key,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return { _id: id, ...Object.fromEntries(fields) } as Omit<WireRow<T>, 'id'> & { _id: string };
}
