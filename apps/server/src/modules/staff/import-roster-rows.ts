import type { ImportRowsBody, ImportRowsReport } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { admitStudents } from './admit-students';
import { checkRoster } from './check-roster';
import { notifyJoinedGroups } from './notify-joined-groups';

/**
 * Admits one chunk of roster rows after checking them again by the preview's rule. While any row is bad,
 * nothing is written unless `skipInvalid`, which admits the good rows and skips the bad ones.
 */
export async function importRosterRows(
  ctx: AppContext,
  { rows, skipInvalid = false }: ImportRowsBody,
): Promise<ImportRowsReport> {
  const { good, errors } = await checkRoster(ctx, rows, 'reject');
  if (errors.length && !skipInvalid) return { created: 0, skipped: rows.length, errors };
  const done = good.length
    ? await admitStudents(
        ctx,
        good.map(({ row: _row, ...a }) => a),
      )
    : [];
  await notifyJoinedGroups(ctx, done);
  return { created: done.filter((d) => d.created).length, skipped: errors.length, errors };
}
