import type { QuestionImportReport } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { addQuestionRows } from './import-question-rows';
import { type QuestionFile, readQuestionFile } from './question-file';

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
  return addQuestionRows(ctx, staffId, await readQuestionFile(file));
}
