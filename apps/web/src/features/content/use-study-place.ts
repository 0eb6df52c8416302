import type { CourseCard } from '@lms/domain/contract';
import { readSelectedCourse } from '../../lib/content-cache';
import { useCourses } from './api/get-courses';

/** The course and subject a page is about, with their names for the breadcrumbs. */
export interface StudyPlace {
  course?: { _id: string; name: string; description?: string };
  subject?: { _id: string; name: string };
}

function findIn(
  courses: readonly CourseCard[] | undefined,
  courseId?: string,
  subjectId?: string,
): StudyPlace {
  const course = courses?.find(
    (c) => c._id === courseId || (subjectId !== undefined && c.subjects.some((s) => s._id === subjectId)),
  );
  return { course, subject: course?.subjects.find((s) => s._id === subjectId) };
}

/**
 * Finds a course (by id, or as the course of a subject) and subject in the student's courses, which
 * list every subject they see: pages opened from a link or a notification get their names too.
 */
export function useStudyPlace(ids: { courseId?: string; subjectId?: string }): StudyPlace {
  const courses = useCourses();
  const found = findIn(courses.data, ids.courseId, ids.subjectId);
  if (found.course) return found;
  const selected = readSelectedCourse();
  return selected && selected._id === ids.courseId ? { course: selected } : found;
}
