import type { QuestionImportReport } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { checkQuestionRows } from './check-question-rows';
import { type QuestionFile, readQuestionFile } from './question-file';
import { insertQuestions } from './question-repository';

/**
 * Imports questions from a CSV, Excel or JSON file. Good rows are added to the bank in one transaction;
 * every bad row is reported with its row number (the line, or the item's place in the JSON array) and
 * what is wrong, not guessed at.
 */
export async function importQuestions(
  ctx: AppContext,
  staffId: string,
  file: QuestionFile,
): Promise<QuestionImportReport> {
  const { good, errors } = checkQuestionRows(await readQuestionFile(file));
  const made = await ctx.db.transaction((tx) =>
    insertQuestions(
      tx,
      good.map((g) => g.values),
      staffId,
    ),
  );
  return { created: made.length, ids: made.map((q) => q.id), errors };
}
