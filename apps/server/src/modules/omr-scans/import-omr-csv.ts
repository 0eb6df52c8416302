import { createHash } from 'node:crypto';
import { omrQuestionKinds, parseOmrCsv, type QuestionType } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { examSheetLayout } from '../omr/exam-sheet-layout';
import { insertCsvScanOnce, paperQuestionTypes, rosterStudentsByRolls } from './omr-scan-repository';
import { rollMatchOf } from './roll-match';

/** The same file's text, however its lines end: a file saved again on another computer hashes the same. */
const contentHashOf = (csv: string) =>
  createHash('sha256')
    .update(
      `csv\n${csv
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
        .trim()}`,
    )
    .digest('hex');

/**
 * POST /staff/exams/:examId/omr-scans/csv: imports marks read by another tool as a finished read of
 * this exam, one sheet per line, rolls matched among the exam's groups as for a scan, so the sheets go
 * through the same review. The same file for the same exam answers the read there is and stores
 * nothing. 404 for no such exam; 400 naming the line for a file that cannot be taken.
 */
export async function importOmrCsv(
  ctx: AppContext,
  staffId: string,
  examId: string,
  input: { csv: string; sets: string[] },
): Promise<{ _id: string }> {
  const { layout } = await examSheetLayout(ctx, examId, input.sets);
  const kinds = omrQuestionKinds((await paperQuestionTypes(ctx.db, examId)) as QuestionType[]);
  const questions = layout.template.questions.map((q) => ({ ...q, kind: kinds[q.number] ?? 'single' }));
  const parsed = parseOmrCsv(input.csv, { questions, sets: input.sets });
  if ('error' in parsed) throw badRequest('Bad CSV', parsed.error);
  const rolls = [...new Set(parsed.sheets.flatMap((s) => (s.roll ? [s.roll] : [])))];
  const roster = await rosterStudentsByRolls(ctx.db, examId, rolls);
  const now = ctx.now();
  const sheets = parsed.sheets.map((sheet, i) => {
    const match = sheet.roll ? rollMatchOf(roster.filter((s) => s.roll === sheet.roll)) : null;
    return {
      page: i + 1,
      fileIndex: 0,
      // The CSV's line, so a reviewer can find the row in the file.
      pageInFile: sheet.line,
      roll: sheet.roll,
      studentId: match?.studentId ?? null,
      setCode: sheet.set,
      answers: sheet.answers,
      confidence: 1,
      problems: match?.problem ? [{ code: match.problem }, ...sheet.problems] : sheet.problems,
      crops: { roll: null, page: null, questions: {} },
      readAt: now,
    };
  });
  const scan = await insertCsvScanOnce(
    ctx.db,
    {
      examId,
      keys: [],
      contentHash: contentHashOf(input.csv),
      sets: input.sets,
      layoutId: layout.template.layoutId,
      createdBy: staffId,
      createdAt: now,
    },
    sheets,
  );
  return { _id: scan.id };
}
