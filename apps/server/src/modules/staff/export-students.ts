import { dhakaDay, localPhoneOf } from '@lms/domain';
import type { ExportStudentsBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { type TableFile, tableFile } from '../../lib/table-file';
import { selectionOf } from './bulk-update-students';
import { countAdmitted, exportRows } from './student-bulk-repository';

const HEADER = ['Name', 'Roll', 'Mobile', 'Guardian', 'Branch', 'Session', 'Groups', 'Status', 'Admitted'];

/**
 * The chosen students (by id or by the list's filter) as a spreadsheet or CSV, by name: mobile numbers
 * in their local form, the admission day (Dhaka) as YYYY-MM-DD. An id that is not an admitted student is
 * refused with 400.
 */
export async function exportStudents(
  ctx: Pick<AppContext, 'db'>,
  body: ExportStudentsBody,
): Promise<TableFile> {
  const selection = selectionOf(body);
  if (
    'studentIds' in selection &&
    (await countAdmitted(ctx.db, selection.studentIds)) !== selection.studentIds.length
  )
    throw badRequest('Unknown student', 'Some of the chosen students are not admitted here.');
  const rows = (await exportRows(ctx.db, selection)).map((s) => [
    s.name,
    s.sid,
    localPhoneOf(s.username),
    s.contact,
    s.branchName,
    s.session,
    s.groupNames,
    !s.active ? 'Deactivated' : s.registered ? 'Registered' : 'Not registered',
    dhakaDay(s.createdAt),
  ]);
  return tableFile(body.format ?? 'xlsx', 'students', HEADER, rows);
}
