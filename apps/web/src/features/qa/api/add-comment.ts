import { type AddCommentBody, qaRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Comment } from './qa-types';

/** POST /qa/add-comment (`commentId` makes it a reply to that comment): returns the stored reply. */
export async function addComment(comment: AddCommentBody): Promise<Comment> {
  return (await callApi(qaRoutes.addComment, { body: comment })).data;
}
