import type { TableProps } from 'antd';

/** What a table's change reports about sorting. */
type Sorter<R> = Parameters<NonNullable<TableProps<R>['onChange']>>[2];

/** The order of a server-sorted list: a sort key and a direction. */
export interface ListOrder<K extends string> {
  sort: K;
  order: 'asc' | 'desc';
}

/** A column's props that make it sortable by the server under `key`, showing the current order. */
export function sortable<K extends string>(key: K, current: ListOrder<K>) {
  return {
    sorter: true,
    sortOrder: current.sort === key ? (current.order === 'asc' ? 'ascend' : 'descend') : null,
  } as const;
}

/** The order a table's sorter asks for; `fallback` when the sorting was cleared. */
export function orderOfSorter<K extends string, R>(sorter: Sorter<R>, fallback: K): ListOrder<K> {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const sort = one?.order ? (one.columnKey as K) : fallback;
  return { sort, order: one?.order === 'descend' ? 'desc' : 'asc' };
}
