import { qaRoutes, type UpvoteResult } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** POST /qa/upvote-answer: toggles the upvote of a reply. */
export async function upvoteAnswer(commentId: string, questionId: string): Promise<UpvoteResult> {
  return (await callApi(qaRoutes.upvoteAnswer, { body: { commentId, questionId } })).data;
}
