import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, courses, subjects } from '../../db/schema';

/** The subjects among `ids` with their course, in staff order. */
export function listSubjectsByIds(db: Queryable, ids: readonly string[]) {
  return db
    .select({ id: subjects.id, name: subjects.name, courseId: subjects.courseId })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]))
    .orderBy(asc(subjects.position), asc(subjects.createdAt));
}

/** The courses among `ids`, in staff order. */
export function listCoursesByIds(db: Queryable, ids: readonly string[]) {
  return db
    .select()
    .from(courses)
    .where(inArray(courses.id, [...ids]))
    .orderBy(asc(courses.position), asc(courses.createdAt));
}

/** The chapters of the subjects, in staff order. */
export function listChaptersOfSubjects(db: Queryable, subjectIds: readonly string[]) {
  return db
    .select({ id: contentItems.id, name: contentItems.name, subjectId: contentItems.subjectId })
    .from(contentItems)
    .where(and(inArray(contentItems.subjectId, [...subjectIds]), eq(contentItems.kind, 'chapter')))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}
