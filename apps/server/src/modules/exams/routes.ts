import {
  addAnswerQuery,
  answerBody,
  examDataQuery,
  examGroupParams,
  examParams,
  examStudentParams,
  groupParams,
  retakeQuery,
  segmentedSelectionBody,
} from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStudent, studentOf } from '../../plugins/auth';
import { examServices } from './exam-services';
import { examPaperBody } from './paper-json';
import { getResult } from './results/get-result';
import { getExamPaper, getExamPaperAnyGroup } from './taking/get-exam-paper';
import { getGroup } from './taking/get-group';
import { retakeExam } from './taking/retake-exam';
import { saveAnswer } from './taking/save-answer';
import { attemptView, startExam } from './taking/start-exam';
import { getSubjectSelection, selectSubjects } from './taking/subject-selection';
import { submitExam } from './taking/submit-exam';

/** The student's exam calls (SPEC.md §7 Exams, DESIGN.md §6) and the staff exam API. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['exams'];
  const guard = { onRequest: requireStudent };
  // Acknowledged answers are committed already; this only waits for writes still in flight.
  app.addHook('onClose', async () => examServices(ctx).writer.drain());

  app.get(
    '/group/:groupId',
    {
      ...guard,
      schema: { tags, summary: 'A group of the student with its exams', params: groupParams },
    },
    async (request) => ({ data: await getGroup(ctx, studentOf(request).id, request.params.groupId) }),
  );

  app.patch(
    '/exam/start/:examId/group-id/:groupId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Start the attempt (idempotent); answers with the own start and the server time',
        params: examGroupParams,
      },
    },
    async (request) => {
      const { examId, groupId } = request.params;
      const started = await startExam(ctx, studentOf(request).id, examId, groupId);
      return { data: attemptView(ctx, started) };
    },
  );

  app.get(
    '/exam/id/:examId/groupId/:groupId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The exam being taken: questions in this attempt order, without keys',
        params: examGroupParams,
      },
    },
    async (request, reply) => {
      const { examId, groupId } = request.params;
      reply.type('application/json');
      return examPaperBody(await getExamPaper(ctx, studentOf(request).id, examId, groupId));
    },
  );

  app.get(
    '/exam/id/:examId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The exam data through any group of the student',
        params: examParams,
        querystring: examDataQuery,
      },
    },
    async (request, reply) => {
      reply.type('application/json');
      return examPaperBody(await getExamPaperAnyGroup(ctx, studentOf(request).id, request.params.examId));
    },
  );

  app.patch(
    '/exam/add-answer/:examId/group/:groupId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save one answer (idempotent; last write by client timestamp wins)',
        params: examGroupParams,
        querystring: addAnswerQuery,
        body: answerBody,
      },
    },
    async (request) => {
      const { examId, groupId } = request.params;
      const body = request.body;
      return {
        data: await saveAnswer(ctx, studentOf(request).id, {
          examId,
          groupId,
          questionId: body.questionId,
          answer: body.answer,
          timestamp: body.timestamp,
          extra: body.extra,
          answerIndex: body.answerIndex,
          offline: request.query.offline === 'true',
        }),
      };
    },
  );

  app.patch(
    '/exam/submit/:examId/group/:groupId',
    {
      ...guard,
      schema: { tags, summary: 'Final submit (idempotent)', params: examGroupParams },
    },
    async (request) => {
      const { examId, groupId } = request.params;
      return { data: await submitExam(ctx, studentOf(request).id, examId, groupId) };
    },
  );

  app.get(
    '/exam/result/:examId/student/by-groupId/:groupId',
    {
      ...guard,
      schema: {
        tags,
        summary: "The student's result, or data.code notPublishedYet",
        params: examGroupParams,
      },
    },
    async (request) => {
      const { examId, groupId } = request.params;
      return { data: await getResult(ctx, studentOf(request).id, examId, groupId) };
    },
  );

  app.patch(
    '/exam/retake/:examId/student-id/:studentId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Retake a practice exam: removes the previous submission',
        params: examStudentParams,
        querystring: retakeQuery,
      },
    },
    async (request) => ({
      data: await retakeExam(ctx, studentOf(request).id, {
        ...request.params,
        groupId: request.query.groupId,
      }),
    }),
  );

  app.post(
    '/exam/add-segmented-exam-subject',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save the subject selection of a segmented exam',
        body: segmentedSelectionBody,
      },
    },
    async (request) => ({ data: await selectSubjects(ctx, studentOf(request).id, request.body) }),
  );

  app.get(
    '/exam/get-segmented-exam-subject/:examId/:studentId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The saved subject selection of a segmented exam',
        params: examStudentParams,
      },
    },
    async (request) => {
      const { examId, studentId } = request.params;
      return { data: await getSubjectSelection(ctx, studentOf(request).id, examId, studentId) };
    },
  );
};
