import { PassThrough } from 'node:stream';
import { gridCellText } from '@lms/domain';
import type { GridFilterQuery } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../../context';
import { scorePendingResults } from '../results/score-pending';
import { reportExam } from './report-filter';
import { gridStudentRows } from './report-repository';
import { gridRowsOf } from './response-grid-rows';

/** Attempts whose answers are read and written at a time: memory stays bounded however many sat. */
const CHUNK = 500;

const FILLS: Record<string, string> = { right: 'FFD9F2D0', wrong: 'FFF8D0D0', partly: 'FFFCEBC2' };

/**
 * The whole response grid as an .xlsx, streamed: a header row (Name, Roll, Group, Branch, Marks,
 * then Q1..Qn), one row per scored student, best first; each question's cell reads "B; right; 2"
 * (`gridCellText`), coloured by state. The workbook is written as the rows are read, 500 attempts
 * at a time; checks (the exam, the filter) run before anything is sent.
 */
export async function exportResponseGrid(ctx: AppContext, examId: string, filter: GridFilterQuery) {
  const exam = await reportExam(ctx, examId, filter);
  await scorePendingResults(ctx, { examId });
  const students = await gridStudentRows(ctx, examId, filter);
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = book.addWorksheet('Responses', { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  const write = async () => {
    const header = sheet.addRow([
      'Name',
      'Roll',
      'Group',
      'Branch',
      'Marks',
      ...exam.questions.map((_, index) => `Q${index + 1}`),
    ]);
    header.font = { bold: true };
    header.commit();
    for (let at = 0; at < students.length; at += CHUNK) {
      for (const r of await gridRowsOf(ctx, exam, students.slice(at, at + CHUNK))) {
        const row = sheet.addRow([
          r.name,
          r.roll,
          r.group,
          r.branch ?? '',
          r.marksObtained,
          ...r.cells.map(gridCellText),
        ]);
        r.cells.forEach((c, i) => {
          const argb = FILLS[c.state];
          if (argb) row.getCell(6 + i).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
        });
        row.commit();
      }
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => {
    ctx.faults.warn('response grid export failed', error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `response-grid-${examId}.xlsx`,
    body: stream,
  };
}
