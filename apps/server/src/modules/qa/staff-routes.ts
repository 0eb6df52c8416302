import {
  staffCommentBody,
  staffCommentEditBody,
  staffQuestionEditBody,
  staffQuestionQuery,
} from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffOf } from '../../plugins/auth';
import { addComment } from './add-comment';
import { getComments } from './get-comments';
import { getQuestion } from './get-question';
import { listStaffQuestions } from './list-staff-questions';
import { removeComment, removeQuestion, setStatus } from './moderate-thread';
import { actorOf } from './scope';
import { getMentorSubjects, setMentorSubjects } from './set-mentor-subjects';
import { updateComment } from './update-comment';
import { updateQuestion } from './update-question';

const id = z.uuid('must be an id');
const questionParams = z.object({ questionId: id });
const commentParams = z.object({ commentId: id });

/**
 * The Teacher side of the forum: mentors see and answer the questions of their subjects (admins all),
 * complete or reopen threads, and edit or delete abusive content; admins assign mentors' subjects.
 */
export const qaStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['qa staff'];
  // Who may call is checked before the input, so a caller without a session learns nothing from a 400.
  const onRequest = requireStaff('mentor');
  const actor = (request: Parameters<typeof staffOf>[0]) => actorOf(ctx.db, staffOf(request));

  app.get(
    '/staff/qa/questions',
    {
      onRequest,
      schema: { tags, summary: 'Questions of your subjects', querystring: staffQuestionQuery },
    },
    async (request) => ({ data: await listStaffQuestions(ctx, await actor(request), request.query) }),
  );

  app.get(
    '/staff/qa/questions/:questionId',
    { onRequest, schema: { tags, summary: 'A question with its replies', params: questionParams } },
    async (request) => {
      const who = await actor(request);
      const { questionId } = request.params;
      return {
        data: {
          question: await getQuestion(ctx, who, questionId),
          comments: await getComments(ctx, who, questionId),
        },
      };
    },
  );

  app.post(
    '/staff/qa/questions/:questionId/comments',
    {
      onRequest,
      schema: { tags, summary: 'Reply as Teacher', params: questionParams, body: staffCommentBody },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addComment(ctx, await actor(request), {
          ...request.body,
          questionId: request.params.questionId,
        }),
      }),
  );

  app.patch(
    '/staff/qa/questions/:questionId/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark COMPLETED or reopen',
        params: questionParams,
        body: z.object({ status: z.enum(['OPEN', 'COMPLETED']) }),
      },
    },
    async (request) => ({
      data: await setStatus(ctx, await actor(request), request.params.questionId, request.body.status),
    }),
  );

  app.patch(
    '/staff/qa/questions/:questionId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit a question (abusive content)',
        params: questionParams,
        body: staffQuestionEditBody,
      },
    },
    async (request) => ({
      data: await updateQuestion(ctx, await actor(request), {
        ...request.body,
        questionId: request.params.questionId,
      }),
    }),
  );

  app.delete(
    '/staff/qa/questions/:questionId',
    { onRequest, schema: { tags, summary: 'Delete a question and its thread', params: questionParams } },
    async (request) => {
      await removeQuestion(ctx, await actor(request), request.params.questionId);
      return { data: { deleted: true } };
    },
  );

  app.patch(
    '/staff/qa/comments/:commentId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit a reply (abusive content)',
        params: commentParams,
        body: staffCommentEditBody,
      },
    },
    async (request) => ({
      data: await updateComment(ctx, await actor(request), {
        ...request.body,
        commentId: request.params.commentId,
      }),
    }),
  );

  app.delete(
    '/staff/qa/comments/:commentId',
    { onRequest, schema: { tags, summary: 'Delete a reply', params: commentParams } },
    async (request) => {
      await removeComment(ctx, await actor(request), request.params.commentId);
      return { data: { deleted: true } };
    },
  );

  const assigner = requireStaff('moderator');
  const mentorParams = z.object({ staffId: id });

  app.get(
    '/staff/qa/mentors/:staffId/subjects',
    { onRequest: assigner, schema: { tags, summary: "A mentor's subjects", params: mentorParams } },
    async (request) => ({ data: await getMentorSubjects(ctx, request.params.staffId) }),
  );

  app.put(
    '/staff/qa/mentors/:staffId/subjects',
    {
      onRequest: assigner,
      schema: {
        tags,
        summary: 'Set the subjects a mentor answers',
        params: mentorParams,
        body: z.object({ subjectIds: z.array(id).max(500) }),
      },
    },
    async (request) => ({
      data: await setMentorSubjects(ctx, request.params.staffId, request.body.subjectIds),
    }),
  );
};
