import { type QuestionInput, questionInput } from '@lms/domain/contract';
import type { QuestionFileRow } from './question-file';
import { checkQuestion, type QuestionValues } from './question-input';

/** The rows of an import that pass the rule of create, and one line per row that does not. */
export interface CheckedQuestionRows {
  good: { row: number; input: QuestionInput; values: QuestionValues }[];
  errors: { row: number; message: string }[];
}

/** Checks each row of an import by the rule of create (the input schema, then the type's rules). */
export function checkQuestionRows(rows: QuestionFileRow[]): CheckedQuestionRows {
  const result: CheckedQuestionRows = { good: [], errors: [] };
  for (const { row, value } of rows) {
    const parsed = questionInput.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
      result.errors.push({ row, message });
      continue;
    }
    const { values, problems } = checkQuestion(parsed.data);
    if (values) result.good.push({ row, input: parsed.data, values });
    else result.errors.push({ row, message: problems.join('; ') });
  }
  return result;
}
