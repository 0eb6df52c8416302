import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, courses, subjects } from '../../db/schema';

/** The subjects among `ids` with their course, in staff order. */
export function listSubjectsByIds(db: Queryable, ids: readonly string[]) {
  return db
    .select({ id: subjects.id, name: subjects.name, courseId: subjects.courseId, qa: subjects.qa })
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

/**
 * Subjects with their course's name, in staff order: those among `ids`, or (null) every subject of
 * a course with a Q&A forum.
 */
export function listSubjectsWithCourse(db: Queryable, ids: readonly string[] | null) {
  return db
    .select({ id: subjects.id, name: subjects.name, courseId: courses.id, courseName: courses.name })
    .from(subjects)
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(ids ? inArray(subjects.id, [...ids]) : eq(courses.qa, true))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(subjects.position), asc(subjects.createdAt));
}
