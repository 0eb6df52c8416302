import { staffContentRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { callApi } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { translate } from '../../../lib/i18n/use-t';
import { type CatalogNode, ORDER_TYPE } from '../components/tree-node';
import { catalogKeys } from './catalog-queries';

/** The list a node's siblings are loaded in. */
export function siblingsKey(node: Pick<CatalogNode, 'level' | 'parentId'>) {
  if (node.level === 'course' || node.parentId === null) return catalogKeys.courses;
  return node.level === 'subject' ? catalogKeys.subjects(node.parentId) : catalogKeys.items(node.parentId);
}

/** `ids` with `moved` put just before (`before`) or after `target`. */
export function reordered(ids: readonly string[], moved: string, target: string, before: boolean): string[] {
  const rest = ids.filter((id) => id !== moved);
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  rest.splice(before ? at : at + 1, 0, moved);
  return rest;
}

/** Saves a new order of one parent's courses, subjects or items, then reloads that list. */
export function useReorder() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: async ({ node, ids }: { node: CatalogNode; ids: string[] }) =>
      (await callApi(staffContentRoutes.order, { body: { type: ORDER_TYPE[node.level], ids } })).data,
    onSuccess: () => message.success(translate('Order saved')),
    onError: (error) =>
      message.error(translate('The order was not saved: {{reason}}', { reason: errorText(error) })),

    onSettled: (_data, _error, { node }) => queryClient.invalidateQueries({ queryKey: siblingsKey(node) }),
  });
}
