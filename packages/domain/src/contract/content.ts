import { z } from 'zod';
import { ITEM_KINDS, isHalfStarRating, RATING_MAX } from '../content';
import { id } from './common';
import { courseCard } from './course';
import { anyone, defineRoutes, student } from './route';
import { storageKeyParams } from './uploads';

export { type CourseCard, courseBase, courseCard } from './course';

const ref = z.object({ _id: z.string(), name: z.string() });

/** A subject of GET /subject/by-course-id/{courseId}. */
export const subjectCard = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  courseId: z.string(),
  /** The chapters the student sees. */
  chapters: z.array(ref),
});
export type SubjectCard = z.infer<typeof subjectCard>;

/** A lecture, chapter or question-solve item. */
export const studyItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  subjectId: z.string(),
  courseId: z.string(),
  type: z.enum(ITEM_KINDS),
});
export type StudyItem = z.infer<typeof studyItem>;

/** GET /lecture/by-subject-id/{subjectId}: the subject with its lecture items. */
export const subjectLectures = z.object({ _id: z.string(), lectures: z.array(studyItem) });
/** GET /chapter/by-subject-id/{subjectId}: the subject with its chapter items. */
export const subjectChapters = z.object({ _id: z.string(), chapters: z.array(studyItem) });
/** GET /question-solve/by-subject-id/{subjectId}: the subject with its question-solve items. */
export const subjectQuestionSolves = z.object({ _id: z.string(), questionSolves: z.array(studyItem) });

/** A video. */
export const videoContent = z.object({
  _id: z.string(),
  title: z.string(),
  /** What the teacher wrote under the title: plain text with LaTeX math (`$...$`); absent when none. */
  description: z.string().optional(),
  /** The master playlist, relative to the API base URL; the player adds `?token=`. */
  URL: z.string(),
  /** The video folder's key, sent to POST /lecture/getToken. */
  key: z.string(),
  thumbnail: z.string(),
  isVOD: z.boolean(),
  isAvailable: z.boolean(),
  isPublished: z.boolean(),
  /** '1' means protected by DRM. */
  isDrmEnabled: z.enum(['0', '1']),
  averageRating: z.number(),
  totalRatings: z.number(),
  subjects: z.array(z.string()),
  /** The student's own rating, or null. */
  myRating: z.number().nullable(),
  completed: z.boolean(),
  type: z.literal('video'),
});
export type VideoContent = z.infer<typeof videoContent>;

/** A downloadable note. */
export const fileContent = z.object({
  _id: z.string(),
  title: z.string(),
  /** What the teacher wrote under the title: plain text with LaTeX math (`$...$`); absent when none. */
  description: z.string().optional(),
  /**
   * The note's key with a short-lived signature in its path (`signed/<expires>/<sig>/<key>`): the
   * asset base plus this key downloads it without headers; it ends with the file's extension.
   */
  key: z.string(),
  createdAt: z.string(),
  completed: z.boolean(),
  type: z.literal('file'),
});
export type FileContent = z.infer<typeof fileContent>;

/** GET /{type}/{id}: the item, its course and subject names, and its contents. */
export const itemContents = studyItem.extend({
  course: ref,
  subject: ref,
  contents: z.array(z.union([videoContent, fileContent])),
  videoContents: z.array(videoContent),
  fileContents: z.array(fileContent),
});
export type ItemContents = z.infer<typeof itemContents>;

/** One subject's completion of GET /course/{courseId}/subject-completion. */
export const subjectCompletion = z.object({
  /** The entry's id: the subject's. */
  _id: z.string(),
  courseId: z.string(),
  subjectId: z.string(),
  /** The ids of the completed videos. */
  video: z.array(z.string()),
  /** The ids of the completed notes. */
  file: z.array(z.string()),
  completed: z.number(),
  total: z.number(),
  percentage: z.number(),
});
export type SubjectCompletion = z.infer<typeof subjectCompletion>;

/** POST /subject/start answer. */
export const subjectStart = z.object({
  subjectId: z.string(),
  courseId: z.string(),
  startedAt: z.string(),
  lastOpenedAt: z.string(),
});

/** PATCH /content/mark-as-complete/{contentId} answer. */
export const markCompleteResult = z.object({
  _id: z.string(),
  type: z.enum(['video', 'file']),
  completed: z.literal(true),
  /** False when it was complete already. */
  newlyCompleted: z.boolean(),
});

/** POST /content/rateContent answer. */
export const ratingResult = z.object({
  _id: z.string(),
  rating: z.number(),
  averageRating: z.number(),
  totalRatings: z.number(),
});
export type RatingResult = z.infer<typeof ratingResult>;

/** POST /lecture/getToken answer. */
export const videoToken = z.object({ accessToken: z.string(), expiresIn: z.number() });
export type VideoToken = z.infer<typeof videoToken>;

/** GET /content/file-url/{fileId} answer: a short-lived download address. */
export const fileUrl = z.object({ url: z.string(), expiresIn: z.number() });
export type FileUrl = z.infer<typeof fileUrl>;

const drmPlatforms: Record<string, string> = {
  widevine: 'Widevine',
  playready: 'PlayReady',
  fairplay: 'FairPlay',
};

/**
 * POST /content/drm-auth body: `userId` is 'student-' + username, `platform` the DRM system detected,
 * in any letter case (the original client sends it in lower case).
 */
export const drmAuthBody = z.object({
  userId: z.string().min(1).max(100),
  contentId: id,
  platform: z.preprocess(
    (value) => (typeof value === 'string' ? (drmPlatforms[value.toLowerCase()] ?? value) : value),
    z.enum(['Widevine', 'PlayReady', 'FairPlay']),
  ),
});
export type DrmAuthBody = z.infer<typeof drmAuthBody>;

/** POST /content/drm-auth answer: the token of the requested system. */
export const drmAuth = z.object({
  drmType: z.enum(['Widevine', 'PlayReady', 'FairPlay']),
  widevineToken: z.string().optional(),
  playReadyToken: z.string().optional(),
  fairplayToken: z.string().optional(),
  /** The request header the licence server reads the token from. */
  licenseHeader: z.string(),
  licenseUrl: z.string(),
  /** FairPlay's server certificate address. */
  certificateUrl: z.string().nullable(),
  /** The stream's access token (as POST /lecture/getToken gives). */
  accessToken: z.string(),
});
export type DrmAuth = z.infer<typeof drmAuth>;

/** A student's rating of a video: a whole or half star from 0 to 5. */
export const rating = z
  .number()
  .refine(isHalfStarRating, `must be a whole or half star from 0 to ${RATING_MAX}`);

const subjectStartFields = z.object({ subjectId: id, courseId: id.optional() });

/** POST /subject/start body: `{data: {subjectId, courseId}}` as the app sends it, or the fields alone. */
export const subjectStartBody = z.union([z.object({ data: subjectStartFields }), subjectStartFields]);

/** PATCH /content/mark-as-complete/{contentId} body: the content's course, subject and kind. */
export const markCompleteBody = z.object({ courseId: id, subjectId: id, type: z.enum(['video', 'file']) });
export type MarkCompleteBody = z.infer<typeof markCompleteBody>;

/** POST /content/rateContent body: `userId` must be the caller's own id. */
export const rateBody = z.object({ contentId: id, userId: id, rating });
export type RateBody = z.infer<typeof rateBody>;

/** POST /lecture/getToken body: the video folder's `key`, or the video's `URL` (the original client's form). */
export const tokenBody = z.object({ key: z.string().trim().min(1).max(500) });

/** GET /hls/* query: the access token of POST /lecture/getToken. */
export const hlsQuery = z.object({ token: z.string().max(2000).optional() });

const courseParams = z.object({ courseId: id });
const subjectParams = z.object({ subjectId: id });
const itemParams = z.object({ id });

/** The student's study side: courses, subjects, items, contents, progress, ratings and video access. */
export const contentRoutes = defineRoutes('content', {
  courses: {
    method: 'GET',
    path: '/course',
    access: student,
    summary: "The student's courses",
    data: z.array(courseCard),
  },
  subjects: {
    method: 'GET',
    path: '/subject/by-course-id/:courseId',
    access: student,
    summary: 'The subjects of a course the student sees',
    params: courseParams,
    data: z.array(subjectCard),
  },
  startSubject: {
    method: 'POST',
    path: '/subject/start',
    access: student,
    summary: 'The student opened a subject',
    body: subjectStartBody,
    data: subjectStart,
  },
  subjectCompletion: {
    method: 'GET',
    path: '/course/:courseId/subject-completion',
    access: student,
    summary: "The student's completion of each subject of a course",
    params: courseParams,
    data: z.array(subjectCompletion),
  },
  lectures: {
    method: 'GET',
    path: '/lecture/by-subject-id/:subjectId',
    access: student,
    summary: 'The lecture items of a subject',
    params: subjectParams,
    data: subjectLectures,
  },
  chapters: {
    method: 'GET',
    path: '/chapter/by-subject-id/:subjectId',
    access: student,
    summary: 'The chapter items of a subject',
    params: subjectParams,
    data: subjectChapters,
  },
  questionSolves: {
    method: 'GET',
    path: '/question-solve/by-subject-id/:subjectId',
    access: student,
    summary: 'The question-solve items of a subject',
    params: subjectParams,
    data: subjectQuestionSolves,
  },
  lecture: {
    method: 'GET',
    path: '/lecture/:id',
    access: student,
    summary: 'A lecture with its videos and notes',
    params: itemParams,
    data: itemContents,
  },
  chapter: {
    method: 'GET',
    path: '/chapter/:id',
    access: student,
    summary: 'A chapter with its videos and notes',
    params: itemParams,
    data: itemContents,
  },
  questionSolve: {
    method: 'GET',
    path: '/question-solve/:id',
    access: student,
    summary: 'A question-solve with its videos and notes',
    params: itemParams,
    data: itemContents,
  },
  markComplete: {
    method: 'PATCH',
    path: '/content/mark-as-complete/:contentId',
    access: student,
    summary: 'Mark a video or note complete',
    params: z.object({ contentId: id }),
    body: markCompleteBody,
    data: markCompleteResult,
  },
  rate: {
    method: 'POST',
    path: '/content/rateContent',
    access: student,
    summary: 'Rate a video',
    body: rateBody,
    data: ratingResult,
  },
  fileUrl: {
    method: 'GET',
    path: '/content/file-url/:fileId',
    access: student,
    summary: "A note's short-lived download URL",
    params: z.object({ fileId: id }),
    data: fileUrl,
  },
  videoToken: {
    method: 'POST',
    path: '/lecture/getToken',
    access: student,
    summary: 'A short-lived video access token',
    body: tokenBody,
    data: videoToken,
  },
  drmAuth: {
    method: 'POST',
    path: '/content/drm-auth',
    access: student,
    summary: 'Licence token of a DRM-protected video',
    body: drmAuthBody,
    data: drmAuth,
  },
  hls: {
    method: 'GET',
    path: '/hls/*',
    access: anyone,
    summary: 'HLS playlists and segments, with ?token= from /lecture/getToken',
    params: storageKeyParams,
    query: hlsQuery,
    raw: true,
    // A player asks for a segment every few seconds; the access token is the guard here.
    unlimited: true,
  },
});

/**
 * The routes listing a subject's items, and opening one item, by item kind; `field` names the list
 * in the listing's answer.
 */
export const itemRoutesByKind = {
  lecture: { list: contentRoutes.lectures, open: contentRoutes.lecture, field: 'lectures' },
  chapter: { list: contentRoutes.chapters, open: contentRoutes.chapter, field: 'chapters' },
  'question-solve': {
    list: contentRoutes.questionSolves,
    open: contentRoutes.questionSolve,
    field: 'questionSolves',
  },
} as const;

/** An item granted to a group one by one, as the group lists it. */
export const grantedItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  subjectId: z.string(),
});

/** The items granted to a group one by one, by kind; each entry is tagged with its course. */
export const groupContent = z.object({
  lectures: z.array(z.object({ _id: z.string(), lectureId: grantedItem, courseId: z.string() })),
  chapters: z.array(z.object({ _id: z.string(), chapterId: grantedItem, courseId: z.string() })),
  questionSolves: z.array(z.object({ _id: z.string(), questionSolveId: grantedItem, courseId: z.string() })),
});
export type GroupContent = z.infer<typeof groupContent>;
