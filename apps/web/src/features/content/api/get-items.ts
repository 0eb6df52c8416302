import type { ItemKind } from '@lms/domain';
import type { StudyItem } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';
import { readItems, writeItems } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /lecture|chapter|question-solve/by-subject-id/{subjectId}. */
export async function getItems(kind: ItemKind, subjectId: string): Promise<StudyItem[]> {
  return (await apiRequest<StudyItem[]>(`/${kind}/by-subject-id/${encodeURIComponent(subjectId)}`)).data;
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
