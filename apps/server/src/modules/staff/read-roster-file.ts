import type { RosterFileBody, RosterRow } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';

const REQUIRED = ['name', 'sid', 'phone'] as const;
const COLUMNS = ['name', 'sid', 'phone', 'contact', 'branch', 'session', 'groups'] as const;
const MAX_ROWS = 20_000;

/** A table read from a file: its header line and each later line with its line number. */
interface Table {
  header: string[];
  lines: { row: number; cells: string[] }[];
}

/**
 * Turns a roster table into rows (every column as trimmed text), after checking it has the required
 * columns and at least one and at most 20,000 students.
 */
export function rosterRowsOf({ header, lines }: Table): RosterRow[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length)
    throw badRequest('The roster is missing columns', `Add the column(s): ${missing.join(', ')}.`);
  if (lines.length === 0)
    throw badRequest('The roster is empty', 'Add one student per line under the header.');
  if (lines.length > MAX_ROWS)
    throw badRequest('The roster is too long', 'Import at most 20,000 students at once.');
  const at = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)]));
  return lines.map(({ row, cells }) => {
    const cell = (c: (typeof COLUMNS)[number]) => (at[c]! >= 0 ? (cells[at[c]!] ?? '').trim() : '');
    return {
      row,
      name: cell('name'),
      sid: cell('sid'),
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
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw badRequest('This is not an Excel workbook', 'Save the roster as .xlsx (or CSV) and try again.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no worksheet', 'Put the roster on the first sheet.');
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
  return rosterRowsOf({ header, lines });
}

/** The rows of a roster file, CSV or .xlsx. */
export function readRosterFile(file: RosterFileBody): Promise<RosterRow[]> {
  return file.xlsx !== undefined ? readRosterXlsx(file.xlsx) : Promise.resolve(readRosterCsv(file.csv ?? ''));
}
