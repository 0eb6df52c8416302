import type { QaSubjectView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listChaptersOfSubjects, listSubjectsWithCourse } from './course-tree-repository';
import type { QaActor } from './scope';

/** The subjects a staff member answers (every Q&A course's for an admin), with course and chapters. */
export async function listStaffSubjects(ctx: AppContext, actor: QaActor): Promise<QaSubjectView[]> {
  if (actor.subjectIds?.length === 0) return [];
  const subjects = await listSubjectsWithCourse(ctx.db, actor.subjectIds);
  if (subjects.length === 0) return [];
  const chapters = await listChaptersOfSubjects(
    ctx.db,
    subjects.map((s) => s.id),
  );
  return subjects.map((s) => ({
    _id: s.id,
    name: s.name,
    courseId: s.courseId,
    courseName: s.courseName,
    chapters: chapters.filter((c) => c.subjectId === s.id).map((c) => ({ _id: c.id, name: c.name })),
  }));
}
