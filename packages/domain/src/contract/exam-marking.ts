import { z } from 'zod';
import { OVERRIDE_REASON_LENGTH } from '../exam/mark-override';
import { REVIEW_STATES } from '../exam/marking';
import { QUESTION_TYPES } from '../exam/types';
import { id } from './common';
import { examAccess } from './exam-access';
import { examParams } from './exams';
import { defineRoutes } from './route';

// ---------------------------------------------------------------------------------------------------
// Inputs

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};

/** GET /staff/marking/exams query. */
export const markingExamsQuery = z.object({
  /** Part of the exam's title. */
  search: z.string().trim().min(1).max(100).optional(),
  ...page,
});

/** `:examId` and `:questionId` in a path: one written question of an exam. */
export const markingQuestionParams = z.object({ examId: id, questionId: id });

/** Which answers of the queue: not marked yet, marked, marked but not reviewed, or every one. */
export const MARKING_FILTERS = ['unmarked', 'notReviewed', 'reviewed', 'all'] as const;

/** A filter of the marking queue (see MARKING_FILTERS). */
export type MarkingFilter = (typeof MARKING_FILTERS)[number];

/** GET /staff/marking/exams/{examId}/questions/{questionId}/answers query. */
export const markingQueueQuery = z.object({
  /** `unmarked` (default), `notReviewed` (marked once, no second examiner yet), `reviewed` or `all`. */
  filter: z.enum(MARKING_FILTERS).default('unmarked'),
  groupId: id.optional(),
  ...page,
});

/** `:examId`, `:attemptId` and `:questionId` in a path: one answer of an attempt. */
export const markingAnswerParams = z.object({ examId: id, attemptId: id, questionId: id });

/** An examiner's marks on one written answer. */
export const giveMarksInput = z.object({
  /** 0 to the question's marks in this exam, in hundredths at most. */
  marks: z.number().min(0, 'cannot be negative').max(1_000),
  /** What the student reads beside the marks. */
  comment: z.string().max(5_000).default(''),
  /**
   * The marks the examiner saw on the answer before (null: unmarked). When someone marked it since,
   * the call is refused (409) instead of overwriting marks the examiner never saw.
   */
  seenMarks: z.number().min(0).max(1_000).nullable(),
});

/** A parsed marking. */
export type GiveMarksInput = z.infer<typeof giveMarksInput>;

/**
 * An examiner's marks in place of the key's on an auto-marked answer (MCQ, checkbox, MCA), or null to
 * let the key decide again.
 */
export const overrideMarksInput = z
  .object({
    /** Net marks, from minus the question's wrong-answer marks to its point; null clears the override. */
    marks: z.number().min(-1_000).max(1_000).nullable(),
    /** Why (required when setting marks); kept beside them and in the audit log. */
    reason: z.string().trim().max(OVERRIDE_REASON_LENGTH.max).default(''),
  })
  .refine((input) => input.marks === null || input.reason.length >= OVERRIDE_REASON_LENGTH.min, {
    message: `give a reason of at least ${OVERRIDE_REASON_LENGTH.min} characters`,
    path: ['reason'],
  });

/** A parsed override. */
export type OverrideMarksInput = z.infer<typeof overrideMarksInput>;

// ---------------------------------------------------------------------------------------------------
// Views

/** A staff member named on a marking. */
export const markerView = z.object({ id: z.string(), name: z.string() });

/** How far an exam's marking is: answers to written questions of submitted attempts. */
const progressFields = {
  /** Answers to mark. */
  answers: z.number(),
  /** Answers marked. */
  marked: z.number(),
  /** Marked answers a second examiner reviewed. */
  reviewed: z.number(),
};

/** An exam with written questions, for the marking section. */
export const markingExamView = z.object({
  examId: z.string(),
  title: z.string(),
  isPractice: z.boolean(),
  /** Its written (short answer, paragraph) questions. */
  writtenQuestions: z.number(),
  ...progressFields,
  createdAt: z.string(),
});

/** A page of exams with written questions, newest first. */
export const markingExamPage = z.object({ items: z.array(markingExamView), total: z.number() });

/** A written question of an exam with its marking progress. */
export const markingQuestionView = z.object({
  questionId: z.string(),
  /** 1-based place in the exam. */
  position: z.number(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** The marks it is worth in this exam. */
  point: z.number(),
  /** The model answer, when the question has one. */
  modelAnswer: z.array(z.string()),
  ...progressFields,
});

/** An exam's written questions with progress. */
export const markingQuestionsView = z.object({
  examId: z.string(),
  title: z.string(),
  questions: z.array(markingQuestionView),
});

/** A file a student attached to a written answer, with a short-lived URL a browser shows inline. */
export const markingFileView = z.object({
  name: z.string(),
  /** The MIME type the student's upload declared (images and PDFs are shown inline). */
  type: z.string(),
  url: z.string(),
  /** The examiner's evaluated copy, when there is one. */
  evaluatedUrl: z.string().nullable(),
});

/** One student's answer to a written question, with its marking and review. */
export const markingAnswerView = z.object({
  attemptId: z.string(),
  questionId: z.string(),
  studentId: z.string(),
  name: z.string(),
  sid: z.string(),
  groupId: z.string(),
  /** What the student wrote (one string per part). */
  text: z.array(z.string()),
  files: z.array(markingFileView),
  /** The marks that count; null while unmarked. */
  marks: z.number().nullable(),
  comment: z.string(),
  state: z.enum(REVIEW_STATES),
  /** The first examiner's marks (differ from `marks` when a reviewer changed them). */
  firstMarks: z.number().nullable(),
  markedBy: markerView.nullable(),
  markedAt: z.string().nullable(),
  reviewedBy: markerView.nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});

/** A page of the marking queue of one question. */
export const markingQueueView = z.object({
  question: markingQuestionView,
  items: z.array(markingAnswerView),
  total: z.number(),
});

/** What giving marks answers: the answer's marking and the attempt's new score. */
export const givenMarksView = z.object({
  answer: markingAnswerView,
  /** The attempt's marks after scoring it again. */
  marksObtained: z.number().nullable(),
  /** Written answers of the attempt still unmarked. */
  pending: z.number().nullable(),
});

/** An override on an answer: the marks, why, who and when. */
export const answerOverrideView = z.object({
  marks: z.number(),
  reason: z.string(),
  by: markerView.nullable(),
  at: z.string().nullable(),
});

/** An answer's override and the attempt's score after it (also the audit log's before and after). */
export const overriddenMarksView = z.object({
  attemptId: z.string(),
  questionId: z.string(),
  studentId: z.string(),
  /** Null when the key decides. */
  override: answerOverrideView.nullable(),
  /** The attempt's marks, scored with the override. */
  marksObtained: z.number().nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Routes

const { marking } = examAccess;

/**
 * Marking written answers (examiners and exam moderators; admin always passes): exams with written
 * questions and their progress, the queue of one question's answers with the files shown inline, and
 * marks with a comment. Anyone but the first examiner marking an answer is a reviewer: the first marks
 * are kept and shown beside theirs.
 */
export const examMarkingRoutes = defineRoutes('exam marking', {
  markingExams: {
    method: 'GET',
    path: '/staff/marking/exams',
    access: marking,
    summary: 'Exams with written questions, with marking progress',
    query: markingExamsQuery,
    data: markingExamPage,
  },
  markingQuestions: {
    method: 'GET',
    path: '/staff/marking/exams/:examId',
    access: marking,
    summary: "An exam's written questions with marking progress",
    params: examParams,
    data: markingQuestionsView,
  },
  markingQueue: {
    method: 'GET',
    path: '/staff/marking/exams/:examId/questions/:questionId/answers',
    access: marking,
    summary: 'The answers to one written question, with files and marking, in submission order',
    params: markingQuestionParams,
    query: markingQueueQuery,
    data: markingQueueView,
  },
  giveMarks: {
    method: 'PUT',
    path: '/staff/marking/exams/:examId/answers/:attemptId/:questionId',
    access: marking,
    summary: 'Mark or review a written answer; the attempt is scored again',
    params: markingAnswerParams,
    body: giveMarksInput,
    data: givenMarksView,
  },
  overrideMarks: {
    method: 'PUT',
    path: '/staff/marking/exams/:examId/answers/:attemptId/:questionId/override',
    access: marking,
    summary:
      "Override (or clear) the key's marks on an auto-marked answer, with a reason; the attempt is scored again",
    params: markingAnswerParams,
    body: overrideMarksInput,
    data: overriddenMarksView,
  },
});

/** An exam in the marking section's list. */
export type MarkingExamView = z.infer<typeof markingExamView>;
/** A written question with its progress. */
export type MarkingQuestionView = z.infer<typeof markingQuestionView>;
/** An answer of the marking queue. */
export type MarkingAnswerView = z.infer<typeof markingAnswerView>;
/** A file of an answer. */
export type MarkingFileView = z.infer<typeof markingFileView>;
