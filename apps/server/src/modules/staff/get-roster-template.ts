import { ROSTER_COLUMNS, rosterExampleRow } from '@lms/domain';
import type { AppContext } from '../../context';
import { type TableFile, tableFile } from '../../lib/table-file';
import { listBranches, listGroups } from './org-repository';

/**
 * The roster template as .xlsx or CSV: the columns the import reads and one example student, who
 * names the institute's first branch and group when it has them, so the template passes the check.
 */
export async function getRosterTemplate(
  ctx: Pick<AppContext, 'db'>,
  format: 'xlsx' | 'csv',
): Promise<TableFile> {
  const [branches, groups] = await Promise.all([listBranches(ctx.db), listGroups(ctx.db)]);
  const example = rosterExampleRow({
    branch: branches[0]?.name,
    groups: groups.slice(0, 1).map((g) => g.name),
  });
  return tableFile(format, 'roster-template', ROSTER_COLUMNS, [example]);
}
