import { apiRequest } from '../../../lib/api-client';
import type { Bookmark } from './qa-types';

/** POST /qa/student-bookmark-question: toggles the bookmark; returns the student's bookmarks. */
export async function bookmarkQuestion(studentId: string, questionId: string): Promise<Bookmark[]> {
  return (
    await apiRequest<Bookmark[]>('/qa/student-bookmark-question', {
      method: 'POST',
      body: { studentId, questionId },
    })
  ).data;
}
