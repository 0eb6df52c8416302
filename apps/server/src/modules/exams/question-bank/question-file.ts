import { OPTION_LETTERS, optionIndexOfLetter } from '@lms/domain';
import { parseCsvRecords } from '../../../lib/csv';
import { badRequest } from '../../../lib/http-error';
import { readXlsxTable } from '../../../lib/xlsx-table';

const MAX_ROWS = 5_000;
const list = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);

/** A file of questions as staff send it: CSV or JSON text, or an .xlsx workbook in base64. */
export interface QuestionFile {
  format: 'csv' | 'json' | 'xlsx';
  content: string;
}

/** One row of a file, not checked yet: its number (line, or place in a JSON array) and its value. */
export interface QuestionFileRow {
  row: number;
  value: unknown;
}

/**
 * One CSV or Excel record as a question input. Columns: type, title, option_a ... option_k (or options
 * separated by `|`), answer (MCQ/checkbox: option letters or texts separated by `|`; MCA: true|false per
 * option; written: a model answer), image_options (letters), explanation, explanation_ext, image, file,
 * tags (each separated by `|`), subject_id, chapter, difficulty, point, negative_mark.
 */
function recordQuestion(r: Record<string, string>): unknown {
  const columns = OPTION_LETTERS.map((letter) => r[`option_${letter.toLowerCase()}`] ?? '');
  const lastUsed = columns.findLastIndex((o) => o !== '');
  const options = lastUsed >= 0 ? columns.slice(0, lastUsed + 1) : list(r.options);
  const type = r.type ?? '';
  const keys = type === 'shortAns' || type === 'paragraph' ? (r.answer ? [r.answer] : []) : list(r.answer);
  const answer =
    type === 'MCQ' || type === 'checkbox'
      ? keys.map((k) => (/^[A-Ka-k]$/.test(k) ? (options[optionIndexOfLetter(k.toUpperCase())] ?? k) : k))
      : keys.map((k) => (type === 'MCA' ? k.toLowerCase() : k));
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  const point = number(r.point);
  const negativeMark = number(r.negative_mark);
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
    chapter: r.chapter ?? '',
    difficulty: r.difficulty ? r.difficulty.toLowerCase() : null,
    ...(point === undefined ? {} : { point }),
    ...(negativeMark === undefined ? {} : { negativeMark }),
  };
}

function jsonRows(content: string): QuestionFileRow[] {
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

function recordRows(header: string[], records: { row: number; record: Record<string, string> }[]) {
  const missing = ['type', 'title'].filter((c) => !header.includes(c));
  if (missing.length)
    throw badRequest('The file is missing columns', `Add the column(s): ${missing.join(', ')}.`);
  return records.map(({ row, record }) => ({ row, value: recordQuestion(record) }));
}

async function xlsxRows(base64: string): Promise<QuestionFileRow[]> {
  const { header, lines } = await readXlsxTable(
    base64,
    {
      notWorkbook: 'Save the file as .xlsx (or CSV) and try again.',
      noSheet: 'Put the questions on the first sheet.',
    },
    (cell) => (cell.text ?? '').trim(),
  );
  const names = header.map((h) => h.toLowerCase());
  return recordRows(
    names,
    lines.map(({ row, cells }) => ({
      row,
      record: Object.fromEntries(names.map((h, i) => [h, cells[i] ?? ''])),
    })),
  );
}

/**
 * The rows of a file of questions, each as the question input it gives (checked later, by the rule of
 * create): CSV and Excel rows are numbered by their line (the header is line 1), JSON items from 1.
 */
export async function readQuestionFile(file: QuestionFile): Promise<QuestionFileRow[]> {
  let rows: QuestionFileRow[];
  if (file.format === 'json') rows = jsonRows(file.content);
  else if (file.format === 'xlsx') rows = await xlsxRows(file.content);
  else {
    const { header, records } = parseCsvRecords(file.content);
    rows = recordRows(
      header,
      records.map((record, index) => ({ row: index + 2, record })),
    );
  }
  if (rows.length === 0) throw badRequest('The file is empty', 'Add one question per row.');
  if (rows.length > MAX_ROWS)
    throw badRequest('The file is too long', `Import at most ${MAX_ROWS} questions at once.`);
  return rows;
}
