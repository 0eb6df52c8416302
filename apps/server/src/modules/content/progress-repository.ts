import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentCompletions, contentRatings, subjectStarts, videoContents } from '../../db/schema';

/** The ids among `contentIds` the student completed. */
export async function completedAmong(
  db: Queryable,
  studentId: string,
  contentIds: string[],
): Promise<Set<string>> {
  if (contentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: contentCompletions.contentId })
    .from(contentCompletions)
    .where(
      and(eq(contentCompletions.studentId, studentId), inArray(contentCompletions.contentId, contentIds)),
    );
  return new Set(rows.map((r) => r.id));
}

/** The student's ratings of videos, by video id. */
export async function ratingsOf(
  db: Queryable,
  studentId: string,
  videoIds: string[],
): Promise<Map<string, number>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contentRatings.videoId, rating: contentRatings.rating })
    .from(contentRatings)
    .where(and(eq(contentRatings.studentId, studentId), inArray(contentRatings.videoId, videoIds)));
  return new Map(rows.map((r) => [r.id, Number(r.rating)]));
}

/** Records a completion once; later calls change nothing. True when it was new. */
export async function recordCompletion(
  db: Queryable,
  row: typeof contentCompletions.$inferInsert,
): Promise<boolean> {
  const added = await db
    .insert(contentCompletions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: contentCompletions.contentId });
  return added.length > 0;
}

/**
 * Sets the student's rating of a video (one per student) and keeps the video's sum and count in
 * step, in one transaction, so averages need no aggregation on read.
 */
export async function upsertRating(
  db: Queryable,
  input: { videoId: string; studentId: string; rating: number; at: Date },
): Promise<{ sum: number; count: number }> {
  return db.transaction(async (tx) => {
    // The video's row lock orders concurrent ratings, so two first ratings never both count as new.
    await tx
      .select({ id: videoContents.id })
      .from(videoContents)
      .where(eq(videoContents.id, input.videoId))
      .for('update');
    const [before] = await tx
      .select({ rating: contentRatings.rating })
      .from(contentRatings)
      .where(and(eq(contentRatings.videoId, input.videoId), eq(contentRatings.studentId, input.studentId)));
    await tx
      .insert(contentRatings)
      .values({
        videoId: input.videoId,
        studentId: input.studentId,
        rating: input.rating,
        updatedAt: input.at,
      })
      .onConflictDoUpdate({
        target: [contentRatings.videoId, contentRatings.studentId],
        set: { rating: input.rating, updatedAt: input.at },
      });
    const delta = input.rating - (before ? Number(before.rating) : 0);
    const [after] = await tx
      .update(videoContents)
      .set({
        ratingSum: sql`${videoContents.ratingSum} + ${delta}`,
        ratingCount: sql`${videoContents.ratingCount} + ${before ? 0 : 1}`,
      })
      .where(eq(videoContents.id, input.videoId))
      .returning({ sum: videoContents.ratingSum, count: videoContents.ratingCount });
    return { sum: Number(after!.sum), count: after!.count };
  });
}

/** The ids of the contents of a course the student completed. */
export async function completedInCourse(
  db: Queryable,
  studentId: string,
  courseId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: contentCompletions.contentId })
    .from(contentCompletions)
    .where(and(eq(contentCompletions.studentId, studentId), eq(contentCompletions.courseId, courseId)));
  return new Set(rows.map((r) => r.id));
}

/** Records that the student opened a subject: the first time once, the latest time always. */
export async function recordSubjectStart(
  db: Queryable,
  input: { studentId: string; subjectId: string; at: Date },
): Promise<{ startedAt: Date; lastOpenedAt: Date }> {
  const { studentId, subjectId, at } = input;
  const [row] = await db
    .insert(subjectStarts)
    .values({ studentId, subjectId, startedAt: at, lastOpenedAt: at })
    .onConflictDoUpdate({
      target: [subjectStarts.studentId, subjectStarts.subjectId],
      set: { lastOpenedAt: at },
    })
    .returning();
  return row!;
}
