import { OPTION_LETTERS, optionIndexOfLetter } from '@lms/domain';
import { type QuestionImportReport, questionInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { parseCsvRecords } from '../../../lib/csv';
import { badRequest } from '../../../lib/http-error';
import { checkQuestion, type QuestionValues } from './question-input';
import { insertQuestions } from './question-repository';

const MAX_ROWS = 5_000;
const list = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * One CSV record as a question input. Columns: type, title, option_a ... option_k (or options separated
 * by `|`), answer (MCQ/checkbox: option letters or texts separated by `|`; MCA: true|false per option;
 * written: a model answer), image_options (letters), explanation, explanation_ext, image, file, tags
 * (each separated by `|`), subject_id, point.
 */
function csvQuestion(r: Record<string, string>): unknown {
  const columns = OPTION_LETTERS.map((letter) => r[`option_${letter.toLowerCase()}`] ?? '');
  const lastUsed = columns.findLastIndex((o) => o !== '');
  const options = lastUsed >= 0 ? columns.slice(0, lastUsed + 1) : list(r.options);
  const type = r.type ?? '';
  const keys = type === 'shortAns' || type === 'paragraph' ? (r.answer ? [r.answer] : []) : list(r.answer);
  const answer =
    type === 'MCQ' || type === 'checkbox'
      ? keys.map((k) => (/^[A-Ka-k]$/.test(k) ? (options[optionIndexOfLetter(k.toUpperCase())] ?? k) : k))
      : keys.map((k) => (type === 'MCA' ? k.toLowerCase() : k));
  const point = r.point ? Number(r.point) : undefined;
  return {
    type,
    title: r.title ?? '',
    options,
    optionType: Object.fromEntries(list(r.image_options).map((letter) => [letter, 'image'])),
    answer,
    explanation: r.explanation ?? '',
    explanationExt: r.explanation_ext ?? '',
    image: list(r.image),
    file: list(r.file),
    tags: list(r.tags),
    subjectId: r.subject_id || undefined,
    ...(point === undefined ? {} : { point }),
  };
}

function parseRows(format: 'csv' | 'json', content: string): { row: number; value: unknown }[] {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw badRequest('The file is not valid JSON', 'Send a JSON array of questions.');
    }
    const items = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown })?.questions;
    if (!Array.isArray(items)) throw badRequest('No questions found', 'Send a JSON array of questions.');
    return items.map((value, index) => ({ row: index + 1, value }));
  }
  const { header, records } = parseCsvRecords(content);
  const missing = ['type', 'title'].filter((c) => !header.includes(c));
  if (missing.length)
    throw badRequest('The file is missing columns', `Add the column(s): ${missing.join(', ')}.`);
  return records.map((r, index) => ({ row: index + 2, value: csvQuestion(r) }));
}

/**
 * Imports questions from a CSV or JSON file. Good rows are added to the bank in one transaction; every
 * bad row is reported with its row number (the CSV line, or the item's place in the JSON array) and
 * what is wrong, not guessed at.
 */
export async function importQuestions(
  ctx: AppContext,
  staffId: string,
  input: { format: 'csv' | 'json'; content: string },
): Promise<QuestionImportReport> {
  const rows = parseRows(input.format, input.content);
  if (rows.length === 0) throw badRequest('The file is empty', 'Add one question per row.');
  if (rows.length > MAX_ROWS)
    throw badRequest('The file is too long', `Import at most ${MAX_ROWS} questions at once.`);
  const errors: QuestionImportReport['errors'] = [];
  const good: QuestionValues[] = [];
  for (const { row, value } of rows) {
    const parsed = questionInput.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
      errors.push({ row, message });
      continue;
    }
    const { values, problems } = checkQuestion(parsed.data);
    if (values) good.push(values);
    else errors.push({ row, message: problems.join('; ') });
  }
  const made = await ctx.db.transaction((tx) => insertQuestions(tx, good, staffId));
  return { created: made.length, ids: made.map((q) => q.id), errors };
}
