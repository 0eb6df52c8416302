import { accessOf, courseIdsOf, type GroupGrants, type StudentAccess } from '@lms/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, groupCourses, groupItems, groupMembers, subjects } from '../../db/schema';

/** What the given groups grant: their whole courses and their items granted one by one. */
export async function grantsOfGroups(db: Queryable, groupIds: readonly string[]): Promise<GroupGrants> {
  if (groupIds.length === 0) return { courseIds: [], items: [] };
  const [courses, items] = await Promise.all([
    db
      .select({ courseId: groupCourses.courseId })
      .from(groupCourses)
      .where(inArray(groupCourses.groupId, [...groupIds])),
    db
      .select({ id: contentItems.id, subjectId: contentItems.subjectId, courseId: contentItems.courseId })
      .from(groupItems)
      .innerJoin(contentItems, eq(contentItems.id, groupItems.itemId))
      .where(inArray(groupItems.groupId, [...groupIds])),
  ]);
  return { courseIds: courses.map((c) => c.courseId), items };
}

/** The content a student's groups grant (see StudentAccess). */
export async function studentAccess(db: Queryable, studentId: string): Promise<StudentAccess> {
  const memberOf = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.studentId, studentId));
  return accessOf([
    await grantsOfGroups(
      db,
      memberOf.map((g) => g.id),
    ),
  ]);
}

/**
 * The ids of the subjects a student sees through their groups (whole courses and granted items).
 * Other areas (Q&A) use this to limit a student to their groups' subjects.
 */
export async function visibleSubjectIds(db: Queryable, studentId: string): Promise<string[]> {
  const access = await studentAccess(db, studentId);
  const courseIds = [...access.fullCourseIds];
  const whole =
    courseIds.length === 0
      ? []
      : await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.courseId, courseIds));
  return [...new Set([...whole.map((s) => s.id), ...access.itemSubjectIds])];
}

/** The ids of the courses a student sees through their groups. */
export async function visibleCourseIds(db: Queryable, studentId: string): Promise<string[]> {
  return courseIdsOf(await studentAccess(db, studentId));
}
