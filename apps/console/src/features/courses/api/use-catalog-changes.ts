import type { ITEM_KINDS } from '@lms/domain';
import { staffContentRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import type { NameValues } from '../components/name-modal';
import type { CatalogNode } from '../components/tree-node';
import { catalogKeys } from './catalog-queries';
import { siblingsKey } from './use-reorder';

/** What can be added under a node (a course under nothing). */
export type NewChild =
  | { level: 'course' }
  | { level: 'subject'; courseId: string }
  | { level: 'item'; subjectId: string; kind: (typeof ITEM_KINDS)[number] };

async function create(child: NewChild, { name, description, type, qa }: NameValues) {
  if (child.level === 'course')
    return (await callApi(staffContentRoutes.createCourse, { body: { name, description, type, qa } })).data
      ._id;
  if (child.level === 'subject')
    return (await callApi(staffContentRoutes.createSubject, { body: { courseId: child.courseId, name } }))
      .data._id;
  return (
    await callApi(staffContentRoutes.createItem, {
      body: { kind: child.kind, subjectId: child.subjectId, name, description },
    })
  ).data._id;
}

async function rename(node: CatalogNode, { name, description, type, qa, image }: NameValues) {
  if (node.level === 'course')
    await callApi(staffContentRoutes.updateCourse, {
      params: { courseId: node.id },
      body: { name, description, type, qa, image },
    });
  else if (node.level === 'subject')
    await callApi(staffContentRoutes.updateSubject, {
      params: { subjectId: node.id },
      body: { name, qa, image },
    });
  else
    await callApi(staffContentRoutes.updateItem, {
      params: { itemId: node.id },
      body: { name, description },
    });
}

async function remove(node: CatalogNode) {
  const params = { params: { id: node.id } };
  if (node.level === 'course') await callApi(staffContentRoutes.deleteCourse, params);
  else if (node.level === 'subject') await callApi(staffContentRoutes.deleteSubject, params);
  else await callApi(staffContentRoutes.deleteItem, params);
}

const listOf = (child: NewChild) =>
  child.level === 'course'
    ? catalogKeys.courses
    : child.level === 'subject'
      ? catalogKeys.subjects(child.courseId)
      : catalogKeys.items(child.subjectId);

/** Adds a course, subject or item; resolves to the new id once its list is reloaded. */
export function useCreateNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ child, values }: { child: NewChild; values: NameValues }) => {
      const id = await create(child, values);
      await queryClient.invalidateQueries({ queryKey: listOf(child) });
      return id;
    },
  });
}

/** Renames a course, subject or item. */
export function useRenameNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ node, values }: { node: CatalogNode; values: NameValues }) => {
      await rename(node, values);
      await queryClient.invalidateQueries({ queryKey: siblingsKey(node) });
    },
  });
}

/** Deletes a course, subject or item with everything under it. */
export function useDeleteNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (node: CatalogNode) => {
      await remove(node);
      await queryClient.invalidateQueries({ queryKey: siblingsKey(node) });
    },
  });
}
