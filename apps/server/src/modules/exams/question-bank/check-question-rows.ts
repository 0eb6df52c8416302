import { sameQuestionKey } from '@lms/domain';
import { type QuestionInput, questionInput } from '@lms/domain/contract';
import type { QuestionFileRow } from './question-file';
import { checkQuestion, type QuestionValues } from './question-input';

/** The rows of an import that pass the rule of create, and one line per row that does not. */
export interface CheckedQuestionRows {
  good: { row: number; input: QuestionInput; values: QuestionValues }[];
  errors: { row: number; message: string }[];
}

/**
 * Checks each row of an import by the rule of create (the input schema, then the type's rules); a row
 * that repeats an earlier good row's question (same type, text and options) is an error too.
 */
export function checkQuestionRows(rows: QuestionFileRow[]): CheckedQuestionRows {
  const result: CheckedQuestionRows = { good: [], errors: [] };
  const firstRowOf = new Map<string, number>();
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
    if (!values) {
      result.errors.push({ row, message: problems.join('; ') });
      continue;
    }
    const key = sameQuestionKey(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      result.errors.push({
        row,
        message: `the same question (type, text and options) is already on row ${first}`,
      });
      continue;
    }
    firstRowOf.set(key, row);
    result.good.push({ row, input: parsed.data, values });
  }
  return result;
}
