import type { RosterFileBody, RosterPreview } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { checkRoster } from './check-roster';
import { readRosterFile } from './read-roster-file';

/**
 * The dry run of a roster import: reads the CSV or .xlsx file and checks every row by the import's
 * rule (a number admitted already is an error), and names the branches an import would create (with
 * `createBranches`; without it they are errors). Nothing is written.
 */
export async function previewRoster(ctx: AppContext, file: RosterFileBody): Promise<RosterPreview> {
  const rows = await readRosterFile(file);
  const { errors, newBranches } = await checkRoster(ctx, rows, {
    existing: 'reject',
    createBranches: file.createBranches ?? false,
  });
  return { total: rows.length, rows, errors, newBranches };
}
