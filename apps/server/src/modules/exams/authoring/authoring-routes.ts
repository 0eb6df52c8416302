import { examAuthoringRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { duplicateExam } from './duplicate-exam';
import { getExamOptions } from './get-exam-options';
import { pageExams } from './page-exams';
import { previewAssignmentUpdate } from './preview-assignment-update';
import { previewExam } from './preview-exam';

/**
 * Exam authoring beyond the basic CRUD: the filtered list, the form's choices, the student preview,
 * the impact of a schedule change.
 */
export const examAuthoringModule = implement(examAuthoringRoutes, {
  pageExams: async ({ ctx, query }) => pageExams(ctx, query),
  examOptions: async ({ ctx }) => getExamOptions(ctx),
  previewExam: async ({ ctx, principal, params, query }) =>
    previewExam(ctx, principal.id, params.examId, query.groupId),
  duplicateExam: async ({ ctx, principal, params, body }) =>
    duplicateExam(ctx, principal.id, params.examId, body.requestKey),
  previewAssignmentUpdate: async ({ ctx, params, body }) =>
    previewAssignmentUpdate(ctx, params.examId, params.groupId, body),
});
