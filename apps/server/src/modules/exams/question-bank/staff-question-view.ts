import type { StaffQuestionView } from '@lms/domain/contract';
import { questionWithKey } from '../exam-paper';
import type { QuestionRow } from './question-repository';

/** A bank question as staff see it (with the key and explanations). */
export function staffQuestionView(q: QuestionRow): StaffQuestionView {
  return {
    ...questionWithKey(q),
    tags: q.tags,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}
