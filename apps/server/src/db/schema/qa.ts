import type { MediaItem } from '@lms/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { contentItems, courses, subjects } from './content';

/** A question of the Q&A forum, asked by a student about a chapter of a subject of a course. */
export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the student is gone: the thread stays and the author shows as Guest. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** A content item of kind `chapter`. */
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    status: text('status', { enum: ['OPEN', 'COMPLETED'] })
      .notNull()
      .default('OPEN'),
    /** The description's normalized words between spaces (see modules/qa/search-text.ts). */
    searchText: text('search_text').notNull(),
    /** Counters kept with each change, so lists and the popularity sort need no aggregation. */
    answersCount: integer('answers_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    teacherRepliesCount: integer('teacher_replies_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('qa_questions_course_idx').on(t.courseId, t.createdAt),
    index('qa_questions_subject_idx').on(t.subjectId, t.createdAt),
    index('qa_questions_student_idx').on(t.studentId, t.createdAt),
    // The home page's count of questions waiting for a Teacher reply.
    index('qa_questions_unanswered_idx')
      .on(t.subjectId, t.createdAt)
      .where(sql`${t.teacherRepliesCount} = 0`),
  ],
);

/** A reply in a question's thread, by a student or by staff (shown as Teacher). */
export const qaComments = pgTable(
  'qa_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    /** The reply this one answers, when it was sent as a reply to a comment. */
    parentCommentId: uuid('parent_comment_id'),
    userType: text('user_type', { enum: ['Student', 'Admin'] }).notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reply: text('reply').notNull(),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('qa_comments_question_idx').on(t.questionId, t.createdAt)],
);

/** A student's like of a question. */
export const qaQuestionLikes = pgTable(
  'qa_question_likes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.studentId] })],
);

/** A student's upvote of a reply. */
export const qaCommentUpvotes = pgTable(
  'qa_comment_upvotes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => qaComments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.studentId] }),
    index('qa_comment_upvotes_student_idx').on(t.studentId, t.questionId),
  ],
);

/** A student's bookmark of a question. */
export const qaBookmarks = pgTable(
  'qa_bookmarks',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.questionId] }),
    index('qa_bookmarks_question_idx').on(t.questionId),
  ],
);

/** The trigrams of a question's words: the search index, the same on PGlite and PostgreSQL. */
export const qaQuestionGrams = pgTable(
  'qa_question_grams',
  {
    gram: text('gram').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gram, t.questionId] }),
    index('qa_question_grams_question_idx').on(t.questionId),
  ],
);

/** The subjects a mentor answers: a mentor sees and acts on the questions of these subjects only. */
export const qaMentorSubjects = pgTable(
  'qa_mentor_subjects',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.subjectId] }),
    index('qa_mentor_subjects_subject_idx').on(t.subjectId),
  ],
);
