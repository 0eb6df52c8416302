import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { examAttempts, exams } from './exams';

/**
 * One read of an exam's uploaded scans (PDF, JPEG, PNG): at most one per exam and content hash (the
 * sha256 of the files' own hashes), so the same files uploaded twice are read once.
 */
export const omrScans = pgTable(
  'omr_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Storage keys of the files, in the order their pages are numbered. */
    keys: text('keys').array().notNull(),
    contentHash: text('content_hash').notNull(),
    /** The set codes the sheets were printed with: with the exam's questions they give the template. */
    sets: text('sets').array().notNull(),
    /** The layout the read expects (the template built when the read was asked). */
    layoutId: text('layout_id').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** `scan`: files read here; `csv`: marks read by another tool, imported (no files, no crops). */
    source: text('source', { enum: ['scan', 'csv'] })
      .notNull()
      .default('scan'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total'),
    error: text('error'),
    /** The run holding the read, renewed per page; a stale claim is taken over. */
    claimToken: uuid('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('omr_scans_once_key').on(t.examId, t.contentHash),
    index('omr_scans_exam_idx').on(t.examId, t.createdAt),
  ],
);

/** A problem of a sheet read, as stored. */
export interface OmrSheetProblemRow {
  code: string;
  question?: number;
}

/** Storage keys of a sheet's review crops. */
export interface OmrSheetCrops {
  roll: string | null;
  /** The whole page, small: only when no sheet was found on it. */
  page: string | null;
  questions: Record<string, string>;
}

/**
 * One page of a scan as read: at most one per scan and page. The review fills `reviewed_*` and, once
 * the sheet becomes a paper attempt, `attempt_id`.
 */
export const omrSheets = pgTable(
  'omr_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => omrScans.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** 1-based across the scan's files. */
    page: integer('page').notNull(),
    fileIndex: integer('file_index').notNull(),
    pageInFile: integer('page_in_file').notNull(),
    roll: text('roll'),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    setCode: text('set_code'),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    confidence: real('confidence').notNull(),
    problems: jsonb('problems').$type<OmrSheetProblemRow[]>().notNull(),
    crops: jsonb('crops').$type<OmrSheetCrops>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    reviewedBy: uuid('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    attemptId: uuid('attempt_id').references(() => examAttempts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('omr_sheets_page_key').on(t.scanId, t.page),
    index('omr_sheets_exam_student_idx').on(t.examId, t.studentId),
    uniqueIndex('omr_sheets_attempt_key').on(t.attemptId),
  ],
);
