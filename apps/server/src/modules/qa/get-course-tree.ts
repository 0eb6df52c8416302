import type { CourseTree } from '@lms/domain/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentItems, courses, subjects } from '../../db/schema';
import { studentSubjectIds } from './scope';

/**
 * GET /student/courseByStudentWithSubjectAndChapter: the courses holding the subjects of the
 * student's groups, each with those subjects and their chapters, in staff order.
 */
export async function getCourseTree(ctx: AppContext, studentId: string): Promise<CourseTree[]> {
  const subjectIds = await studentSubjectIds(ctx.db, studentId);
  if (subjectIds.length === 0) return [];
  const subjectRows = await ctx.db
    .select({ id: subjects.id, name: subjects.name, courseId: subjects.courseId })
    .from(subjects)
    .where(inArray(subjects.id, subjectIds))
    .orderBy(asc(subjects.position), asc(subjects.createdAt));
  const courseRows = await ctx.db
    .select()
    .from(courses)
    .where(inArray(courses.id, [...new Set(subjectRows.map((s) => s.courseId))]))
    .orderBy(asc(courses.position), asc(courses.createdAt));
  const chapterRows = await ctx.db
    .select({ id: contentItems.id, name: contentItems.name, subjectId: contentItems.subjectId })
    .from(contentItems)
    .where(and(inArray(contentItems.subjectId, subjectIds), eq(contentItems.kind, 'chapter')))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));

  return courseRows.map((c) => ({
    _id: c.id,
    name: c.name,
    description: c.description,
    image: c.image,
    type: c.type,
    qa: c.qa || c.type === 'qna',
    subjects: subjectRows
      .filter((s) => s.courseId === c.id)
      .map((s) => ({
        _id: s.id,
        name: s.name,
        chapters: chapterRows
          .filter((ch) => ch.subjectId === s.id)
          .map((ch) => ({ _id: ch.id, name: ch.name })),
      })),
  }));
}
