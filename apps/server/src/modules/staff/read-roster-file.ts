import { ROSTER_REQUIRED, type RosterColumn, rosterColumnOf } from '@lms/domain';
import type { RosterFileBody, RosterRow } from '@lms/domain/contract';
import type ExcelJS from 'exceljs';
import { parseCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { readXlsxTable, type Table } from '../../lib/xlsx-table';

const MAX_ROWS = 20_000;

/**
 * Turns a roster table into rows (every column as trimmed text), after checking it has the required
 * columns (headed as `rosterColumnOf` reads them) and at least one and at most 20,000 students.
 */
export function rosterRowsOf({ header, lines }: Table): RosterRow[] {
  const names = header.map((h) => rosterColumnOf(h));
  const missing = ROSTER_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length)
    throw badRequest('The roster is missing columns', `Add the column(s): ${missing.join(', ')}.`);
  if (lines.length === 0)
    throw badRequest('The roster is empty', 'Add one student per line under the header.');
  if (lines.length > MAX_ROWS)
    throw badRequest('The roster is too long', 'Import at most 20,000 students at once.');
  return lines.map(({ row, cells }) => {
    const cell = (c: RosterColumn) => {
      const at = names.indexOf(c);
      return at >= 0 ? (cells[at] ?? '').trim() : '';
    };
    return {
      row,
      name: cell('name'),
      sid: cell('roll'),
      phone: cell('phone'),
      contact: cell('contact'),
      branch: cell('branch'),
      session: cell('session'),
      groups: cell('groups'),
    };
  });
}

/** The rows of a roster CSV; line 1 is the header, and blank lines are skipped without being counted. */
export function readRosterCsv(csv: string): RosterRow[] {
  const [head, ...rest] = parseCsv(csv);
  return rosterRowsOf({ header: head ?? [], lines: rest.map((cells, i) => ({ row: i + 2, cells })) });
}

// Excel keeps a number typed as 01712345678 as the number 1712345678: the leading zero comes back.
function cellText(cell: ExcelJS.Cell): string {
  if (typeof cell.value === 'number' && /^1\d{9}$/.test(String(cell.value))) return `0${cell.value}`;
  return cell.text ?? '';
}

/** The rows of the first worksheet of an Excel workbook (.xlsx); row 1 is the header. */
export async function readRosterXlsx(base64: string): Promise<RosterRow[]> {
  const table = await readXlsxTable(
    base64,
    {
      notWorkbook: 'Save the roster as .xlsx (or CSV) and try again.',
      noSheet: 'Put the roster on the first sheet.',
    },
    cellText,
  );
  return rosterRowsOf(table);
}

/** The rows of a roster file, CSV or .xlsx. */
export function readRosterFile(file: RosterFileBody): Promise<RosterRow[]> {
  return file.xlsx !== undefined ? readRosterXlsx(file.xlsx) : Promise.resolve(readRosterCsv(file.csv ?? ''));
}
