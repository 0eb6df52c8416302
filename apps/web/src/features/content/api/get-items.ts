import type { ItemKind } from '@lms/domain';
import { itemRoutesByKind, type StudyItem } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { readItems, writeItems } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /lecture|chapter|question-solve/by-subject-id/{subjectId}. */
export async function getItems(kind: ItemKind, subjectId: string): Promise<StudyItem[]> {
  return (await callApi(itemRoutesByKind[kind].list, { params: { subjectId } })).data;
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
