import { questionBankRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { importQuestionRows } from './import-question-rows';
import { listQuestionSubjects } from './list-question-subjects';
import { listQuestionVersions } from './list-question-versions';
import { previewQuestionImport } from './preview-question-import';
import { previewQuestionUpdate } from './preview-question-update';
import { questionBankPage } from './question-bank-page';

/**
 * The question bank's console routes: counted search, versions, the impact of a change, tag choices,
 * import preview and rows.
 */
export const questionBankModule = implement(questionBankRoutes, {
  questionBankPage: async ({ ctx, query }) => questionBankPage(ctx, query),
  questionVersions: async ({ ctx, params }) => listQuestionVersions(ctx, params.questionId),
  previewQuestionUpdate: async ({ ctx, principal, params, body }) =>
    previewQuestionUpdate(ctx, principal.id, params.questionId, body),
  questionSubjects: async ({ ctx }) => listQuestionSubjects(ctx),
  previewQuestionImport: async ({ body }) => previewQuestionImport(body),
  importQuestionRows: async ({ ctx, principal, body }) => importQuestionRows(ctx, principal.id, body.rows),
});
