import { subjectHasQa } from '@lms/domain';
import type { CourseTree } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listChaptersOfSubjects, listCoursesByIds, listSubjectsByIds } from './course-tree-repository';
import { studentSubjectIds } from './scope';

/**
 * GET /student/courseByStudentWithSubjectAndChapter: the courses holding the subjects of the
 * student's groups, each with those subjects and their chapters, in staff order; `qa` lists the
 * subjects with a forum (those whose Q&A is on, on a course with Q&A; none otherwise).
 */
export async function getCourseTree(ctx: AppContext, studentId: string): Promise<CourseTree[]> {
  const subjectIds = await studentSubjectIds(ctx.db, studentId);
  if (subjectIds.length === 0) return [];
  const subjectRows = await listSubjectsByIds(ctx.db, subjectIds);
  const courseRows = await listCoursesByIds(ctx.db, [...new Set(subjectRows.map((s) => s.courseId))]);
  const chapterRows = await listChaptersOfSubjects(ctx.db, subjectIds);

  return courseRows.map((c) => {
    const courseSubjects = subjectRows.filter((s) => s.courseId === c.id);
    return {
      _id: c.id,
      name: c.name,
      description: c.description,
      image: c.image,
      type: c.type,
      qa: courseSubjects.filter((s) => subjectHasQa(c, s)).map((s) => s.id),
      subjects: courseSubjects.map((s) => ({
        _id: s.id,
        name: s.name,
        chapters: chapterRows
          .filter((ch) => ch.subjectId === s.id)
          .map((ch) => ({ _id: ch.id, name: ch.name })),
      })),
    };
  });
}
