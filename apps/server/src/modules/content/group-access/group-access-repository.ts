import type { AccessCatalogue } from '@lms/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { contentItems, groupMembers } from '../../../db/schema';
import { findCourses, subjectsOfCourses } from '../content-repository';

/** The courses, their subjects and items: what a view of access is cut from. */
export async function accessCatalogue(db: Queryable, courseIds: readonly string[]): Promise<AccessCatalogue> {
  const ids = [...new Set(courseIds)];
  const [courses, subjects, items] = await Promise.all([
    findCourses(db, ids),
    subjectsOfCourses(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ id: contentItems.id, subjectId: contentItems.subjectId, courseId: contentItems.courseId })
          .from(contentItems)
          .where(inArray(contentItems.courseId, ids))
          .orderBy(asc(contentItems.position), asc(contentItems.createdAt)),
  ]);
  return { courses, subjects, items };
}

/** How many students a group has. */
export async function memberCount(db: Queryable, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
}
