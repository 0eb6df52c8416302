import type { AbsenteesExportQuery } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../../context';
import { csvLine } from '../../../lib/csv';
import { listAbsentees } from './list-absentees';

const HEADER = ['Name', 'Roll', 'Mobile', 'Group', 'Branch'];

/**
 * The absentees as a file: one sheet (or CSV) listing them by name, and in the workbook a second
 * sheet with the count per group and branch. The CSV opens with a BOM so a spreadsheet reads
 * Bengali names right.
 */
export async function exportAbsentees(ctx: AppContext, examId: string, q: AbsenteesExportQuery) {
  const view = await listAbsentees(ctx, examId, q);
  const rows = view.students.map((s) => [s.name, s.roll, s.mobile, s.group, s.branch ?? '']);
  if (q.format === 'csv') {
    return {
      type: 'text/csv; charset=utf-8',
      name: `absentees-${examId}.csv`,
      body: Buffer.from(`\uFEFF${[csvLine(HEADER), ...rows.map(csvLine)].join('\r\n')}\r\n`),
    };
  }
  const book = new ExcelJS.Workbook();
  const list = book.addWorksheet('Absentees');
  list.addRow(HEADER).font = { bold: true };
  list.addRows(rows);
  const counts = book.addWorksheet('By group and branch');
  counts.addRow(['Group', 'Branch', 'Absent']).font = { bold: true };
  counts.addRows(view.counts.map((c) => [c.group, c.branch ?? '', c.count]));
  for (const sheet of [list, counts])
    sheet.columns.forEach((c) => {
      c.width = 20;
    });
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `absentees-${examId}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
