import { type AddQuestionBody, qaRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Question } from './qa-types';

/** POST /qa/add-question: returns the stored question. */
export async function addQuestion(question: AddQuestionBody): Promise<Question> {
  return (await callApi(qaRoutes.addQuestion, { body: question })).data;
}
