import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvLine } from './csv';

/** A file to send: its content type, a file name and the bytes. */
export interface TableFile {
  type: string;
  name: string;
  body: Buffer;
}

/**
 * A header and rows as a file: an Excel workbook (one sheet, bold header) or a CSV that opens with a
 * byte-order mark, so a spreadsheet reads Bengali names right.
 */
export async function tableFile(
  format: 'xlsx' | 'csv',
  baseName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<TableFile> {
  if (format === 'csv')
    return {
      type: 'text/csv; charset=utf-8',
      name: `${baseName}.csv`,
      body: Buffer.from(`\uFEFF${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`),
    };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(baseName);
  sheet.addRow([...header]).font = { bold: true };
  for (const r of rows) sheet.addRow([...r]);
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `${baseName}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** Sends a file as a download under its name. */
export function sendFile(reply: FastifyReply, file: TableFile): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}
