import { isReleased } from '@lms/domain';
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
 * videos and notes they completed, with the ids of the completed ones (`video`, `file`) where the
 * original client looks for a card's 100 %. `_id` is the subject's id: one entry per subject.
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
  const now = ctx.now();
  const contents = [
    ...videos.filter((v) => isWatchable(v, now)).map((v) => ({ id: v.id, itemId: v.itemId, type: 'video' })),
    ...files.filter((f) => isReleased(f, now)).map((f) => ({ id: f.id, itemId: f.itemId, type: 'file' })),
  ];
  return subjects.map((s) => {
    const own = contents.filter((c) => subjectOfItem.get(c.itemId) === s.id);
    const done = own.filter((c) => completed.has(c.id));
    const completedCount = done.length;
    return {
      _id: s.id,
      courseId,
      subjectId: s.id,
      video: done.filter((c) => c.type === 'video').map((c) => c.id),
      file: done.filter((c) => c.type === 'file').map((c) => c.id),
      completed: completedCount,
      total: own.length,
      percentage: own.length === 0 ? 0 : Math.round((completedCount / own.length) * 100),
    };
  });
}
