import { isReleased } from '@lms/domain';
import {
  type CourseCard,
  type FileContent,
  id,
  type StudyItem,
  type SubjectCard,
  type VideoContent,
} from '@lms/domain/contract';
import type { CourseRow, FileRow, ItemRow, SubjectRow, VideoRow } from './content-repository';

/** A course as GET /course returns it. */
export function courseView(course: CourseRow, hasFullAccess: boolean, subjects: SubjectRow[]): CourseCard {
  return {
    _id: course.id,
    name: course.name,
    description: course.description,
    image: course.image,
    /** `qna`: the card opens /qa-forum-list/{courseId}. */
    type: course.type,
    qa: course.qa,
    /** True when a group grants the whole course; false when only some items are granted. */
    hasFullAccess,
    subjects: subjects.map((s) => ({ _id: s.id, name: s.name })),
  };
}

/** A subject with the chapters the student sees. */
export function subjectView(subject: SubjectRow, chapters: ItemRow[]): SubjectCard {
  return {
    _id: subject.id,
    name: subject.name,
    image: subject.image,
    courseId: subject.courseId,
    chapters: chapters.map((c) => ({ _id: c.id, name: c.name })),
  };
}

/** A lecture, chapter or question-solve item. */
export function itemView(item: ItemRow): StudyItem {
  return {
    _id: item.id,
    name: item.name,
    description: item.description,
    subjectId: item.subjectId,
    courseId: item.courseId,
    type: item.kind,
  };
}

/** Shown to students at `now`: released (published, its release time reached), and when on demand, available. */
export function isWatchable(video: VideoRow, now: Date): boolean {
  return isReleased(video, now) && (!video.isVOD || video.isAvailable);
}

/** The description as students get it: left out when there is none (an optional field of the wire). */
const describedBy = (description: string) => (description ? { description } : {});

/**
 * The master playlist's address, relative to the API base: the player adds its access token. A DRM
 * video's address names the video in its second segment (`hls/<videoId>/<key>/<playlist>`): the
 * original student client takes the licence's content id from that segment.
 */
export function videoUrl(video: Pick<VideoRow, 'id' | 'key' | 'playlist' | 'isDrmEnabled'>): string {
  const videoId = video.isDrmEnabled ? `${video.id}/` : '';
  return `hls/${videoId}${video.key}/${video.playlist}`;
}

/** A path under `hls/` without the video id that leads a DRM video's address. */
export function withoutVideoId(path: string): string {
  const slash = path.indexOf('/');
  return slash > 0 && id.safeParse(path.slice(0, slash)).success ? path.slice(slash + 1) : path;
}

/**
 * The video folder's key named by a `key` or by a video's `URL` (`hls/[<videoId>/]<key>/<playlist>`,
 * what the original student client sends to POST /lecture/getToken).
 */
export function videoKeyOf(keyOrUrl: string): string {
  const url = keyOrUrl.replace(/^\/+/, '');
  if (!url.startsWith('hls/') || !url.endsWith('.m3u8')) return keyOrUrl;
  return withoutVideoId(url.slice('hls/'.length, url.lastIndexOf('/')));
}

/** Average of the ratings, 2 decimals (the app shows 1). */
export function averageRating(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

/** A video with the student's own rating and completion. */
export function videoView(
  video: VideoRow,
  item: ItemRow,
  mine: { rating?: number; completed: boolean },
): VideoContent {
  return {
    _id: video.id,
    title: video.title,
    ...describedBy(video.description),
    URL: videoUrl(video),
    key: video.key,
    thumbnail: video.thumbnail,
    isVOD: video.isVOD,
    isAvailable: video.isAvailable,
    isPublished: video.isPublished,
    /** '1' means protected by DRM. */
    isDrmEnabled: video.isDrmEnabled ? '1' : '0',
    averageRating: averageRating(video.ratingSum, video.ratingCount),
    totalRatings: video.ratingCount,
    subjects: [item.subjectId],
    myRating: mine.rating ?? null,
    completed: mine.completed,
    type: 'video',
  };
}

/** A downloadable note; `key` is the key as the student is given it (signed in its path). */
export function fileView(file: FileRow, completed: boolean, key = file.key): FileContent {
  return {
    _id: file.id,
    title: file.title,
    ...describedBy(file.description),
    key,
    createdAt: file.createdAt.toISOString(),
    completed,
    type: 'file',
  };
}
