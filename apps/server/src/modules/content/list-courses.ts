import type { AppContext } from '../../context';
import { courseIdsOf, seesSubject } from './access';
import { studentAccess } from './access-repository';
import { findCourses, subjectsOfCourses } from './content-repository';
import { courseView } from './views';

/**
 * GET /course: the courses the student's groups grant, in the staff's order, each with the
 * subjects the student sees. Also the profile's `courses`.
 */
export async function listStudentCourses(ctx: AppContext, studentId: string) {
  const access = await studentAccess(ctx.db, studentId);
  const ids = courseIdsOf(access);
  const [rows, subjects] = await Promise.all([findCourses(ctx.db, ids), subjectsOfCourses(ctx.db, ids)]);
  return rows.map((course) =>
    courseView(
      course,
      access.fullCourseIds.has(course.id),
      subjects.filter((s) => s.courseId === course.id && seesSubject(access, s)),
    ),
  );
}
