import { qaRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { addComment } from './add-comment';
import { addQuestion } from './add-question';
import { bookmarkQuestion } from './bookmark-question';
import { getBookmarks } from './get-bookmarks';
import { getComments } from './get-comments';
import { getCourseTree } from './get-course-tree';
import { getQuestion } from './get-question';
import { getQuestionKeywords } from './get-question-keywords';
import { getUpvotes } from './get-upvotes';
import { likeQuestion } from './like-question';
import { actorOf, studentSubjectIds } from './scope';
import { searchQuestions } from './search-questions';
import { updateComment } from './update-comment';
import { updateQuestion } from './update-question';
import { upvoteAnswer } from './upvote-answer';

// A use case acting on a thread is given the caller with the subjects they may see (`actorOf`).

/** The student's Q&A forum, every call limited to the subjects of the caller's groups. */
export const qaModule = implement(qaRoutes, {
  courseTree: async ({ ctx, principal }) => getCourseTree(ctx, principal.id),
  groupSubjects: async ({ ctx, principal }) => studentSubjectIds(ctx.db, principal.id),
  addQuestion: async ({ ctx, principal, body }) => addQuestion(ctx, principal.id, body),
  updateQuestion: async ({ ctx, principal, body }) =>
    updateQuestion(ctx, await actorOf(ctx.db, principal), body),
  question: async ({ ctx, principal, params }) =>
    getQuestion(ctx, await actorOf(ctx.db, principal), params.questionId),
  searchQuestions: async ({ ctx, principal, body }) => searchQuestions(ctx, principal.id, body),
  questionKeywords: async ({ ctx, principal, body }) => getQuestionKeywords(ctx, principal.id, body),
  likeQuestion: async ({ ctx, principal, body }) =>
    likeQuestion(ctx, await actorOf(ctx.db, principal), body.questionId),
  bookmarkQuestion: async ({ ctx, principal, body }) =>
    bookmarkQuestion(ctx, await actorOf(ctx.db, principal), body.questionId, body.studentId),
  bookmarks: async ({ ctx, principal, params }) => getBookmarks(ctx, principal.id, params.studentId),
  comments: async ({ ctx, principal, params }) =>
    getComments(ctx, await actorOf(ctx.db, principal), params.questionId),
  addComment: async ({ ctx, principal, body }) => addComment(ctx, await actorOf(ctx.db, principal), body),
  updateComment: async ({ ctx, principal, body }) =>
    updateComment(ctx, await actorOf(ctx.db, principal), body),
  upvotes: async ({ ctx, principal, query }) => getUpvotes(ctx, principal.id, query.questionId),
  upvoteAnswer: async ({ ctx, principal, body }) => upvoteAnswer(ctx, await actorOf(ctx.db, principal), body),
});
