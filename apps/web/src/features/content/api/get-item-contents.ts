import type { ItemKind } from '@lms/domain';
import { type ItemContents, itemRoutesByKind } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Query key of an item's contents. */
export const itemContentsQueryKey = (kind: ItemKind, id: string) => ['content', 'item', kind, id] as const;

/** GET /{type}/{id}: the item with its videos and notes. */
export async function getItemContents(kind: ItemKind, id: string): Promise<ItemContents> {
  return (await callApi(itemRoutesByKind[kind].open, { params: { id } })).data;
}

/** An item's videos and notes. */
export function useItemContents(kind: ItemKind, id: string) {
  return useQuery({ queryKey: itemContentsQueryKey(kind, id), queryFn: () => getItemContents(kind, id) });
}
