import type { QuestionSearch } from './qa-types';

/** Query keys of the Q&A data, under one root so a change can refresh them together. */
export const qaKeys = {
  all: ['qa'] as const,
  questions: (search: QuestionSearch) => ['qa', 'questions', search] as const,
  questionLists: ['qa', 'questions'] as const,
  question: (id: string) => ['qa', 'question', id] as const,
  comments: (questionId: string) => ['qa', 'comments', questionId] as const,
  bookmarks: (studentId: string) => ['qa', 'bookmarks', studentId] as const,
  upvotes: (questionId: string) => ['qa', 'upvotes', questionId] as const,
  groupSubjects: ['qa', 'group-subjects'] as const,
  courseTree: ['qa', 'course-tree'] as const,
};
