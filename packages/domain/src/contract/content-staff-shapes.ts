/** The wire shapes of the staff side of content: its records and the bodies of its writes. */
import { z } from 'zod';
import { ITEM_KINDS } from '../content';
import { id } from './common';
import { courseBase } from './course';

/** A course as staff see it: every stored field, `_id` for its id. */
export const staffCourse = courseBase.extend({
  /** Place among its siblings, from 0. */
  position: z.number(),
  createdAt: z.string(),
});
export type StaffCourse = z.infer<typeof staffCourse>;

/** A subject as staff see it. */
export const staffSubject = z.object({
  _id: z.string(),
  courseId: z.string(),
  name: z.string(),
  image: z.string(),
  /** Off: no questions in this subject even when its course has Q&A. */
  qa: z.boolean(),
  position: z.number(),
  createdAt: z.string(),
});
export type StaffSubject = z.infer<typeof staffSubject>;

/** A lecture, chapter or question-solve item as staff see it. */
export const staffItem = z.object({
  _id: z.string(),
  kind: z.enum(ITEM_KINDS),
  subjectId: z.string(),
  /** Its subject's course. */
  courseId: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number(),
  createdAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;

/** A video as staff see it, with its conversion status and progress. */
export const staffVideo = z.object({
  _id: z.string(),
  itemId: z.string(),
  title: z.string(),
  /** What students read under the title: plain text with LaTeX math. */
  description: z.string(),
  /** Storage folder of the HLS renditions. */
  key: z.string(),
  /** The master playlist's path inside `key`. */
  playlist: z.string(),
  thumbnail: z.string(),
  /** On demand (recorded); only on-demand videos can be unavailable. */
  isVOD: z.boolean(),
  isAvailable: z.boolean(),
  isPublished: z.boolean(),
  /** A published video reaches students from this time; null: at once. */
  releaseAt: z.string().nullable(),
  isDrmEnabled: z.boolean(),
  /** The content id the DRM provider packaged this video under. */
  drmContentId: z.string(),
  /** ffmpeg conversion state. */
  status: z.enum(['queued', 'processing', 'ready', 'failed']),
  /** Conversion progress in percent. */
  progress: z.number(),
  /** The uploaded source file a conversion reads; '' for an uploaded HLS folder. */
  sourceKey: z.string(),
  /** Why a conversion failed; '' otherwise. */
  error: z.string(),
  /** When the converting node last said it was alive. */
  heartbeatAt: z.string().nullable(),
  ratingSum: z.number(),
  ratingCount: z.number(),
  position: z.number(),
  createdAt: z.string(),
});
export type StaffVideo = z.infer<typeof staffVideo>;

/** A note (file) as staff see it. */
export const staffFile = z.object({
  _id: z.string(),
  itemId: z.string(),
  title: z.string(),
  /** What students read under the title: plain text with LaTeX math. */
  description: z.string(),
  key: z.string(),
  /** A draft (false) is hidden from students. */
  isPublished: z.boolean(),
  /** A published note reaches students from this time; null: at once. */
  releaseAt: z.string().nullable(),
  position: z.number(),
  createdAt: z.string(),
});
export type StaffFile = z.infer<typeof staffFile>;

const name = z.string().trim().min(1, 'is required').max(200);
const description = z.string().trim().max(5000);
/** A storage key from a signed request, or an https address. */
const fileRef = z.string().trim().max(500);
const hasSome = <T extends object>(v: T) => Object.keys(v).length > 0;
const nothingToChange = 'nothing to change';

/** POST /staff/courses body. A qna-type course always has its Q&A forum. */
export const courseBody = z.object({
  name,
  description: description.optional(),
  image: fileRef.optional(),
  type: z.enum(['course', 'qna']).optional(),
  qa: z.boolean().optional(),
});
export type CourseBody = z.infer<typeof courseBody>;

/** PATCH /staff/courses/{courseId} body: some fields of a course. */
export const courseChanges = courseBody.partial().refine(hasSome, nothingToChange);

/** POST /staff/subjects body. */
export const subjectBody = z.object({ courseId: id, name, image: fileRef.optional() });
export type SubjectBody = z.infer<typeof subjectBody>;

/** PATCH /staff/subjects/{subjectId} body. */
export const subjectChanges = z
  .object({ name: name.optional(), image: fileRef.optional(), qa: z.boolean().optional() })
  .refine(hasSome, nothingToChange);
export type SubjectChanges = z.infer<typeof subjectChanges>;

/** POST /staff/items body. */
export const itemBody = z.object({
  kind: z.enum(ITEM_KINDS),
  subjectId: id,
  name,
  description: description.optional(),
});
export type ItemBody = z.infer<typeof itemBody>;

/** PATCH /staff/items/{itemId} body. */
export const itemChanges = z
  .object({ name: name.optional(), description: description.optional() })
  .refine(hasSome, nothingToChange);
export type ItemChanges = z.infer<typeof itemChanges>;

/** When a published video or note reaches students (with its offset); null: at once. */
const releaseAt = z.iso.datetime({ offset: true, message: 'must be a date and time' }).nullable();

/** What staff set on a video or a note besides its file: its words and its release. */
const contentFields = {
  description: description.optional(),
  /** False keeps it a draft, hidden from students. */
  isPublished: z.boolean().optional(),
  releaseAt: releaseAt.optional(),
};

/**
 * POST /staff/items/{itemId}/files body: an uploaded note (a `content/` key). Published at once unless
 * `isPublished` is false or `releaseAt` is later.
 */
export const fileBody = z.object({ title: name, key: fileRef, ...contentFields });
export type FileBody = z.infer<typeof fileBody>;

/**
 * POST /staff/items/{itemId}/files/bulk body: several uploaded notes, each with its title; a key the
 * item holds already is not added again.
 */
export const filesBody = z.object({ files: z.array(fileBody).min(1).max(50) });
export type FilesBody = z.infer<typeof filesBody>;

/** PATCH /staff/files/{fileId} body: rename, describe, publish or schedule a note. */
export const fileChanges = z
  .object({ title: name.optional(), ...contentFields })
  .refine(hasSome, nothingToChange);
export type FileChanges = z.infer<typeof fileChanges>;

const videoFlags = {
  thumbnail: fileRef.optional(),
  ...contentFields,
  isDrmEnabled: z.boolean().optional(),
  drmContentId: z.string().trim().max(200).optional(),
};

/** POST /staff/items/{itemId}/videos body: an uploaded HLS folder (`hls`) or a video file to convert. */
export const videoBody = z.object({
  title: name,
  ...videoFlags,
  /** An HLS folder uploaded through POST /staff/videos/hls-upload. */
  hls: z.object({ key: fileRef, playlist: fileRef.default('master.m3u8') }).optional(),
  /** A video file uploaded through a `content` signed request, converted to HLS by ffmpeg. */
  sourceKey: fileRef.optional(),
});
export type VideoBody = z.output<typeof videoBody>;

/** PATCH /staff/videos/{videoId} body: title, description, thumbnail, publishing, release, availability, DRM. */
export const videoChanges = z
  .object({ title: name.optional(), isAvailable: z.boolean().optional(), ...videoFlags })
  .refine(hasSome, nothingToChange);
export type VideoChanges = z.infer<typeof videoChanges>;

/** POST /staff/videos/hls-upload body: the relative paths of an HLS folder's files. */
export const hlsUploadBody = z.object({ files: z.array(z.string().trim().min(1).max(300)).min(1).max(5000) });

/** POST /staff/videos/hls-upload data: the new folder's key and one signed PUT URL per file. */
export const hlsUpload = z.object({
  key: z.string(),
  uploads: z.array(z.object({ path: z.string(), contentType: z.string(), signedUrl: z.string() })),
});
export type HlsUpload = z.infer<typeof hlsUpload>;

/** GET /staff/content/capabilities data: what this server can do with uploaded videos. */
export const contentCapabilities = z.object({
  /** A DRM provider is configured: videos may be protected. */
  drm: z.boolean(),
  /** ffmpeg is installed: uploaded video files can be converted to HLS. */
  conversion: z.boolean(),
});
export type ContentCapabilities = z.infer<typeof contentCapabilities>;

/** POST /staff/videos/{videoId}/preview data: a short-lived token and the playlist to play. */
export const videoPreview = z.object({
  /** The HLS routes' access token for this video's folder (add as `?token=` to every request). */
  accessToken: z.string(),
  /** Seconds the token works; ask again before it runs out. */
  expiresIn: z.number(),
  /** The master playlist's address, relative to the API base. */
  url: z.string(),
});
export type VideoPreview = z.infer<typeof videoPreview>;

/** What staff can order. */
export const ORDERABLE_KINDS = ['courses', 'subjects', 'items', 'videos', 'files'] as const;

/** PUT /staff/content/order body: the ids of one kind, of one parent, in their new order. */
export const orderBody = z.object({ type: z.enum(ORDERABLE_KINDS), ids: z.array(id).min(1).max(1000) });

/** POST /staff/groups/{groupId}/items body. */
export const grantBody = z.object({ itemIds: z.array(id).min(1).max(1000) });
