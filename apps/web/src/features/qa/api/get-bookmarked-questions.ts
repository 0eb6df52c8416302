import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Bookmark } from './qa-types';

/** GET /qa/get-bookmarked-questions/{studentId}. */
export async function getBookmarkedQuestions(studentId: string): Promise<Bookmark[]> {
  return (await callApi(qaRoutes.bookmarks, { params: { studentId } })).data;
}

/** The student's bookmarks. */
export function useBookmarks(studentId: string) {
  return useQuery({
    queryKey: qaKeys.bookmarks(studentId),
    queryFn: () => getBookmarkedQuestions(studentId),
  });
}
