import { subjectHasQa } from './qa/rules';

/** An item as the access rule needs it: its subject and course. */
export interface PlacedItem {
  id: string;
  subjectId: string;
  courseId: string;
}

/** What one group grants: courses whole, and items one by one (of any course). */
export interface GroupGrants {
  courseIds: readonly string[];
  items: readonly PlacedItem[];
}

/**
 * What a student may see, from the grants of their groups:
 * - a course a group grants whole gives every subject and item of it;
 * - an item granted one by one gives that item and, with it, its subject and course (shown as not
 *   whole: `hasFullAccess: false`).
 * A student in no group sees nothing.
 */
export interface StudentAccess {
  /** Courses granted whole by some group. */
  fullCourseIds: ReadonlySet<string>;
  /** Items granted one by one. */
  itemIds: ReadonlySet<string>;
  /** Subjects and courses of the items granted one by one. */
  itemSubjectIds: ReadonlySet<string>;
  itemCourseIds: ReadonlySet<string>;
}

/** The access the grants of a student's groups give together. */
export function accessOf(grants: readonly GroupGrants[]): StudentAccess {
  const items = grants.flatMap((g) => g.items);
  return {
    fullCourseIds: new Set(grants.flatMap((g) => g.courseIds)),
    itemIds: new Set(items.map((i) => i.id)),
    itemSubjectIds: new Set(items.map((i) => i.subjectId)),
    itemCourseIds: new Set(items.map((i) => i.courseId)),
  };
}

/** True when the student sees the course (whole or through some of its items). */
export function seesCourse(access: StudentAccess, courseId: string): boolean {
  return access.fullCourseIds.has(courseId) || access.itemCourseIds.has(courseId);
}

/** True when the student sees the subject. */
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

/** What students see of one subject: how many of its items, and whether they may ask questions in it. */
export interface SubjectAccess {
  _id: string;
  name: string;
  items: number;
  qa: boolean;
}

/** What students see of one course: whole or item by item, and which of its subjects. */
export interface CourseAccess {
  _id: string;
  name: string;
  whole: boolean;
  subjects: SubjectAccess[];
}

/** The catalogue the access view is cut from: courses with their Q&A switch, subjects, items. */
export interface AccessCatalogue {
  courses: readonly { id: string; name: string; qa: boolean; type: string }[];
  subjects: readonly { id: string; courseId: string; name: string; qa: boolean }[];
  items: readonly PlacedItem[];
}

/**
 * What the holder of `access` sees, course by course in the catalogue's order: each course seen, whole
 * or not, with the subjects seen, the count of their items seen, and whether the subject takes questions.
 */
export function accessView(access: StudentAccess, catalogue: AccessCatalogue): CourseAccess[] {
  return catalogue.courses
    .filter((c) => seesCourse(access, c.id))
    .map((c) => ({
      _id: c.id,
      name: c.name,
      whole: access.fullCourseIds.has(c.id),
      subjects: catalogue.subjects
        .filter((s) => s.courseId === c.id && seesSubject(access, s))
        .map((s) => ({
          _id: s.id,
          name: s.name,
          items: catalogue.items.filter((i) => i.subjectId === s.id && seesItem(access, i)).length,
          qa: subjectHasQa(c, s),
        })),
    }));
}

/** What a change takes away from one subject: the items no longer seen and whether questions stop. */
export interface SubjectLoss {
  _id: string;
  name: string;
  items: number;
  qa: boolean;
}

/** What a change takes away from one course: the course itself (`whole`) or only some subjects and items. */
export interface CourseLoss {
  _id: string;
  name: string;
  /** The course is no longer seen at all. */
  gone: boolean;
  subjects: SubjectLoss[];
}

/** What students see before a change and no longer after it, course by course (empty: nothing lost). */
export function accessLoss(before: readonly CourseAccess[], after: readonly CourseAccess[]): CourseLoss[] {
  return before.flatMap((course) => {
    const kept = after.find((c) => c._id === course._id);
    const subjects = course.subjects.flatMap((s) => {
      const still = kept?.subjects.find((k) => k._id === s._id);
      const items = s.items - (still?.items ?? 0);
      const qa = s.qa && !still?.qa;
      return items > 0 || qa || !still ? [{ _id: s._id, name: s.name, items: Math.max(items, 0), qa }] : [];
    });
    return !kept || subjects.length > 0
      ? [{ _id: course._id, name: course.name, gone: !kept, subjects }]
      : [];
  });
}
