import type { UpdateCommentBody } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Comment } from './qa-types';

/** PATCH /qa/update-comment: new text and attachments of the student's last reply. */
export async function updateComment(change: UpdateCommentBody): Promise<Comment> {
  return (await apiRequest<Comment>('/qa/update-comment', { method: 'PATCH', body: change })).data;
}
