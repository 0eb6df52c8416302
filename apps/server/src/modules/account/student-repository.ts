import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstCourseIdOf } from '../../db/first-course-of';
import { branches, groupMembers, groups, students } from '../../db/schema';

/** The student with this username (88 + phone), if admitted. */
export async function findStudentByUsername(db: Db, username: string) {
  const [row] = await db.select().from(students).where(eq(students.username, username));
  return row;
}

/** A student with the branch and groups, for the profile. */
export async function findStudentProfile(db: Db, id: string) {
  const [row] = await db
    .select({ student: students, branch: branches })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(eq(students.id, id));
  if (!row) return undefined;
  const memberOf = await db
    .select({ id: groups.id, name: groups.name, courseId: firstCourseIdOf(groups.id) })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.studentId, id))
    .orderBy(groups.name);
  return { ...row, groups: memberOf };
}
