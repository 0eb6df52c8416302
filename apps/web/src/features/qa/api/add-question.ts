import type { AddQuestionBody } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Question } from './qa-types';

/** POST /qa/add-question: returns the stored question. */
export async function addQuestion(question: AddQuestionBody): Promise<Question> {
  return (await apiRequest<Question>('/qa/add-question', { method: 'POST', body: question })).data;
}
