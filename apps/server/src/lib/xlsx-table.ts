import ExcelJS from 'exceljs';
import { badRequest } from './http-error';

/** A table read from a file: its header line and each later line with its line number. */
export interface Table {
  header: string[];
  lines: { row: number; cells: string[] }[];
}

/**
 * The first worksheet of an Excel workbook (.xlsx, in base64) as a table: row 1 is the header, and rows
 * with no text are left out (keeping the others' row numbers). A cell is read by `cellText` (its text
 * as shown, unless told). A file that is not a workbook, or has no sheet, is refused with 400 and the
 * hint given.
 */
export async function readXlsxTable(
  base64: string,
  hints: { notWorkbook: string; noSheet: string },
  cellText: (cell: ExcelJS.Cell) => string = (cell) => cell.text ?? '',
): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw badRequest('This is not an Excel workbook', hints.notWorkbook);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no worksheet', hints.noSheet);
  const header: string[] = [];
  const lines: Table['lines'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (number === 1) header.push(...filled);
    else if (filled.some((c) => c.trim() !== '')) lines.push({ row: number, cells: filled });
  });
  return { header, lines };
}
