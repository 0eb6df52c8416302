import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { contentItems, courses, fileContents, groups, subjects, videoContents } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';

const TABLES = {
  course: courses,
  subject: subjects,
  item: contentItems,
  video: videoContents,
  file: fileContents,
} as const;

/** What staff can delete. */
export type Deletable = keyof typeof TABLES;

/**
 * Deletes a course, subject, item, video or file with everything under it (the database cascades).
 * Groups of a deleted course are left without a course. Stored files stay in storage.
 */
export async function deleteContent(
  ctx: AppContext,
  what: Deletable,
  id: string,
): Promise<{ deleted: true }> {
  const table = TABLES[what];
  const gone = await ctx.db.transaction(async (tx) => {
    if (what === 'course') await tx.update(groups).set({ courseId: null }).where(eq(groups.courseId, id));
    return tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  });
  if (gone.length === 0) throw notFound('Not found', `No such ${what}.`);
  return { deleted: true };
}
