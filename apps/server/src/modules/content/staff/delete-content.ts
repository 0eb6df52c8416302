import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { type Deletable, deleteCatalogRow } from './catalog-repository';

/**
 * Deletes a course, subject, item, video or file with everything under it (the database cascades).
 * Groups of a deleted course are left without a course. Stored files stay in storage.
 */
export async function deleteContent(
  ctx: AppContext,
  what: Deletable,
  id: string,
): Promise<{ deleted: true }> {
  if (!(await deleteCatalogRow(ctx.db, what, id))) throw notFound('Not found', `No such ${what}.`);
  return { deleted: true };
}
