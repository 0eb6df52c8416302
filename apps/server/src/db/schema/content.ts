import { ITEM_KINDS } from '@lms/domain';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { groups } from './org';

/** A course. `type: 'qna'` cards open the course's Q&A forum instead of its subjects. */
export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Storage key (or absolute URL) of the cover image; empty shows the fallback. */
  image: text('image').notNull().default(''),
  type: text('type', { enum: ['course', 'qna'] })
    .notNull()
    .default('course'),
  /** The course has a Q&A forum. */
  qa: boolean('qa').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A subject of a course. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** Off: no Q&A forum in this subject even when its course has one. */
    qa: boolean('qa').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subjects_course_idx').on(t.courseId, t.position)],
);

/** A lecture, chapter or question-solve item of a subject; `courseId` is its subject's course. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ITEM_KINDS }).notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_items_subject_idx').on(t.subjectId, t.kind, t.position)],
);

/**
 * An item granted to a group on its own (besides the group's own course, which grants all of that
 * course): members then see the item, its subject and its course.
 */
export const groupItems = pgTable(
  'group_items',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.itemId] }), index('group_items_item_idx').on(t.itemId)],
);

/** A course a group grants whole; a group may have several. */
export const groupCourses = pgTable(
  'group_courses',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.courseId] }), index('group_courses_course_idx').on(t.courseId)],
);

/** A video of an item: an HLS folder in storage, made from an upload or converted by ffmpeg. */
export const videoContents = pgTable(
  'video_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** What students read under the title: plain text with LaTeX math. */
    description: text('description').notNull().default(''),
    /** Storage folder of the HLS renditions (`content/hls/<id>`). */
    key: text('key').notNull(),
    /** The master playlist's path inside `key`. */
    playlist: text('playlist').notNull().default('master.m3u8'),
    thumbnail: text('thumbnail').notNull().default(''),
    /** On demand (recorded); only on-demand videos can be unavailable. */
    isVOD: boolean('is_vod').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    /** A published video reaches students from this time (null: at once). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    isDrmEnabled: boolean('is_drm_enabled').notNull().default(false),
    /** The content id the DRM provider packaged this video under. */
    drmContentId: text('drm_content_id').notNull().default(''),
    /** ffmpeg conversion: queued, processing, ready or failed, with progress in percent. */
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    progress: integer('progress').notNull().default(100),
    /** The uploaded source file a conversion reads. */
    sourceKey: text('source_key').notNull().default(''),
    error: text('error').notNull().default(''),
    /** When the node converting it last said it was alive (a stale one is picked up again). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The current claim of the conversion: only the node holding it may write the job. */
    claim: uuid('claim'),
    ratingSum: numeric('rating_sum', { precision: 12, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_contents_item_idx').on(t.itemId, t.position),
    index('video_contents_status_idx').on(t.status),
  ],
);

/** A downloadable note (PDF or other file) of an item. */
export const fileContents = pgTable(
  'file_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** What students read under the title: plain text with LaTeX math. */
    description: text('description').notNull().default(''),
    key: text('key').notNull(),
    /** A draft note is hidden from students. */
    isPublished: boolean('is_published').notNull().default(true),
    /** A published note reaches students from this time (null: at once). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_contents_item_idx').on(t.itemId, t.position)],
);

/** A student's rating of a video (half stars 0..5); one per student, updated in place. */
export const contentRatings = pgTable(
  'content_ratings',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videoContents.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.studentId] })],
);

/** A video or file a student completed. */
export const contentCompletions = pgTable(
  'content_completions',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id').notNull(),
    type: text('type', { enum: ['video', 'file'] }).notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.contentId] }),
    index('content_completions_course_idx').on(t.studentId, t.courseId),
  ],
);

/** When a student first and last opened a subject (POST /subject/start). */
export const subjectStarts = pgTable(
  'subject_starts',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.subjectId] })],
);
