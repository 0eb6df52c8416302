import { type ItemKind, isReleased } from '@lms/domain';
import type { AppContext } from '../../context';
import { signKeyPath } from '../../lib/storage/local-signature';
import { filesOfItems, findCourse, findSubject, videosOfItems } from './content-repository';
import { visibleItem } from './find-visible';
import { completedAmong, ratingsOf } from './progress-repository';
import { fileView, isWatchable, itemView, videoView } from './views';

/**
 * How long the key a student is given for a note downloads it, in seconds: the original client builds
 * the download address from the key on the page, so it must outlive a while of reading the page.
 */
export const NOTE_KEY_SECONDS = 15 * 60;

/**
 * GET /{type}/{id}: an item with its contents: `videoContents` without unreleased (draft, scheduled
 * later) or unavailable on-demand videos, `fileContents` without unreleased notes (each note's `key` carrying a
 * short-lived signature in its path, so the asset base plus the key downloads it), and `contents`
 * (both, videos first), plus the course and subject names for the breadcrumbs.
 */
export async function getItemContents(ctx: AppContext, studentId: string, itemId: string, kind: ItemKind) {
  const { item } = await visibleItem(ctx, studentId, itemId, kind);
  const [course, subject, allVideos, allFiles] = await Promise.all([
    findCourse(ctx.db, item.courseId),
    findSubject(ctx.db, item.subjectId),
    videosOfItems(ctx.db, [item.id]),
    filesOfItems(ctx.db, [item.id]),
  ]);
  const now = ctx.now();
  const videos = allVideos.filter((v) => isWatchable(v, now));
  const files = allFiles.filter((f) => isReleased(f, now));
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
  const expires = Math.floor(ctx.now().getTime() / 1000) + NOTE_KEY_SECONDS;
  const fileContents = files.map((f) =>
    fileView(f, completed.has(f.id), signKeyPath(ctx.config.APP_SECRET, f.key, expires)),
  );
  return {
    ...itemView(item),
    course: { _id: item.courseId, name: course?.name ?? '' },
    subject: { _id: item.subjectId, name: subject?.name ?? '' },
    contents: [...videoContents, ...fileContents],
    videoContents,
    fileContents,
  };
}
