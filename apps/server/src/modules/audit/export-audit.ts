import { formatInstituteTime, type InstituteTime } from '@lms/domain';
import type { AuditEntry, AuditExportQuery } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import { csvLine } from '../../lib/csv';
import { getBranding } from '../branding/get-branding';
import { searchAudit } from './audit-repository';
import { describeEntries } from './describe-entries';
import { auditSearch } from './list-audit';

/** The most entries one file holds (newest first). */
export const AUDIT_EXPORT_MAX = 10_000;

/** The columns; times are in the institute's zone, which the first heading names. */
const headerOf = (time: InstituteTime) => [
  `When (${time.timeZone})`,
  'Staff',
  'Username',
  'Roles',
  'Action',
  'Target',
  'Students',
  'Changes',
  'Call',
  'From',
];

const changesText = (e: AuditEntry) =>
  e.changes.map((c) => `${c.label}${c.about ? ` (${c.about})` : ''}: ${c.before} -> ${c.after}`).join('; ');

const line = (time: InstituteTime) => (e: AuditEntry) => [
  formatInstituteTime(e.at, 'dayTime', time),
  e.name,
  e.username,
  e.roles.join(', '),
  e.actionText,
  e.target ? (e.target.name ?? e.target.id) : '',
  e.students.map((s) => s.name ?? s.id).join(', '),
  changesText(e),
  `${e.method} ${e.path}`,
  e.ip,
];

/**
 * GET /staff/audit/export: the filtered entries, newest first, in words as the log shows them, as a
 * workbook or a CSV (which opens with a BOM so a spreadsheet reads Bengali names right).
 */
export async function exportAudit(ctx: AppContext, query: AuditExportQuery) {
  const search = await auditSearch(ctx, query, { limit: AUDIT_EXPORT_MAX, offset: 0 });
  const time = await getBranding(ctx);
  const rows = (await describeEntries(ctx.db, (await searchAudit(ctx.db, search)).rows, time)).map(
    line(time),
  );
  const header = headerOf(time);
  if (query.format === 'csv')
    return {
      type: 'text/csv; charset=utf-8',
      name: 'audit-log.csv',
      body: Buffer.from(`\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`),
    };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Audit log');
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((c) => {
    c.width = 24;
  });
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: 'audit-log.xlsx',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
