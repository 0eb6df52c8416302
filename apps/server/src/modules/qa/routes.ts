import {
  addCommentBody,
  addQuestionBody,
  bookmarkQuestionBody,
  bookmarkView,
  commentView,
  courseTree,
  keywordSuggestion,
  questionKeywordBody,
  questionPage,
  questionView,
  searchQuestionsBody,
  updateCommentBody,
  updateQuestionBody,
  upvoteAnswerBody,
  upvoteResult,
  upvoteView,
} from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStudent, studentOf } from '../../plugins/auth';
import { addComment } from './add-comment';
import { addQuestion } from './add-question';
import { bookmarkQuestion, getBookmarks } from './bookmark-question';
import { getComments } from './get-comments';
import { getCourseTree } from './get-course-tree';
import { getQuestion } from './get-question';
import { likeQuestion } from './like-question';
import { actorOf, assertSelf, studentSubjectIds } from './scope';
import { getQuestionKeywords, searchQuestions } from './search-questions';
import { updateComment } from './update-comment';
import { updateQuestion } from './update-question';
import { getUpvotes, upvoteAnswer } from './upvote-answer';

/** The student's Q&A calls of SPEC.md §7, every one limited to the caller's groups' subjects. */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['qa'];
  const id = z.uuid('must be an id');
  const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });
  const created = <T extends z.ZodType>(schema: T) => ({ 201: z.object({ data: schema }) });
  // Who may call is checked before the input, so a caller without a session learns nothing from a 400.
  const onRequest = requireStudent;
  const actor = (request: Parameters<typeof studentOf>[0]) => actorOf(ctx.db, studentOf(request));
  const scope = async (request: Parameters<typeof studentOf>[0]) => {
    const { id: studentId } = studentOf(request);
    return { id: studentId, subjectIds: await studentSubjectIds(ctx.db, studentId) };
  };

  app.get(
    '/student/courseByStudentWithSubjectAndChapter',
    {
      onRequest,
      schema: {
        tags,
        summary: "The student's courses with their subjects and chapters",
        response: data(z.array(courseTree)),
      },
    },
    async (request) => ({ data: await getCourseTree(ctx, studentOf(request).id) }),
  );

  app.get(
    '/qa/get-subject-by-group-by-student',
    {
      onRequest,
      schema: {
        tags,
        summary: "The subject ids of the student's groups",
        response: data(z.array(z.string())),
      },
    },
    async (request) => ({ data: await studentSubjectIds(ctx.db, studentOf(request).id) }),
  );

  app.post(
    '/qa/add-question',
    {
      onRequest,
      schema: { tags, summary: 'Ask a question', body: addQuestionBody, response: created(questionView) },
    },
    async (request, reply) => {
      const me = studentOf(request);
      assertSelf(me.id, request.body.studentId);
      return reply.status(201).send({ data: await addQuestion(ctx, me.id, request.body) });
    },
  );

  app.patch(
    '/qa/update-question',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit your question while it has no replies',
        body: updateQuestionBody,
        response: data(questionView),
      },
    },
    async (request) => {
      assertSelf(studentOf(request).id, request.body.studentId);
      return { data: await updateQuestion(ctx, await actor(request), request.body) };
    },
  );

  app.get(
    '/qa/get-question/:questionId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One question',
        params: z.object({ questionId: id }),
        response: data(questionView),
      },
    },
    async (request) => ({ data: await getQuestion(ctx, await actor(request), request.params.questionId) }),
  );

  app.post(
    '/qa/search-questions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A page of the forum: filters, sort, words',
        body: searchQuestionsBody,
        response: data(questionPage),
      },
    },
    async (request) => {
      assertSelf(studentOf(request).id, request.body.studentId);
      return { data: await searchQuestions(ctx, await scope(request), request.body) };
    },
  );

  app.post(
    '/qa/get-question-keyword',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Keyword suggestions',
        body: questionKeywordBody,
        response: data(z.array(keywordSuggestion)),
      },
    },
    async (request) => ({ data: await getQuestionKeywords(ctx, await scope(request), request.body) }),
  );

  app.post(
    '/qa/like-question',
    {
      onRequest,
      schema: { tags, summary: 'Like or unlike a question', body: z.object({ questionId: id }) },
    },
    async (request) => ({ data: await likeQuestion(ctx, await actor(request), request.body.questionId) }),
  );

  app.post(
    '/qa/student-bookmark-question',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Bookmark or unbookmark a question; returns the bookmarks',
        body: bookmarkQuestionBody,
        response: data(z.array(bookmarkView)),
      },
    },
    async (request) => {
      assertSelf(studentOf(request).id, request.body.studentId);
      return { data: await bookmarkQuestion(ctx, await actor(request), request.body.questionId) };
    },
  );

  app.get(
    '/qa/get-bookmarked-questions/:studentId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your bookmarks',
        params: z.object({ studentId: id }),
        response: data(z.array(bookmarkView)),
      },
    },
    async (request) => {
      const me = studentOf(request);
      assertSelf(me.id, request.params.studentId);
      return { data: await getBookmarks(ctx, me.id) };
    },
  );

  app.get(
    '/qa/get-comments/:questionId',
    {
      onRequest,
      schema: { tags, summary: 'The replies in order', params: z.object({ questionId: id }) },
    },
    async (request) => ({ data: await getComments(ctx, await actor(request), request.params.questionId) }),
  );

  app.post(
    '/qa/add-comment',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reply to a question or to a reply',
        body: addCommentBody,
        response: created(commentView),
      },
    },
    async (request, reply) => {
      assertSelf(studentOf(request).id, request.body.userId);
      return reply.status(201).send({ data: await addComment(ctx, await actor(request), request.body) });
    },
  );

  app.patch(
    '/qa/update-comment',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit your reply while it is the last one',
        body: updateCommentBody,
        response: data(commentView),
      },
    },
    async (request) => {
      assertSelf(studentOf(request).id, request.body.userId);
      return { data: await updateComment(ctx, await actor(request), request.body) };
    },
  );

  app.get(
    '/qa/get-upvotes',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your upvotes',
        querystring: z.object({ questionId: id.optional() }),
        response: data(z.array(upvoteView)),
      },
    },
    async (request) => ({ data: await getUpvotes(ctx, studentOf(request).id, request.query.questionId) }),
  );

  app.post(
    '/qa/upvote-answer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Upvote or un-upvote a reply',
        body: upvoteAnswerBody,
        response: data(upvoteResult),
      },
    },
    async (request) => ({ data: await upvoteAnswer(ctx, await actor(request), request.body) }),
  );
};
