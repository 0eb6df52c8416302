import type { AppContext } from '../../context';
import { assertVisible, seesCourse, seesItem, seesSubject } from './access';
import { studentAccess } from './access-repository';
import {
  filesOfItems,
  findCourse,
  itemsOfSubjects,
  subjectsOfCourses,
  videosOfItems,
} from './content-repository';
import { completedInCourse } from './progress-repository';
import { isWatchable } from './views';

/**
 * GET /course/{courseId}/subject-completion: per subject the student sees, how many of its watchable
 * videos and notes they completed.
 */
export async function getSubjectCompletion(ctx: AppContext, studentId: string, courseId: string) {
  const access = await studentAccess(ctx.db, studentId);
  const course = await findCourse(ctx.db, courseId);
  assertVisible(course, (c) => seesCourse(access, c.id), 'Course');
  const subjects = (await subjectsOfCourses(ctx.db, [courseId])).filter((s) => seesSubject(access, s));
  const items = (
    await itemsOfSubjects(
      ctx.db,
      subjects.map((s) => s.id),
    )
  ).filter((i) => seesItem(access, i));
  const itemIds = items.map((i) => i.id);
  const [videos, files, completed] = await Promise.all([
    videosOfItems(ctx.db, itemIds),
    filesOfItems(ctx.db, itemIds),
    completedInCourse(ctx.db, studentId, courseId),
  ]);
  const subjectOfItem = new Map(items.map((i) => [i.id, i.subjectId]));
  const contents = [
    ...videos.filter(isWatchable).map((v) => ({ id: v.id, itemId: v.itemId })),
    ...files.map((f) => ({ id: f.id, itemId: f.itemId })),
  ];
  return subjects.map((s) => {
    const own = contents.filter((c) => subjectOfItem.get(c.itemId) === s.id);
    const completedCount = own.filter((c) => completed.has(c.id)).length;
    return {
      subjectId: s.id,
      completed: completedCount,
      total: own.length,
      percentage: own.length === 0 ? 0 : Math.round((completedCount / own.length) * 100),
    };
  });
}
