import { takaDecimal } from '@lms/domain';
import type { DefaultersQuery } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import { csvLine } from '../../lib/csv';
import { listDefaulters } from './list-defaulters';

const HEADER = [
  'Name',
  'Roll',
  'Phone',
  'Branch',
  'Course',
  'Overdue (Tk)',
  'Oldest due day',
  'Days overdue',
];

/**
 * GET /staff/fees/defaulters/export: the defaulters as a file, amounts in taka with two decimals (a
 * number cell in the workbook, read from the exact two-decimal text and formatted `#,##0.00`, for the
 * spreadsheet's own sums; text in the CSV, which opens with a BOM so a
 * spreadsheet reads Bengali names right).
 */
export async function exportDefaulters(ctx: AppContext, q: DefaultersQuery & { format: 'xlsx' | 'csv' }) {
  const rows = (await listDefaulters(ctx, q)).map((d) => [
    d.name,
    d.sid,
    d.phone,
    d.branchName ?? '',
    d.courseName,
    d.overduePaisa,
    d.oldestDueOn,
    d.overdueDays,
  ]);
  if (q.format === 'csv') {
    const lines = rows.map((r) => csvLine(r.map((v, i) => (i === 5 ? takaDecimal(v as number) : v))));
    return {
      type: 'text/csv; charset=utf-8',
      name: 'defaulters.csv',
      body: Buffer.from(`\uFEFF${[csvLine(HEADER), ...lines].join('\r\n')}\r\n`),
    };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Defaulters');
  sheet.addRow(HEADER).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map((v, i) => (i === 5 ? Number(takaDecimal(v as number)) : v)));
  sheet.getColumn(6).numFmt = '#,##0.00';
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: 'defaulters.xlsx',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
