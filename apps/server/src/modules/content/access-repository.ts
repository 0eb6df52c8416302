import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, groupItems, groupMembers, groups, subjects } from '../../db/schema';
import { courseIdsOf, type StudentAccess } from './access';

/** The content a student's groups grant (see StudentAccess). Two indexed queries. */
export async function studentAccess(db: Queryable, studentId: string): Promise<StudentAccess> {
  const memberOf = await db
    .select({ id: groups.id, courseId: groups.courseId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.studentId, studentId));
  const groupIds = memberOf.map((g) => g.id);
  const granted =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: contentItems.id, subjectId: contentItems.subjectId, courseId: contentItems.courseId })
          .from(groupItems)
          .innerJoin(contentItems, eq(contentItems.id, groupItems.itemId))
          .where(inArray(groupItems.groupId, groupIds));
  return {
    groupIds,
    fullCourseIds: new Set(memberOf.flatMap((g) => (g.courseId ? [g.courseId] : []))),
    itemIds: new Set(granted.map((i) => i.id)),
    itemSubjectIds: new Set(granted.map((i) => i.subjectId)),
    itemCourseIds: new Set(granted.map((i) => i.courseId)),
  };
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
