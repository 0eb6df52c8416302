import type { AddCommentBody } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Comment } from './qa-types';

/** POST /qa/add-comment (`commentId` makes it a reply to that comment): returns the stored reply. */
export async function addComment(comment: AddCommentBody): Promise<Comment> {
  return (await apiRequest<Comment>('/qa/add-comment', { method: 'POST', body: comment })).data;
}
