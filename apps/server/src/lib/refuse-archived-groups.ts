import { archivedGroupNames } from '../db/archived-groups';
import type { Queryable } from '../db/client';
import { conflict } from './http-error';

/**
 * Refuses (409) new work for an archived group: students, exams, courses, items, notices or fee plans.
 * Its history stays readable and it can lose what it has; it takes new work once it is brought back.
 */
export async function refuseArchivedGroups(db: Queryable, groupIds: readonly string[]): Promise<void> {
  const names = await archivedGroupNames(db, groupIds);
  if (names.length === 0) return;
  throw conflict(
    'This group is archived',
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} archived. Bring it back (Groups, Archived) before giving it new students, exams, courses or notices.`,
  );
}
