import type { AppContext } from '../../context';
import { assertVisible, seesCourse, seesItem, seesSubject } from './access';
import { studentAccess } from './access-repository';
import { findCourse, itemsOfSubjects, subjectsOfCourses } from './content-repository';
import { subjectView } from './views';

/** GET /subject/by-course-id/{courseId}: the subjects of a course the student sees (404 outside their groups). */
export async function listCourseSubjects(ctx: AppContext, studentId: string, courseId: string) {
  const access = await studentAccess(ctx.db, studentId);
  const course = await findCourse(ctx.db, courseId);
  assertVisible(course, (c) => seesCourse(access, c.id), 'Course');
  const subjects = (await subjectsOfCourses(ctx.db, [courseId])).filter((s) => seesSubject(access, s));
  const chapters = (
    await itemsOfSubjects(
      ctx.db,
      subjects.map((s) => s.id),
      'chapter',
    )
  ).filter((c) => seesItem(access, c));
  return subjects.map((s) =>
    subjectView(
      s,
      chapters.filter((c) => c.subjectId === s.id),
    ),
  );
}
