import { z } from 'zod';
import { ITEM_KINDS } from '../content';

const ref = z.object({ _id: z.string(), name: z.string() });

/** A course card of GET /course and the profile (SPEC.md §3 Course). */
export const courseCard = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Storage key or address of the cover; '' shows the fallback. */
  image: z.string(),
  /** `qna` cards open /qa-forum-list/{courseId}. */
  type: z.enum(['course', 'qna']),
  /** The course has a Q&A forum. */
  qa: z.boolean(),
  /** True when a group grants the whole course, false when only some of its items. */
  hasFullAccess: z.boolean(),
  /** The subjects the student sees. */
  subjects: z.array(ref),
});
export type CourseCard = z.infer<typeof courseCard>;

/** A subject of GET /subject/by-course-id/{courseId} (SPEC.md §3 Subject). */
export const subjectCard = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  courseId: z.string(),
  /** The chapters the student sees. */
  chapters: z.array(ref),
});
export type SubjectCard = z.infer<typeof subjectCard>;

/** A lecture, chapter or question-solve item (SPEC.md §3). */
export const studyItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  subjectId: z.string(),
  courseId: z.string(),
  type: z.enum(ITEM_KINDS),
});
export type StudyItem = z.infer<typeof studyItem>;

/** A video (SPEC.md §3 Video content). */
export const videoContent = z.object({
  _id: z.string(),
  title: z.string(),
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

/** A downloadable note (SPEC.md §3 File content). */
export const fileContent = z.object({
  _id: z.string(),
  title: z.string(),
  key: z.string(),
  createdAt: z.string(),
  completed: z.boolean(),
  type: z.literal('file'),
});
export type FileContent = z.infer<typeof fileContent>;

/** GET /{type}/{id}: the item, its course and subject names, and its contents (SPEC.md §3 Content). */
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
  subjectId: z.string(),
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

/** POST /content/drm-auth body: `userId` is 'student-' + username, `platform` the DRM system detected. */
export const drmAuthBody = z.object({
  userId: z.string().min(1).max(100),
  contentId: z.uuid('must be an id'),
  platform: z.enum(['Widevine', 'PlayReady', 'FairPlay']),
});
export type DrmAuthBody = z.infer<typeof drmAuthBody>;

/** POST /content/drm-auth answer (SPEC.md §3 token responses): the token of the requested system. */
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
