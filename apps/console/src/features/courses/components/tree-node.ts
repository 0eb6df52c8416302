import type { StaffCourse, StaffItem, StaffSubject } from '@lms/domain/contract';

/** A node of the catalogue tree: a course, a subject or an item, with its parent's id. */
export type CatalogNode =
  | { level: 'course'; id: string; parentId: null; course: StaffCourse }
  | { level: 'subject'; id: string; parentId: string; subject: StaffSubject }
  | { level: 'item'; id: string; parentId: string; item: StaffItem };

/** The tree key of a node: its level and id. */
export const nodeKey = (node: Pick<CatalogNode, 'level' | 'id'>) => `${node.level}:${node.id}`;

/** The name a node shows. */
export function nodeName(node: CatalogNode): string {
  if (node.level === 'course') return node.course.name;
  if (node.level === 'subject') return node.subject.name;
  return node.item.name;
}

/** What the order route calls a level's list. */
export const ORDER_TYPE = { course: 'courses', subject: 'subjects', item: 'items' } as const;
