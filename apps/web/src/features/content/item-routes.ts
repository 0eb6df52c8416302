import type { ItemKind } from '@lms/domain';

/** The list route segment of each item kind (/chapters, /lectures, /question-solve). */
export const ITEM_LIST_SEGMENT: Record<ItemKind, string> = {
  chapter: 'chapters',
  lecture: 'lectures',
  'question-solve': 'question-solve',
};

/** The sub-tab label of each item kind. */
export const ITEM_KIND_LABEL: Record<ItemKind, string> = {
  chapter: 'Chapters',
  lecture: 'Lectures',
  'question-solve': 'Question Solve',
};

/** The sub-tabs in their order. */
export const ITEM_TABS: readonly ItemKind[] = ['chapter', 'lecture', 'question-solve'];

/** `/chapters/{subjectId}`, `/lectures/{subjectId}` or `/question-solve/{subjectId}`. */
export function itemListPath(kind: ItemKind, subjectId: string): string {
  return `/${ITEM_LIST_SEGMENT[kind]}/${subjectId}`;
}

/** `/videos/{id}/{type}`. */
export function videosPath(id: string, kind: ItemKind): string {
  return `/videos/${id}/${kind}`;
}

/** `/notes/{id}/{type}`. */
export function notesPath(id: string, kind: ItemKind): string {
  return `/notes/${id}/${kind}`;
}
