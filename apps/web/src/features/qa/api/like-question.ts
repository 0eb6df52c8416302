import { qaRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Question } from './qa-types';

/** POST /qa/like-question: toggles the like; returns the question. */
export async function likeQuestion(questionId: string): Promise<Question> {
  return (await callApi(qaRoutes.likeQuestion, { body: { questionId } })).data;
}
