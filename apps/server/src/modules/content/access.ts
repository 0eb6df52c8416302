import { notFound } from '../../lib/http-error';

/**
 * What a student may see, from their groups:
 * - a group's `courseId` grants that whole course: every subject and item of it;
 * - a group's granted items (`group_items`) grant those items one by one, in any course, and with
 *   them their subject and course (shown with `hasFullAccess: false`).
 * A student in no group sees nothing.
 */
export interface StudentAccess {
  groupIds: string[];
  /** Courses granted whole by a group. */
  fullCourseIds: ReadonlySet<string>;
  /** Items granted one by one. */
  itemIds: ReadonlySet<string>;
  /** Subjects and courses of the items granted one by one. */
  itemSubjectIds: ReadonlySet<string>;
  itemCourseIds: ReadonlySet<string>;
}

/** True when the student sees the course (whole or through some of its items). */
export function seesCourse(access: StudentAccess, courseId: string): boolean {
  return access.fullCourseIds.has(courseId) || access.itemCourseIds.has(courseId);
}

/** True when the student sees the subject of `courseId`. */
export function seesSubject(access: StudentAccess, subject: { id: string; courseId: string }): boolean {
  return access.fullCourseIds.has(subject.courseId) || access.itemSubjectIds.has(subject.id);
}

/** True when the student sees the item. */
export function seesItem(access: StudentAccess, item: { id: string; courseId: string }): boolean {
  return access.fullCourseIds.has(item.courseId) || access.itemIds.has(item.id);
}

/** The ids of every course the student sees. */
export function courseIdsOf(access: StudentAccess): string[] {
  return [...new Set([...access.fullCourseIds, ...access.itemCourseIds])];
}

/**
 * Throws the 404 of something outside the student's groups: it is not theirs to know it exists.
 * Narrows `found` to defined.
 */
export function assertVisible<T>(
  found: T | undefined,
  visible: (t: T) => boolean,
  what: string,
): asserts found is T {
  if (!found || !visible(found))
    throw notFound(`${what} not found`, `This ${what.toLowerCase()} is not in your courses.`);
}
