import type { QuestionImportPreview } from '@lms/domain/contract';
import { checkQuestionRows } from './check-question-rows';
import { type QuestionFile, readQuestionFile } from './question-file';

/**
 * The dry run of an import: reads the file and checks every row by the rule of create. The good rows
 * come back as questions to send to the row import; nothing is written.
 */
export async function previewQuestionImport(file: QuestionFile): Promise<QuestionImportPreview> {
  const rows = await readQuestionFile(file);
  const { good, errors } = checkQuestionRows(rows);
  return {
    total: rows.length,
    questions: good.map(({ row, input }) => ({ row, question: input })),
    errors,
  };
}
