import { QUESTION_TYPES } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { requireStaff, staffOf } from '../../plugins/auth';
import { examInput, examPatch } from './authoring/exam-input';
import {
  assignExam,
  assignmentInput,
  assignmentPatch,
  removeAssignment,
  updateAssignment,
} from './authoring/manage-assignments';
import { createExam, getExamForStaff, listExams, updateExam } from './authoring/manage-exams';
import { importQuestions } from './question-bank/import-questions';
import { createQuestion, deleteQuestion, updateQuestion } from './question-bank/manage-questions';
import { questionInput, questionPatch } from './question-bank/question-input';
import { findQuestion, searchQuestions, staffQuestionView } from './question-bank/question-repository';
import { markAnswer, markInput } from './results/mark-answer';
import { publishInput, publishResults } from './results/publish-results';
import { queueRescore, rescoreStatus } from './results/rescore-exam';
import { listResults, listWrittenAnswers, meritListCsv } from './results/staff-results';
import { id } from './schemas';

const page = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

/**
 * The staff exam API (admin always passes): the question bank (question uploaders, exam moderators),
 * exam authoring (exam moderators), schedules and publishing (exam moderators, moderators), marking
 * written answers (examiners, exam moderators), results and the merit list (those and moderators).
 */
export const staffExamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['staff exams'];
  const bank = requireStaff('questionUploader', 'examModerator');
  const authoring = requireStaff('examModerator');
  const scheduling = requireStaff('examModerator', 'moderator');
  const marking = requireStaff('examiner', 'examModerator');
  const viewing = requireStaff('examModerator', 'examiner', 'moderator');
  const examParams = z.object({ examId: id });

  app.get(
    '/staff/questions',
    {
      onRequest: bank,
      schema: {
        tags,
        summary: 'Search the question bank',
        querystring: z.object({
          subjectId: id.optional(),
          type: z.enum(QUESTION_TYPES).optional(),
          tag: z.string().trim().min(1).max(60).optional(),
          search: z.string().trim().min(1).max(100).optional(),
          ...page,
        }),
      },
    },
    async (request) => ({ data: (await searchQuestions(ctx.db, request.query)).map(staffQuestionView) }),
  );

  app.post(
    '/staff/questions',
    { onRequest: bank, schema: { tags, summary: 'Add a question to the bank', body: questionInput } },
    async (request, reply) =>
      reply.status(201).send({ data: await createQuestion(ctx, staffOf(request).id, request.body) }),
  );

  app.post(
    '/staff/questions/import',
    {
      onRequest: bank,
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import questions from a CSV or JSON file; bad rows are reported by row',
        body: z.object({
          format: z.enum(['csv', 'json']),
          content: z
            .string()
            .min(1)
            .max(10 * 1024 * 1024),
        }),
      },
    },
    async (request) => ({ data: await importQuestions(ctx, staffOf(request).id, request.body) }),
  );

  app.get(
    '/staff/questions/:questionId',
    { onRequest: bank, schema: { tags, params: z.object({ questionId: id }) } },
    async (request) => {
      const row = await findQuestion(ctx.db, request.params.questionId);
      if (!row) throw notFound('No such question');
      return { data: staffQuestionView(row) };
    },
  );

  app.patch(
    '/staff/questions/:questionId',
    {
      onRequest: bank,
      schema: {
        tags,
        summary: 'Change a question; exams using it are scored again',
        params: z.object({ questionId: id }),
        body: questionPatch,
      },
    },
    async (request) => ({ data: await updateQuestion(ctx, request.params.questionId, request.body) }),
  );

  app.delete(
    '/staff/questions/:questionId',
    { onRequest: bank, schema: { tags, params: z.object({ questionId: id }) } },
    async (request) => ({ data: await deleteQuestion(ctx, request.params.questionId) }),
  );

  app.get(
    '/staff/exams',
    { onRequest: viewing, schema: { tags, querystring: z.object(page) } },
    async (request) => ({ data: await listExams(ctx, request.query) }),
  );

  app.post(
    '/staff/exams',
    { onRequest: authoring, schema: { tags, summary: 'Create an exam', body: examInput } },
    async (request, reply) =>
      reply.status(201).send({ data: await createExam(ctx, staffOf(request).id, request.body) }),
  );

  app.get(
    '/staff/exams/:examId',
    { onRequest: viewing, schema: { tags, params: examParams } },
    async (request) => ({ data: await getExamForStaff(ctx, request.params.examId) }),
  );

  app.patch(
    '/staff/exams/:examId',
    {
      onRequest: authoring,
      schema: { tags, summary: 'Change an exam', params: examParams, body: examPatch },
    },
    async (request) => ({ data: await updateExam(ctx, request.params.examId, request.body) }),
  );

  app.post(
    '/staff/exams/:examId/assignments',
    {
      onRequest: scheduling,
      schema: { tags, summary: 'Give the exam to a group', params: examParams, body: assignmentInput },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await assignExam(ctx, request.params.examId, request.body) }),
  );

  app.patch(
    '/staff/exams/:examId/assignments/:groupId',
    {
      onRequest: scheduling,
      schema: {
        tags,
        summary: "Change a group's schedule",
        params: z.object({ examId: id, groupId: id }),
        body: assignmentPatch,
      },
    },
    async (request) => {
      const { examId, groupId } = request.params;
      return { data: await updateAssignment(ctx, examId, groupId, request.body) };
    },
  );

  app.delete(
    '/staff/exams/:examId/assignments/:groupId',
    { onRequest: scheduling, schema: { tags, params: z.object({ examId: id, groupId: id }) } },
    async (request) => ({
      data: await removeAssignment(ctx, request.params.examId, request.params.groupId),
    }),
  );

  app.post(
    '/staff/exams/:examId/publish',
    {
      onRequest: scheduling,
      schema: {
        tags,
        summary: 'Publish results (a group or students)',
        params: examParams,
        body: publishInput,
      },
    },
    async (request) => ({ data: await publishResults(ctx, request.params.examId, request.body) }),
  );

  app.post(
    '/staff/exams/:examId/rescore',
    {
      onRequest: authoring,
      schema: {
        tags,
        summary:
          'Queue a re-score of every submitted attempt: answers 202 at once with `{examId, state: "queued" | "running", pending: true, requestedAt}`; a background job scores and re-ranks (GET shows when it is done)',
        params: examParams,
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await queueRescore(ctx, request.params.examId) }),
  );

  app.get(
    '/staff/exams/:examId/rescore',
    {
      onRequest: viewing,
      schema: {
        tags,
        summary:
          'Whether a re-score is pending: `{examId, state: "idle" | "queued" | "running", pending, requestedAt, startedAt}`',
        params: examParams,
      },
    },
    async (request) => ({ data: await rescoreStatus(ctx, request.params.examId) }),
  );

  app.get(
    '/staff/exams/:examId/results',
    {
      onRequest: viewing,
      schema: { tags, params: examParams, querystring: z.object({ groupId: id.optional() }) },
    },
    async (request) => ({ data: await listResults(ctx, request.params.examId, request.query.groupId) }),
  );

  app.get(
    '/staff/exams/:examId/merit-list.csv',
    {
      onRequest: viewing,
      schema: { tags, summary: 'The merit list across groups (CSV)', params: examParams },
    },
    async (request, reply) => {
      const csv = await meritListCsv(ctx, request.params.examId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="merit-list-${request.params.examId}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/staff/exams/:examId/written-answers',
    {
      onRequest: marking,
      schema: {
        tags,
        summary: 'Written answers to mark',
        params: examParams,
        querystring: z.object({
          groupId: id.optional(),
          pending: z.enum(['true', 'false']).default('true'),
          ...page,
        }),
      },
    },
    async (request) => {
      const { pending, ...rest } = request.query;
      return {
        data: await listWrittenAnswers(ctx, request.params.examId, { ...rest, pending: pending === 'true' }),
      };
    },
  );

  app.patch(
    '/staff/exams/:examId/answers/:attemptId/:questionId',
    {
      onRequest: marking,
      schema: {
        tags,
        summary: 'Mark a written answer',
        params: z.object({ examId: id, attemptId: id, questionId: id }),
        body: markInput,
      },
    },
    async (request) => ({ data: await markAnswer(ctx, staffOf(request).id, request.params, request.body) }),
  );
};
