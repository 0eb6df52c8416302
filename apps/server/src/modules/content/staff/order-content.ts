import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { type Orderable, parentsOf, setPositions } from './catalog-repository';

/**
 * Puts courses, or the subjects of one course, the items of one subject, the videos or files of one
 * item, in the order of `ids` (the order students then see). Every id must exist and share a parent.
 */
export async function orderContent(ctx: AppContext, what: Orderable, ids: string[]) {
  if (new Set(ids).size !== ids.length) throw badRequest('Repeated id', 'List each id once.');
  const parents = await parentsOf(ctx.db, what, ids);
  if (parents.size !== ids.length) throw badRequest('Unknown id', `Every id must be one of the ${what}.`);
  if (new Set(parents.values()).size > 1) {
    throw badRequest('Mixed parents', `Order the ${what} of one parent at a time.`);
  }
  await setPositions(ctx.db, what, ids);
  return { ordered: ids.length };
}
