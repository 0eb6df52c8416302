import type { ImportReport } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { admitStudents } from './admit-students';
import { checkRoster } from './check-roster';
import { notifyJoinedGroups } from './notify-joined-groups';
import { readRosterCsv } from './read-roster-file';

/**
 * Imports a roster CSV with the columns name, sid, phone, contact, branch, session, groups (group names
 * separated by `;`) in one call. Good rows are admitted (or update the student with that number); bad
 * rows are reported, not guessed at.
 */
export async function importRoster(ctx: AppContext, csv: string): Promise<ImportReport> {
  const { good, errors } = await checkRoster(ctx, readRosterCsv(csv), { existing: 'update' });
  const done = good.length
    ? await admitStudents(
        ctx,
        good.map(({ row: _row, ...a }) => a),
      )
    : [];
  await notifyJoinedGroups(ctx, done);
  const created = done.filter((d) => d.created).length;
  return { created, updated: done.length - created, errors };
}
