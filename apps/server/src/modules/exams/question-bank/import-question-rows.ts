import type { QuestionImportRow, QuestionImportRowsReport } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { checkQuestionRows } from './check-question-rows';
import type { QuestionFileRow } from './question-file';
import { insertQuestions } from './question-repository';

/**
 * Adds one chunk of an import's rows to the bank, checked again by the rule of create: the good rows
 * are written together, the bad ones reported by their row number.
 */
export function importQuestionRows(
  ctx: AppContext,
  staffId: string,
  rows: QuestionImportRow[],
): Promise<QuestionImportRowsReport> {
  return addQuestionRows(
    ctx,
    staffId,
    rows.map(({ row, question }) => ({ row, value: question })),
  );
}

/**
 * Checks rows by the rule of create and adds the good ones to the bank in one transaction; the bad ones
 * are reported by their row number.
 */
export async function addQuestionRows(
  ctx: AppContext,
  staffId: string,
  rows: QuestionFileRow[],
): Promise<QuestionImportRowsReport> {
  const { good, errors } = checkQuestionRows(rows);
  const made = await ctx.db.transaction((tx) =>
    insertQuestions(
      tx,
      good.map((g) => g.values),
      staffId,
    ),
  );
  return { created: made.length, ids: made.map((q) => q.id), errors };
}
