import { ATTEMPT_SOURCES, type ExamDelivery, NEGATIVE_MARKING_MODES, VOID_KINDS } from '@lms/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { groups } from './org';

/** An uploaded file attached to a written answer (`extra` on the wire). */
export interface StoredAttachment {
  name: string;
  key: string;
  type: string;
  evaluatedKey?: string;
}

/** A subject of a segmented exam with its number of questions. */
export interface StoredSubjectCount {
  subjectId: string;
  count: number;
}

/** How a segmented exam is split. */
/** A pool section of an exam: draw `count` of the bank questions matching the filter (kept as candidates). */
export interface StoredPoolSection {
  count: number;
  subjectId: string | null;
  chapter: string | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  tags: string[];
}

export interface StoredSegmentedDetails {
  mandatorySubjects: StoredSubjectCount[];
  compulsoryOptionalSubjects: StoredSubjectCount[];
  optionalSubjects: StoredSubjectCount[];
  totalSubjects: number;
  totalQuestions: number;
  minimumCompulsoryOptionalSubjects: number;
}

/**
 * A question of the bank. Options and the key are in CANONICAL order (as authored); the key uses the
 * answer wire format (MCQ `[text]`, checkbox `[text, ...]`, MCA one 'true'|'false' per option).
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['MCQ', 'MCA', 'checkbox', 'shortAns', 'paragraph'] }).notNull(),
    /** Sanitized HTML. */
    title: text('title').notNull(),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    /** Canonical indexes of the options that are images (their text is the image's key or URL). */
    imageOptions: integer('image_options').array().notNull().default(sql`'{}'::integer[]`),
    answer: text('answer').array().notNull().default(sql`'{}'::text[]`),
    /** Sanitized HTML. */
    explanation: text('explanation').notNull().default(''),
    /** An extra explanation: an image key or URL, or more text. */
    explanationExt: text('explanation_ext').notNull().default(''),
    image: text('image').array().notNull().default(sql`'{}'::text[]`),
    file: text('file').array().notNull().default(sql`'{}'::text[]`),
    subjectId: uuid('subject_id'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The default point when the question is put in an exam. */
    point: numeric('point', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    /** The chapter of the subject, as staff name it ('' when none). */
    chapter: text('chapter').notNull().default(''),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    /** Marks lost for a wrong answer in an exam whose negative marking is 'questionMarks'. */
    negativeMark: numeric('negative_mark', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    /** 1 for a new question, bumped by every edit after it was frozen for a published exam. */
    version: integer('version').notNull().default(1),
    /**
     * Null for a bank question. A frozen copy of an older version (kept for the published exams that
     * used it) names the bank question it is a version of; the bank never lists such copies.
     */
    versionOf: uuid('version_of'),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    /** The title and options lower-cased, written with them: the bank's text search reads it. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_subject_idx').on(t.subjectId),
    index('questions_bank_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.versionOf} is null`),
    index('questions_bank_type_idx').on(t.type, t.createdAt.desc()).where(sql`${t.versionOf} is null`),
    index('questions_bank_chapter_idx').on(t.subjectId, t.chapter).where(sql`${t.versionOf} is null`),
    index('questions_bank_difficulty_idx').on(t.difficulty).where(sql`${t.versionOf} is null`),
    index('questions_tags_idx').using('gin', t.tags).where(sql`${t.versionOf} is null`),
    index('questions_version_of_idx').on(t.versionOf, t.version).where(sql`${t.versionOf} is not null`),
  ],
);

/** An exam: its questions are in exam_questions, its schedules per group in exam_assignments. */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Plain text with LaTeX shown in the Exam Instruction dialog (as question titles). */
    instruction: text('instruction').notNull().default(''),
    subjectId: uuid('subject_id'),
    isPractice: boolean('is_practice').notNull().default(false),
    isSegmented: boolean('is_segmented').notNull().default(false),
    segmentedDetails: jsonb('segmented_details').$type<StoredSegmentedDetails>(),
    /** The pool sections, in paper order after the listed questions; their candidates are in exam_questions. */
    pools: jsonb('pools').$type<StoredPoolSection[]>().notNull().default([]),
    /** Sets the exam comes in (2 to 4, each its own order or draw); 0: every attempt its own. */
    setCount: smallint('set_count').notNull().default(0),
    /** What a wrong answer loses: 'none', 'fraction' (of each question's marks) or 'questionMarks' (each question's own). */
    negativeMarking: text('negative_marking', { enum: NEGATIVE_MARKING_MODES }).notNull().default('none'),
    /** Fraction of a question's marks lost per wrong answer under 'fraction' (0.25 = a quarter), else 0. */
    negativeMarkPerQuestion: numeric('negative_mark_per_question', { precision: 6, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    /** Pass mark in percent. */
    passMark: numeric('pass_mark', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    /** Retakes a student may make of a practice exam: null without limit, 0 none. */
    retakeLimit: integer('retake_limit'),
    /** Pages, navigation, what results show and when, feedback bands; null: `DEFAULT_DELIVERY`. */
    delivery: jsonb('delivery').$type<ExamDelivery>(),
    /** The exam this one was made as a copy of (null: written afresh, or its original deleted). */
    duplicatedFrom: uuid('duplicated_from').references((): AnyPgColumn => exams.id, { onDelete: 'set null' }),
    /** The request key of the duplicate that made it: the same duplicate sent twice makes one copy. */
    duplicateKey: text('duplicate_key'),
    /** Bumped on every change of the exam, its questions or its assignments (cache invalidation). */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exams_duplicate_key_idx').on(t.duplicatedFrom, t.duplicateKey)],
);

/** How many retakes a student has made of a practice exam (a retake removes the attempt itself). */
export const examRetakes = pgTable(
  'exam_retakes',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

/** The questions of an exam, in order, with the point each is worth in this exam. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    point: numeric('point', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** The key corrected for this exam (answer wire format); null: the bank question's key. */
    answerKey: text('answer_key').array(),
    /** How the question was voided for this exam (packages/domain `VoidKind`); null: scored as usual. */
    voidKind: text('void_kind', { enum: VOID_KINDS }),
    /** The pool section (index in `exams.pools`) this question is a candidate of; null: listed on the paper. */
    pool: smallint('pool'),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    index('exam_questions_question_idx').on(t.questionId),
  ],
);

/** An exam given to a group with its schedule. Practice exams have no end. */
export const examAssignments = pgTable(
  'exam_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Minutes. */
    duration: integer('duration').notNull(),
    multipleTimesSubmission: boolean('multiple_times_submission').notNull().default(true),
    gpaHsc: numeric('gpa_hsc', { precision: 6, scale: 2, mode: 'number' }),
    gpaSsc: numeric('gpa_ssc', { precision: 6, scale: 2, mode: 'number' }),
    cutMarks: numeric('cut_marks', { precision: 8, scale: 2, mode: 'number' }),
    /** Set when staff publish the group's results: results scored later are published at once too. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_assignments_exam_group_key').on(t.examId, t.groupId),
    index('exam_assignments_group_idx').on(t.groupId),
  ],
);

/**
 * A student's attempt at an exam and, once submitted, its stored result figures (one per student and
 * exam). The scoreboard reads these figures; merit positions (`rank`, `branchRank`, `subjectRanks`,
 * `percentile`) are computed when results are published or change, never on read.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The group the student sat the exam through. */
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Seed of the per-attempt shuffling. */
    seed: text('seed').notNull(),
    /** The questions drawn from the exam's pools at start (null: the exam had no pools). */
    drawnQuestionIds: uuid('drawn_question_ids').array(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Personal deadline: live = min(start + duration, endsAt); practice = start + duration; + extraMinutes. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Minutes staff added on exam day (kept when the schedule changes, see `personalDeadline`). */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    marksObtained: numeric('marks_obtained', { precision: 10, scale: 2, mode: 'number' }),
    totalMarks: numeric('total_marks', { precision: 10, scale: 2, mode: 'number' }),
    negativeMarks: numeric('negative_marks', { precision: 10, scale: 2, mode: 'number' }),
    withoutGpa: numeric('without_gpa', { precision: 10, scale: 2, mode: 'number' }),
    gpaMarks: numeric('gpa_marks', { precision: 10, scale: 2, mode: 'number' }),
    cutMarks: numeric('cut_marks', { precision: 10, scale: 2, mode: 'number' }),
    passed: boolean('passed'),
    correct: integer('correct'),
    incorrect: integer('incorrect'),
    /** Answers earning part of their marks; with correct, incorrect, skipped and pending: the questions sat. */
    partlyCorrect: integer('partly_correct'),
    skipped: integer('skipped'),
    /** Written answers still waiting for an examiner. */
    pending: integer('pending'),
    /** Merit position among the exam's submitted results: 1 + how many have more marks. */
    rank: integer('rank'),
    /** Merit position among the exam's results of the student's branch (null without a branch). */
    branchRank: integer('branch_rank'),
    /** Share of the exam's results with marks at or below these, in percent (packages/domain `percentileRank`). */
    percentile: numeric('percentile', { precision: 5, scale: 2, mode: 'number' }),
    /** Net marks per subject of the questions sat, by subject id (stored by scoring). */
    subjectMarks: jsonb('subject_marks').$type<Record<string, number>>(),
    /** Merit position per subject among the exam's results that have the subject, by subject id. */
    subjectRanks: jsonb('subject_ranks').$type<Record<string, number>>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * `online` (taken in the app) or `paper` (an accepted OMR sheet). A student has at most one of
     * each per exam; results count one (packages/domain `countedAttemptSource`).
     */
    source: text('source', { enum: ATTEMPT_SOURCES }).notNull().default('online'),
    /** A submitted attempt staff reopened: when, by whom and why (kept after the resubmission). */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by'),
    reopenReason: text('reopen_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_attempts_exam_student_key').on(t.examId, t.studentId, t.source),
    index('exam_attempts_student_idx').on(t.studentId, t.submittedAt),
    index('exam_attempts_group_exam_idx').on(t.groupId, t.examId),
    index('exam_attempts_due_idx').on(t.deadlineAt).where(sql`${t.submittedAt} is null`),
    index('exam_attempts_published_idx').on(t.examId, t.studentId).where(sql`${t.publishedAt} is not null`),
    index('exam_attempts_unscored_idx')
      .on(t.examId, t.submittedAt)
      .where(sql`${t.submittedAt} is not null and ${t.scoredAt} is null`),
  ],
);

/** One saved answer per attempt and question, in CANONICAL option order. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    extra: jsonb('extra').$type<StoredAttachment[]>().notNull(),
    /** The client's timestamp (epoch ms): the last write by this time wins. */
    clientTs: bigint('client_ts', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    offline: boolean('offline').notNull().default(false),
    /** Bumped by every write (compare-and-set on concurrent saves). */
    version: integer('version').notNull(),
    examinerMarks: numeric('examiner_marks', { precision: 8, scale: 2, mode: 'number' }),
    notes: text('notes').notNull().default(''),
    markedBy: uuid('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** The first examiner's marks, kept when a reviewer gives others. */
    firstMarks: numeric('first_marks', { precision: 8, scale: 2, mode: 'number' }),
    /** The second examiner who reviewed the marks, and when. */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Net marks an examiner set on an auto-marked answer in place of the key's (re-scores keep them). */
    overrideMarks: numeric('override_marks', { precision: 8, scale: 2, mode: 'number' }),
    /** Why the marks were overridden, who did it and when. */
    overrideReason: text('override_reason'),
    overrideBy: uuid('override_by'),
    overrideAt: timestamp('override_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** A student's chosen subjects of a segmented exam. A live exam's selection is final once saved. */
export const examSubjectSelections = pgTable(
  'exam_subject_selections',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    mandatory: uuid('mandatory').array().notNull(),
    compulsoryOptional: uuid('compulsory_optional').array().notNull(),
    optional: uuid('optional').array().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

/**
 * A re-score an exam is waiting for (its key, questions or scoring schedule changed): one row per exam
 * until a background run has scored every submitted attempt again. Every request bumps `generation`,
 * so a request made while a run is going leaves the row for one more run.
 */
export const examRescores = pgTable(
  'exam_rescores',
  {
    examId: uuid('exam_id')
      .primaryKey()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** The latest request. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Bumped by every request; a run removes the row only if none came after it started. */
    generation: integer('generation').notNull().default(1),
    /** The run holding the request (a random token), while its lease lasts. */
    claimToken: uuid('claim_token'),
    /** The run's lease, renewed after every chunk; a run that stopped is taken over after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the current run started. */
    startedAt: timestamp('started_at', { withTimezone: true }),
  },
  (t) => [index('exam_rescores_requested_idx').on(t.requestedAt)],
);

/**
 * When an attempt last had an answer saved (the exam-day monitor's "last save"). Written once a second
 * per node from what the node saved, not by the answer writes themselves: those share-lock the attempt
 * row, so the time lives in its own table.
 */
export const examAttemptActivity = pgTable('exam_attempt_activity', {
  attemptId: uuid('attempt_id')
    .primaryKey()
    .references(() => examAttempts.id, { onDelete: 'cascade' }),
  lastSavedAt: timestamp('last_saved_at', { withTimezone: true }).notNull(),
});

/**
 * An exception to an exam's schedule for one student or one group: another window, duration, extra
 * minutes or retake limit (null fields keep the schedule's); packages/domain `studentSchedule` applies it.
 */
export const examExceptions = pgTable(
  'exam_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Minutes. */
    duration: integer('duration'),
    extraMinutes: integer('extra_minutes'),
    retakeLimit: integer('retake_limit'),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_exceptions_student_key')
      .on(t.examId, t.studentId)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('exam_exceptions_group_key').on(t.examId, t.groupId).where(sql`${t.groupId} is not null`),
  ],
);
