import type { UpvoteResult } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /qa/upvote-answer: toggles the upvote of a reply. */
export async function upvoteAnswer(commentId: string, questionId: string): Promise<UpvoteResult> {
  return (
    await apiRequest<UpvoteResult>('/qa/upvote-answer', { method: 'POST', body: { commentId, questionId } })
  ).data;
}
