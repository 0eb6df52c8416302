import { qaRoutes, type UpdateCommentBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import type { Comment } from './qa-types';

/** PATCH /qa/update-comment: new text and attachments of the student's last reply. */
export async function updateComment(change: UpdateCommentBody): Promise<Comment> {
  return (await callApi(qaRoutes.updateComment, { body: change })).data;
}
