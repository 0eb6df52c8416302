import { omrMarksConflict } from './omr-question-kinds';

/** A question of the sheet, as the CSV's columns name it. */
export interface OmrCsvQuestion {
  number: number;
  /** The options' letters on the sheet (`A`…, or `1T 1F 2T 2F …` for multiple true/false). */
  options: readonly string[];
  kind: 'single' | 'multi';
}

/** One data line of the CSV as a sheet read. */
export interface OmrCsvSheet {
  /** The line in the file (1 = the header). */
  line: number;
  /** The roll as written; null when empty. */
  roll: string | null;
  /** The set code as written (upper case); null when empty or the sheet has no sets. */
  set: string | null;
  /** Every question of the sheet -> the options marked. */
  answers: Record<string, string[]>;
  /** `rollUnreadable`, `setUnreadable`, `multipleMarks` and `unknownQuestion` (with `question`). */
  problems: { code: string; question?: number }[];
}

/** What the parser answers: the sheets, or why the file cannot be taken (naming the line). */
export type OmrCsvResult = { sheets: OmrCsvSheet[] } | { error: string };

/** The most data lines one CSV may hold. */
export const OMR_CSV_MAX_ROWS = 5000;

// Other tools' bookkeeping columns (OMRChecker writes these before the marks).
const IGNORED = new Set(['file_id', 'input_path', 'output_path', 'score', 'name', 'student', 'file']);
const ROLL = new Set(['roll', 'roll_no', 'rollno', 'roll_number', 'roll number', 'sid']);
const SET = new Set(['set', 'set_code', 'setcode', 'set code', 'booklet', 'booklet_code']);

/** The fields of CSV text, line by line (quotes, doubled quotes, CRLF); null when a quote is left open. */
function csvRecords(text: string): { line: number; fields: string[] }[] | { openQuoteLine: number } {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: startLine, fields });
      fields = [];
      field = '';
      line++;
      startLine = line;
    } else field += c;
  }
  if (quoted) return { openQuoteLine: startLine };
  if (field !== '' || fields.length > 0) records.push({ line: startLine, fields: [...fields, field] });
  return records.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

/** A `q12` / `Q12` / `12` column's question number, or null. */
const questionOf = (name: string) => {
  const m = /^q?(\d{1,4})$/i.exec(name);
  return m ? Number(m[1]) : null;
};

/**
 * The options marked in a cell: separated (`A,B`, `A B`, `A;B`, `A|B`) or run together (`AB`, and for
 * true/false `1T2F`). Null when a mark is not one of the question's options.
 */
function marksOf(cell: string, options: readonly string[]): string[] | null {
  const text = cell.trim().toUpperCase();
  if (text === '') return [];
  const parts = text.split(/[\s,;|/]+/).filter(Boolean);
  const tokens = parts.flatMap((part) =>
    options.includes(part) ? [part] : (part.match(/\d+[TF]|[A-Z]/g) ?? [part]),
  );
  if (tokens.join('').length !== parts.join('').length) return null;
  if (tokens.some((t) => !options.includes(t))) return null;
  // In the sheet's order, each once.
  return options.filter((o) => tokens.includes(o));
}

/**
 * Reads a CSV of OMR results made elsewhere: our header `roll,set,q1,q2,…` or OMRChecker's Results
 * CSV (`file_id,input_path,output_path,score,Roll,q1,…`; bookkeeping columns are skipped). Columns are
 * matched by name, case-insensitively. A column of a question the sheet does not have gives the sheets
 * that mark it `unknownQuestion`; a mark that is not one of a question's options, a missing roll column
 * or a line with more fields than the header refuse the file, naming the line.
 */
export function parseOmrCsv(
  text: string,
  sheet: { questions: readonly OmrCsvQuestion[]; sets: readonly string[] },
): OmrCsvResult {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  if ('openQuoteLine' in records) return { error: `Line ${records.openQuoteLine}: a quote is not closed.` };
  const [header, ...rows] = records;
  if (!header) return { error: 'The file is empty.' };
  if (rows.length === 0) return { error: 'The file has a header but no sheets.' };
  if (rows.length > OMR_CSV_MAX_ROWS)
    return { error: `The file has ${rows.length} sheets; at most ${OMR_CSV_MAX_ROWS} at once.` };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const rollAt = names.findIndex((n) => ROLL.has(n));
  if (rollAt < 0) return { error: 'Line 1: no roll column (name it "roll").' };
  const setAt = names.findIndex((n) => SET.has(n));
  const byNumber = new Map(sheet.questions.map((q) => [q.number, q]));
  const columns = names.flatMap((name, at) => {
    const number = at === rollAt || at === setAt || IGNORED.has(name) ? null : questionOf(name);
    return number === null ? [] : [{ at, number }];
  });
  if (columns.length === 0) return { error: 'Line 1: no question columns (name them q1, q2, …).' };
  const sheets: OmrCsvSheet[] = [];
  for (const { line, fields } of rows) {
    if (fields.length > names.length)
      return { error: `Line ${line}: ${fields.length} fields, but the header has ${names.length}.` };
    const cell = (at: number) => (fields[at] ?? '').trim();
    const answers = Object.fromEntries(sheet.questions.map((q) => [String(q.number), [] as string[]]));
    const problems: OmrCsvSheet['problems'] = [];
    for (const { at, number } of columns) {
      const question = byNumber.get(number);
      if (!question) {
        if (cell(at) !== '') problems.push({ code: 'unknownQuestion', question: number });
        continue;
      }
      const marks = marksOf(cell(at), question.options);
      if (!marks)
        return {
          error: `Line ${line}: "${cell(at)}" is not a mark of question ${number} (options ${question.options.join(' ')}).`,
        };
      answers[String(number)] = marks;
      if (omrMarksConflict(question.kind, marks)) problems.push({ code: 'multipleMarks', question: number });
    }
    const roll = cell(rollAt) || null;
    if (!roll) problems.unshift({ code: 'rollUnreadable' });
    let set: string | null = null;
    if (sheet.sets.length > 0) {
      const written = setAt < 0 ? '' : cell(setAt).toUpperCase();
      set = sheet.sets.includes(written) ? written : null;
      if (!set) problems.push({ code: 'setUnreadable' });
    }
    sheets.push({ line, roll, set, answers, problems });
  }
  return { sheets };
}
