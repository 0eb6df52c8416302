import type { CourseCard, StudyItem, SubjectCard, SubjectCompletion } from '@lms/domain/contract';
import { readJson, writeJson } from './storage';

/**
 * The study lists the app keeps in localStorage (under the names the original client uses), so that pages
 * render at once on a revisit while fresh data loads. Lists are kept by their parent's id.
 */
export const contentCacheKeys = {
  courses: 'courses',
  selectedCourse: 'selectedCourse',
  selectedSubject: 'selectedSubject',
  allSubjects: 'allSubjects',
  allChapters: 'allChapters',
  allLectures: 'allLectures',
  allQuestionSolves: 'allQuestionSolves',
  courseCompletionData: 'courseCompletionData',
} as const;

/** The item-list key of each item kind. */
export const itemCacheKeys = {
  lecture: contentCacheKeys.allLectures,
  chapter: contentCacheKeys.allChapters,
  'question-solve': contentCacheKeys.allQuestionSolves,
} as const;

/** A value of a cached map (by course or subject id), or undefined. */
function readEntry<T>(key: string, id: string): T | undefined {
  const map = readJson<Record<string, T>>(localStorage, key);
  return map && typeof map === 'object' ? map[id] : undefined;
}

function writeEntry<T>(key: string, id: string, value: T): void {
  const map = readJson<Record<string, T>>(localStorage, key);
  writeJson(localStorage, key, { ...(map && typeof map === 'object' ? map : {}), [id]: value });
}

/** The cached courses. */
export function readCourses(): CourseCard[] | undefined {
  const list = readJson<CourseCard[]>(localStorage, contentCacheKeys.courses);
  return Array.isArray(list) ? list : undefined;
}

/** Keeps the courses. */
export function writeCourses(courses: readonly CourseCard[]): void {
  writeJson(localStorage, contentCacheKeys.courses, courses);
}

/** The cached subjects of a course. */
export const readSubjects = (courseId: string) =>
  readEntry<SubjectCard[]>(contentCacheKeys.allSubjects, courseId);
/** Keeps the subjects of a course. */
export const writeSubjects = (courseId: string, subjects: readonly SubjectCard[]) =>
  writeEntry(contentCacheKeys.allSubjects, courseId, subjects);

/** The cached items of a kind of a subject. */
export const readItems = (kind: keyof typeof itemCacheKeys, subjectId: string) =>
  readEntry<StudyItem[]>(itemCacheKeys[kind], subjectId);
/** Keeps the items of a kind of a subject. */
export const writeItems = (
  kind: keyof typeof itemCacheKeys,
  subjectId: string,
  items: readonly StudyItem[],
) => writeEntry(itemCacheKeys[kind], subjectId, items);

/** The cached per-subject completion of a course. */
export const readCompletion = (courseId: string) =>
  readEntry<SubjectCompletion[]>(contentCacheKeys.courseCompletionData, courseId);
/** Keeps the per-subject completion of a course. */
export const writeCompletion = (courseId: string, completion: readonly SubjectCompletion[]) =>
  writeEntry(contentCacheKeys.courseCompletionData, courseId, completion);

/** The course last opened. */
export function readSelectedCourse(): CourseCard | undefined {
  return readJson<CourseCard>(localStorage, contentCacheKeys.selectedCourse) ?? undefined;
}

/** Remembers the course opened. */
export function writeSelectedCourse(course: CourseCard): void {
  writeJson(localStorage, contentCacheKeys.selectedCourse, course);
}

/** The subject last opened. */
export function readSelectedSubject(): SubjectCard | undefined {
  return readJson<SubjectCard>(localStorage, contentCacheKeys.selectedSubject) ?? undefined;
}

/** Remembers the subject opened. */
export function writeSelectedSubject(subject: SubjectCard): void {
  writeJson(localStorage, contentCacheKeys.selectedSubject, subject);
}
