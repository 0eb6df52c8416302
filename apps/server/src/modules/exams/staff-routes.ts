import { examStaffRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { assignmentBefore } from '../audit/assignment-before';
import { recordBefore, withSnapshots } from '../audit/audit-trail';
import { markingBefore } from '../audit/marking-before';
import { publishedGroups } from '../audit/published-groups';
import { assignExam } from './authoring/assign-exam';
import { createExam } from './authoring/create-exam';
import { getExamForStaff } from './authoring/get-exam-for-staff';
import { listExams } from './authoring/list-exams';
import { previewExamUpdate } from './authoring/preview-exam-update';
import { removeAssignment } from './authoring/remove-assignment';
import { updateAssignment } from './authoring/update-assignment';
import { updateExam } from './authoring/update-exam';
import { listWrittenAnswers } from './marking/list-written-answers';
import { markAnswer } from './marking/mark-answer';
import { createQuestion } from './question-bank/create-question';
import { deleteQuestion } from './question-bank/delete-question';
import { getQuestion } from './question-bank/get-question';
import { importQuestions } from './question-bank/import-questions';
import { searchQuestions } from './question-bank/search-questions';
import { updateQuestion } from './question-bank/update-question';
import { getMeritList } from './results/get-merit-list';
import { getRescoreStatus } from './results/get-rescore-status';
import { listResults } from './results/list-results';
import { previewPublish } from './results/preview-publish';
import { publishResults } from './results/publish-results';
import { queueRescore } from './results/queue-rescore';
import { unpublishResults } from './results/unpublish-results';

/**
 * The staff exam API (admin always passes): the question bank, exam authoring, schedules and
 * publishing, marking written answers, results and the merit list.
 */
export const examStaffModule = implement(examStaffRoutes, {
  searchQuestions: async ({ ctx, query }) => searchQuestions(ctx, query),
  createQuestion: async ({ ctx, principal, body }) => createQuestion(ctx, principal.id, body),
  importQuestions: async ({ ctx, principal, body }) => importQuestions(ctx, principal.id, body),
  getQuestion: async ({ ctx, params }) => getQuestion(ctx, params.questionId),
  updateQuestion: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => getQuestion(ctx, params.questionId));
    const { confirmRescore, ...patch } = body;
    return updateQuestion(ctx, principal.id, params.questionId, patch, confirmRescore);
  },
  deleteQuestion: async ({ ctx, params, request }) => {
    await recordBefore(request, () => getQuestion(ctx, params.questionId));
    return deleteQuestion(ctx, params.questionId);
  },
  listExams: async ({ ctx, query }) => listExams(ctx, query),
  createExam: async ({ ctx, principal, body }) => createExam(ctx, principal.id, body),
  getExam: async ({ ctx, params }) => getExamForStaff(ctx, params.examId),
  updateExam: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getExamForStaff(ctx, params.examId));
    const { confirmRescore, ...patch } = body;
    return updateExam(ctx, params.examId, patch, confirmRescore);
  },
  previewExamUpdate: async ({ ctx, params, body }) => previewExamUpdate(ctx, params.examId, body),
  assignExam: async ({ ctx, params, body }) => assignExam(ctx, params.examId, body),
  updateAssignment: async ({ ctx, params, body: { confirmRescore, ...patch }, request }) => {
    await recordBefore(request, () => assignmentBefore(ctx, params.examId, params.groupId));
    return updateAssignment(ctx, params.examId, params.groupId, patch, confirmRescore);
  },
  removeAssignment: async ({ ctx, params, request }) => {
    await recordBefore(request, () => assignmentBefore(ctx, params.examId, params.groupId));
    return removeAssignment(ctx, params.examId, params.groupId);
  },
  publishResults: async ({ ctx, principal, params, body, request }) =>
    withSnapshots(
      request,
      () => publishedGroups(ctx, params.examId),
      () => publishResults(ctx, params.examId, body, principal.id),
    ),
  publishPreview: async ({ ctx, params, query }) => previewPublish(ctx, params.examId, query.scope),
  unpublishResults: async ({ ctx, params, request }) =>
    withSnapshots(
      request,
      () => publishedGroups(ctx, params.examId),
      () => unpublishResults(ctx, params.examId),
    ),
  queueRescore: async ({ ctx, params, request }) => {
    await recordBefore(request, () => getRescoreStatus(ctx, params.examId));
    return queueRescore(ctx, params.examId);
  },
  rescoreStatus: async ({ ctx, params }) => getRescoreStatus(ctx, params.examId),
  listResults: async ({ ctx, params, query }) => listResults(ctx, params.examId, query.groupId),
  meritListCsv: async ({ ctx, params, reply }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="merit-list-${params.examId}.csv"`)
      .send(await getMeritList(ctx, params.examId)),
  listWrittenAnswers: async ({ ctx, params, query: { pending, ...rest } }) =>
    listWrittenAnswers(ctx, params.examId, { ...rest, pending: pending === 'true' }),
  markAnswer: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => markingBefore(ctx, params));
    return markAnswer(ctx, principal.id, params, body);
  },
});
