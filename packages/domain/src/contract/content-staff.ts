import { z } from 'zod';
import { ITEM_KINDS } from '../content';
import { id } from './common';
import { groupContent } from './content';
import { courseBase } from './course';
import { defineRoutes, staff } from './route';

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
  /** Storage folder of the HLS renditions. */
  key: z.string(),
  /** The master playlist's path inside `key`. */
  playlist: z.string(),
  thumbnail: z.string(),
  /** On demand (recorded); only on-demand videos can be unavailable. */
  isVOD: z.boolean(),
  isAvailable: z.boolean(),
  isPublished: z.boolean(),
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
  key: z.string(),
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

/** POST /staff/items/{itemId}/files body: an uploaded note (a `content/` key). */
export const fileBody = z.object({ title: name, key: fileRef });
export type FileBody = z.infer<typeof fileBody>;

const videoFlags = {
  thumbnail: fileRef.optional(),
  isPublished: z.boolean().optional(),
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

/** PATCH /staff/videos/{videoId} body: title, thumbnail, publishing, availability, DRM. */
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

const deleted = z.object({ deleted: z.literal(true) });
const uploader = staff('contentUploader');
// Moderators manage groups: they may grant content too.
const granter = staff('contentUploader', 'moderator');
const courseParams = z.object({ courseId: id });
const subjectParams = z.object({ subjectId: id });
const itemParams = z.object({ itemId: id });
const videoParams = z.object({ videoId: id });
const groupParams = z.object({ groupId: id });
const idParams = z.object({ id });

/** The staff side of content: the catalogue, its order, publishing, conversion, and grants to groups. */
export const staffContentRoutes = defineRoutes('staff content', {
  courses: {
    method: 'GET',
    path: '/staff/courses',
    access: uploader,
    summary: 'Every course, in order',
    data: z.array(staffCourse),
  },
  createCourse: {
    method: 'POST',
    path: '/staff/courses',
    access: uploader,
    summary: 'Add a course, last in the order',
    body: courseBody,
    data: staffCourse,
    status: 201,
  },
  updateCourse: {
    method: 'PATCH',
    path: '/staff/courses/:courseId',
    access: uploader,
    summary: 'Change a course',
    params: courseParams,
    body: courseChanges,
    data: staffCourse,
  },
  subjects: {
    method: 'GET',
    path: '/staff/courses/:courseId/subjects',
    access: uploader,
    summary: "A course's subjects, in order",
    params: courseParams,
    data: z.array(staffSubject),
  },
  createSubject: {
    method: 'POST',
    path: '/staff/subjects',
    access: uploader,
    summary: 'Add a subject to a course, last in the order',
    body: subjectBody,
    data: staffSubject,
    status: 201,
  },
  updateSubject: {
    method: 'PATCH',
    path: '/staff/subjects/:subjectId',
    access: uploader,
    summary: "Change a subject's name or image",
    params: subjectParams,
    body: subjectChanges,
    data: staffSubject,
  },
  items: {
    method: 'GET',
    path: '/staff/subjects/:subjectId/items',
    access: uploader,
    summary: "A subject's items (one kind or all), in order",
    params: subjectParams,
    query: z.object({ kind: z.enum(ITEM_KINDS).optional() }),
    data: z.array(staffItem),
  },
  createItem: {
    method: 'POST',
    path: '/staff/items',
    access: uploader,
    summary: 'Add a lecture, chapter or question-solve item to a subject',
    body: itemBody,
    data: staffItem,
    status: 201,
  },
  updateItem: {
    method: 'PATCH',
    path: '/staff/items/:itemId',
    access: uploader,
    summary: "Change an item's name or description",
    params: itemParams,
    body: itemChanges,
    data: staffItem,
  },
  contents: {
    method: 'GET',
    path: '/staff/items/:itemId/contents',
    access: uploader,
    summary: "An item's videos (with conversion status) and notes, in order",
    params: itemParams,
    data: z.object({ videoContents: z.array(staffVideo), fileContents: z.array(staffFile) }),
  },
  addFile: {
    method: 'POST',
    path: '/staff/items/:itemId/files',
    access: uploader,
    summary: 'Add an uploaded note',
    params: itemParams,
    body: fileBody,
    data: staffFile,
    status: 201,
  },
  registerVideo: {
    method: 'POST',
    path: '/staff/items/:itemId/videos',
    access: uploader,
    summary: 'Register an uploaded HLS folder, or a video file to convert',
    params: itemParams,
    body: videoBody,
    data: staffVideo,
    status: 201,
  },
  hlsUpload: {
    method: 'POST',
    path: '/staff/videos/hls-upload',
    access: uploader,
    summary: 'Signed upload URLs for the files of an HLS folder',
    body: hlsUploadBody,
    data: hlsUpload,
  },
  video: {
    method: 'GET',
    path: '/staff/videos/:videoId',
    access: uploader,
    summary: 'A video with its conversion status and progress',
    params: videoParams,
    data: staffVideo,
  },
  capabilities: {
    method: 'GET',
    path: '/staff/content/capabilities',
    access: uploader,
    summary: 'Whether videos can be DRM-protected and uploaded files converted',
    data: contentCapabilities,
  },
  previewVideo: {
    method: 'POST',
    path: '/staff/videos/:videoId/preview',
    access: uploader,
    summary: 'A short-lived token to preview a converted video, published or not',
    params: videoParams,
    data: videoPreview,
  },
  updateVideo: {
    method: 'PATCH',
    path: '/staff/videos/:videoId',
    access: uploader,
    summary: 'Publish, unpublish or edit a video',
    params: videoParams,
    body: videoChanges,
    data: staffVideo,
  },
  deleteCourse: {
    method: 'DELETE',
    path: '/staff/courses/:id',
    access: uploader,
    summary: 'Delete a course with everything under it',
    params: idParams,
    data: deleted,
  },
  deleteSubject: {
    method: 'DELETE',
    path: '/staff/subjects/:id',
    access: uploader,
    summary: 'Delete a subject with everything under it',
    params: idParams,
    data: deleted,
  },
  deleteItem: {
    method: 'DELETE',
    path: '/staff/items/:id',
    access: uploader,
    summary: 'Delete an item with its videos and notes',
    params: idParams,
    data: deleted,
  },
  deleteVideo: {
    method: 'DELETE',
    path: '/staff/videos/:id',
    access: uploader,
    summary: 'Delete a video',
    params: idParams,
    data: deleted,
  },
  deleteFile: {
    method: 'DELETE',
    path: '/staff/files/:id',
    access: uploader,
    summary: 'Delete a note',
    params: idParams,
    data: deleted,
  },
  order: {
    method: 'PUT',
    path: '/staff/content/order',
    access: uploader,
    summary: 'Order courses, or the subjects, items, videos or files of one parent',
    body: orderBody,
    data: z.object({ ordered: z.number() }),
  },
  groupItems: {
    method: 'GET',
    path: '/staff/groups/:groupId/items',
    access: granter,
    summary: 'The items granted to a group one by one',
    params: groupParams,
    data: groupContent,
  },
  grantItems: {
    method: 'POST',
    path: '/staff/groups/:groupId/items',
    access: granter,
    summary: 'Grant items (of any course) to a group',
    params: groupParams,
    body: grantBody,
    data: groupContent,
  },
  revokeItem: {
    method: 'DELETE',
    path: '/staff/groups/:groupId/items/:itemId',
    access: granter,
    summary: 'Take an item back from a group',
    params: z.object({ groupId: id, itemId: id }),
    data: z.object({ revoked: z.literal(true) }),
  },
});
