import type { StaffQuestionView } from '@lms/domain/contract';
import { questionWithKey } from '../exam-paper';
import type { QuestionRow } from './question-repository';

/** A bank question as staff see it (with the key, explanations, tags and version). */
export function staffQuestionView(q: QuestionRow): StaffQuestionView {
  return {
    ...questionWithKey(q),
    tags: q.tags,
    chapter: q.chapter,
    difficulty: q.difficulty ?? null,
    negativeMark: q.negativeMark,
    version: q.version,
    versionOf: q.versionOf,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}
