import { qaRoutes, type UpdateQuestionBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Question } from './qa-types';

/** PATCH /qa/update-question: new text and attachments of the student's own question. */
export async function updateQuestion(change: UpdateQuestionBody): Promise<Question> {
  return (await callApi(qaRoutes.updateQuestion, { body: change })).data;
}
