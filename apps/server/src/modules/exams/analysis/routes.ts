import { examResultsStaffRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { answerKeyOf, fixAnswerKey } from './fix-answer-key';
import { getExamStatistics } from './get-exam-statistics';
import { getItemAnalysis } from './get-item-analysis';
import { getStudentResult } from './get-student-result';
import { listResultsPage } from './list-results-page';
import { previewAnswerKeyFix } from './preview-answer-key-fix';
import { previewQuestionVoid } from './preview-question-void';
import { questionVoidOf, voidQuestion } from './void-question';

/** Results of an exam for staff: statistics, item analysis, key corrections, voids, results, a student's result. */
export const examResultsStaffModule = implement(examResultsStaffRoutes, {
  examStatistics: async ({ ctx, params, query }) =>
    getExamStatistics(ctx, params.examId, query.groupId ?? null),
  itemAnalysis: async ({ ctx, params, query }) => getItemAnalysis(ctx, params.examId, query.groupId ?? null),
  fixAnswerKey: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => answerKeyOf(ctx, params.examId, params.questionId));
    return fixAnswerKey(ctx, params.examId, params.questionId, body);
  },
  previewAnswerKeyFix: async ({ ctx, params, body }) =>
    previewAnswerKeyFix(ctx, params.examId, params.questionId, body),
  voidQuestion: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => questionVoidOf(ctx, params.examId, params.questionId));
    return voidQuestion(ctx, params.examId, params.questionId, body);
  },
  previewQuestionVoid: async ({ ctx, params, body }) =>
    previewQuestionVoid(ctx, params.examId, params.questionId, body),
  resultsPage: async ({ ctx, params, query }) => listResultsPage(ctx, params.examId, query),
  studentResult: async ({ ctx, params }) => getStudentResult(ctx, params.examId, params.studentId),
});
