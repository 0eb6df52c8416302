import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, courses, qaMentorSubjects, staff, subjects } from '../../db/schema';

/** A chapter with its subject and course (and whether they have a forum), or undefined when the id is not a chapter. */
export async function findChapterPlace(db: Queryable, chapterId: string) {
  const [row] = await db
    .select({
      chapterName: contentItems.name,
      subjectId: contentItems.subjectId,
      courseId: contentItems.courseId,
      course: { qa: courses.qa, type: courses.type },
      subject: { qa: subjects.qa },
    })
    .from(contentItems)
    .innerJoin(courses, eq(courses.id, contentItems.courseId))
    .innerJoin(subjects, eq(subjects.id, contentItems.subjectId))
    .where(and(eq(contentItems.id, chapterId), eq(contentItems.kind, 'chapter')));
  return row;
}

/** The subjects a mentor answers. */
export async function mentorSubjectIds(db: Queryable, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: qaMentorSubjects.subjectId })
    .from(qaMentorSubjects)
    .where(eq(qaMentorSubjects.staffId, staffId));
  return rows.map((r) => r.id);
}

/** Replaces the subjects a mentor answers. */
export async function replaceMentorSubjects(db: Queryable, staffId: string, subjectIds: readonly string[]) {
  await db.delete(qaMentorSubjects).where(eq(qaMentorSubjects.staffId, staffId));
  if (subjectIds.length > 0)
    await db.insert(qaMentorSubjects).values(subjectIds.map((subjectId) => ({ staffId, subjectId })));
}

/** The ids among `ids` that are subjects. */
export async function existingSubjectIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** A staff member's roles, or undefined when there is no such account. */
export async function findStaffRoles(db: Queryable, staffId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ roles: staff.roles }).from(staff).where(eq(staff.id, staffId));
  return row?.roles;
}
