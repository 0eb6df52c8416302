import type { ItemKind } from '@lms/domain';
import type { AppContext } from '../../context';
import { filesOfItems, findCourse, findSubject, videosOfItems } from './content-repository';
import { visibleItem } from './find-visible';
import { completedAmong, ratingsOf } from './progress-repository';
import { fileView, isWatchable, itemView, videoView } from './views';

/**
 * GET /{type}/{id}: an item with its contents: `videoContents` without
 * unpublished or unavailable on-demand videos, `fileContents`, and `contents` (both, videos first),
 * plus the course and subject names for the breadcrumbs.
 */
export async function getItemContents(ctx: AppContext, studentId: string, itemId: string, kind: ItemKind) {
  const { item } = await visibleItem(ctx, studentId, itemId, kind);
  const [course, subject, allVideos, files] = await Promise.all([
    findCourse(ctx.db, item.courseId),
    findSubject(ctx.db, item.subjectId),
    videosOfItems(ctx.db, [item.id]),
    filesOfItems(ctx.db, [item.id]),
  ]);
  const videos = allVideos.filter(isWatchable);
  const ids = [...videos.map((v) => v.id), ...files.map((f) => f.id)];
  const [completed, ratings] = await Promise.all([
    completedAmong(ctx.db, studentId, ids),
    ratingsOf(
      ctx.db,
      studentId,
      videos.map((v) => v.id),
    ),
  ]);
  const videoContents = videos.map((v) =>
    videoView(v, item, { rating: ratings.get(v.id), completed: completed.has(v.id) }),
  );
  const fileContents = files.map((f) => fileView(f, completed.has(f.id)));
  return {
    ...itemView(item),
    course: { _id: item.courseId, name: course?.name ?? '' },
    subject: { _id: item.subjectId, name: subject?.name ?? '' },
    contents: [...videoContents, ...fileContents],
    videoContents,
    fileContents,
  };
}
