/** A row as staff calls return it: `id` becomes `_id`, the rest as stored. */
export function staffView<T extends { id: string }>(row: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}
