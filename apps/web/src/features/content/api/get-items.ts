import type { ItemKind } from '@lms/domain';
import { itemRoutesByKind, type StudyItem } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { readItems, writeItems } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /lecture|chapter|question-solve/by-subject-id/{subjectId}. */
export async function getItems(kind: ItemKind, subjectId: string): Promise<StudyItem[]> {
  const { list, field } = itemRoutesByKind[kind];
  const { data } = await callApi(list, { params: { subjectId } });
  // One of the three shapes, the one whose list is named `field`.
  return (data as Partial<Record<typeof field, StudyItem[]>>)[field] ?? [];
}

/** A subject's items of one kind (kept as allLectures, allChapters or allQuestionSolves). */
export function useItems(kind: ItemKind, subjectId: string) {
  return useCachedQuery({
    queryKey: ['content', 'items', kind, subjectId],
    queryFn: () => getItems(kind, subjectId),
    read: () => readItems(kind, subjectId),
    write: (items) => writeItems(kind, subjectId, items),
  });
}
