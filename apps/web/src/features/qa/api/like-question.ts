import { apiRequest } from '../../../lib/api-client';
import type { Question } from './qa-types';

/** POST /qa/like-question: toggles the like; returns the question. */
export async function likeQuestion(questionId: string): Promise<Question> {
  return (await apiRequest<Question>('/qa/like-question', { method: 'POST', body: { questionId } })).data;
}
