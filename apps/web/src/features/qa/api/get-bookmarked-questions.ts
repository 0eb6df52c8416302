import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Bookmark } from './qa-types';

/** GET /qa/get-bookmarked-questions/{studentId}. */
export async function getBookmarkedQuestions(studentId: string): Promise<Bookmark[]> {
  return (await apiRequest<Bookmark[]>(`/qa/get-bookmarked-questions/${encodeURIComponent(studentId)}`)).data;
}

/** The student's bookmarks. */
export function useBookmarks(studentId: string) {
  return useQuery({
    queryKey: qaKeys.bookmarks(studentId),
    queryFn: () => getBookmarkedQuestions(studentId),
  });
}
