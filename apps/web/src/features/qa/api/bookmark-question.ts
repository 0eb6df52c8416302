import { qaRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Bookmark } from './qa-types';

/** POST /qa/student-bookmark-question: toggles the bookmark; returns the student's bookmarks. */
export async function bookmarkQuestion(studentId: string, questionId: string): Promise<Bookmark[]> {
  return (await callApi(qaRoutes.bookmarkQuestion, { body: { studentId, questionId } })).data;
}
