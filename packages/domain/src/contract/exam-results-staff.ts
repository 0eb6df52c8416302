import { z } from 'zod';
import { MAX_OPTIONS, QUESTION_TYPES, VOID_KINDS } from '../exam/types';
import { id } from './common';
import { examAccess } from './exam-access';
import {
  rescoreConfirmation,
  rescoreImpactView,
  rescoreStatusView,
  staffPage,
  staffResultView,
} from './exam-staff';
import { examParams, examResultView } from './exams';
import { defineRoutes } from './route';

// ---------------------------------------------------------------------------------------------------
// Inputs

/** One group's figures, or every group's. */
export const resultsFilterQuery = z.object({ groupId: id.optional() });

/** A page of an exam's results, best first; `search` matches the name, roll or mobile. */
export const resultsPageQuery = z.object({
  groupId: id.optional(),
  /**
   * `sat`: the scored results only; `absent`: the absent only (active students of a group given the
   * exam with no attempt); not given: both, the results first (best first), then the absent by name.
   */
  state: z.enum(['sat', 'absent']).optional(),
  search: z.string().trim().min(1).max(100).optional(),
  ...staffPage,
});

/** `:examId` and `:questionId` in a path: a question of an exam. */
export const examQuestionParams = z.object({ examId: id, questionId: id });

/** `:examId` and `:studentId` in a path: a student's result of an exam. */
export const examResultParams = z.object({ examId: id, studentId: id });

/**
 * The corrected key of a question in this exam, in the answer wire format over the options in
 * canonical order: MCQ `[optionText]`, checkbox `[optionText, ...]`, MCA one 'true'|'false' per option.
 */
export const answerKeyInput = z.object({
  answer: z.array(z.string().min(1).max(2_000)).min(1, 'give the correct option(s)').max(MAX_OPTIONS),
});

/** A parsed key correction. */
export type AnswerKeyInput = z.infer<typeof answerKeyInput>;

/**
 * PUT /staff/exams/{examId}/questions/{questionId}/key body: the key, and `confirmRescore: true` when
 * the re-score would change a scored result (else 409 `rescoreNotConfirmed`).
 */
export const answerKeyFixBody = answerKeyInput.extend(rescoreConfirmation);

/**
 * How to void a question of this exam: `fullMarks` (every attempt gets its full marks, whatever it
 * answered) or `dropped` (nobody gets marks for it and the total shrinks); null undoes the void.
 */
export const questionVoidInput = z.object({ kind: z.enum(VOID_KINDS).nullable() });

/** A parsed void (or its undo). */
export type QuestionVoidInput = z.infer<typeof questionVoidInput>;

/**
 * PUT /staff/exams/{examId}/questions/{questionId}/void body: the kind, and `confirmRescore: true`
 * when the re-score would change a scored result (else 409 `rescoreNotConfirmed`).
 */
export const questionVoidBody = questionVoidInput.extend(rescoreConfirmation);

// ---------------------------------------------------------------------------------------------------
// Views

/** An exam's score statistics over its scored results (of one group, or all). */
export const examStatisticsView = z.object({
  examId: z.string(),
  groupId: z.string().nullable(),
  /** Full marks of the exam. */
  totalMarks: z.number(),
  /** Scored results counted. */
  count: z.number(),
  /** Null when there is no result. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** Standard deviation of the marks (population, over the results); null when there is no result. */
  sd: z.number().nullable(),
  /** Results that pass (the pass mark in percent and the group's cut marks, as scoring decided). */
  passed: z.number(),
  /** passed / count (0..1); 0 without results. */
  passRate: z.number(),
  /** Ten bars over 0..totalMarks: from (inclusive), to (exclusive; the last includes full marks). */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  /**
   * Absent: active students of the groups given the exam (the one group with a filter) who never
   * started it; each counted once. Not in `count`, the mean or the pass rate.
   */
  absent: z.number(),
  /** Submitted attempts still waiting for written answers to be marked. */
  pendingMarking: z.number(),
  /** Results already visible to their students. */
  published: z.number(),
  /** The groups given the exam, with their windows (publishing waits for every window to close). */
  groups: z.array(
    z.object({
      groupId: z.string(),
      name: z.string(),
      startsAt: z.string(),
      /** Null: no end (practice exams). */
      endsAt: z.string().nullable(),
      /** The window has not closed yet (a live exam). */
      open: z.boolean(),
      resultsPublishedAt: z.string().nullable(),
    }),
  ),
});
export type ExamStatisticsView = z.infer<typeof examStatisticsView>;

/** How often one option was chosen. */
export const itemOptionView = z.object({
  /** The option's text (an image option: its image key or address). */
  text: z.string(),
  image: z.boolean(),
  /** MCQ, checkbox: attempts that chose it; MCA: attempts that marked it true. */
  chosen: z.number(),
  /** MCA only: attempts that marked it false. */
  chosenFalse: z.number().nullable(),
  /** Part of the key (MCA: the statement is true). */
  isKey: z.boolean(),
  /**
   * MCQ and checkbox: the share of the top 27% choosing it minus the share of the bottom 27% (-1..1);
   * null for MCA and below 2 attempts.
   */
  discrimination: z.number().nullable(),
  /** A wrong option the strong choose more often than the weak (positive `discrimination`). */
  attractsStrong: z.boolean(),
});

/** One question's item analysis. */
export const itemAnalysisView = z.object({
  questionId: z.string(),
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  point: z.number(),
  /** The key this exam scores with (the answer wire format). */
  key: z.array(z.string()),
  /** The key was corrected for this exam (it differs from the bank question's). */
  keyFixed: z.boolean(),
  /** How the question was voided in this exam (its figures still describe the answers); null: not voided. */
  voided: z.enum(VOID_KINDS).nullable(),
  /** Scored attempts given this question. */
  attempts: z.number(),
  answered: z.number(),
  /** Attempts with the full point. */
  correct: z.number(),
  /** MCA, checkbox and written answers: some but not all of the point (checkbox: some key option chosen). */
  partlyCorrect: z.number(),
  shareCorrect: z.number(),
  sharePartlyCorrect: z.number(),
  /** Upper-lower 27% discrimination index D (-1..1); null below 2 attempts. */
  discrimination: z.number().nullable(),
  /** Mean marks on the question over its marks (0..1); null without attempts. */
  facility: z.number().nullable(),
  /**
   * Point-biserial: the correlation of the question's marks with the rest of the test (-1..1); null
   * below 2 attempts or when either does not vary.
   */
  pointBiserial: z.number().nullable(),
  options: z.array(itemOptionView),
  flags: z.array(z.object({ code: z.string(), reason: z.string() })),
});
export type ItemAnalysisView = z.infer<typeof itemAnalysisView>;

/** The item analysis of an exam. */
export const examItemAnalysisView = z.object({
  examId: z.string(),
  groupId: z.string().nullable(),
  /** Scored attempts analysed. */
  attempts: z.number(),
  /** How many attempts each of the top and bottom groups holds (27%). */
  upperLowerSize: z.number(),
  /**
   * How consistently the questions measure the same thing, over the marks earned per question before
   * negative marks (a pending written answer counts 0): `kr20` when every question scores either 0 or
   * its full marks, else Cronbach's `alpha`. Null for a segmented exam (students sit different questions).
   */
  reliability: z
    .object({
      method: z.enum(['kr20', 'alpha']),
      /** The coefficient (at most 1, may be negative); null below 2 attempts or 2 questions, or when totals do not vary. */
      value: z.number().nullable(),
      /** Questions counted. */
      items: z.number(),
      /** Mean and standard deviation of the total of those marks. */
      mean: z.number().nullable(),
      sd: z.number().nullable(),
      /** Standard error of measurement in marks: sd x sqrt(1 - value). */
      sem: z.number().nullable(),
    })
    .nullable(),
  items: z.array(itemAnalysisView),
});
export type ExamItemAnalysisView = z.infer<typeof examItemAnalysisView>;

/** What a key correction did: the key before and after, and the re-score it queued. */
export const answerKeyFixView = z.object({
  examId: z.string(),
  questionId: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
  rescore: rescoreStatusView,
});
export type AnswerKeyFixView = z.infer<typeof answerKeyFixView>;

/** What a void (or its undo) did: the kind before and after (null: not voided), and the re-score it queued. */
export const questionVoidView = z.object({
  examId: z.string(),
  questionId: z.string(),
  before: z.enum(VOID_KINDS).nullable(),
  after: z.enum(VOID_KINDS).nullable(),
  rescore: rescoreStatusView,
});
export type QuestionVoidView = z.infer<typeof questionVoidView>;

/** A student's result as the student sees it; `publishedAt` is null while it is not published. */
export const staffStudentResultView = examResultView.extend({ publishedAt: z.string().nullable() });
export type StaffStudentResultView = z.infer<typeof staffStudentResultView>;

/** A page of results. */
/** A row of the results page: a scored result, or an absent student (no attempt: no figures). */
export const resultsPageRow = staffResultView.extend({
  /** `sat`: a scored result; `absent`: never started (every figure null, no position). */
  state: z.enum(['sat', 'absent']),
  /** The attempt's id; null for an absent student. */
  _id: z.string().nullable(),
  /** Null for an absent student. */
  startsAt: z.string().nullable(),
  /** Null for an absent student. */
  source: z.enum(['online', 'paper']).nullable(),
});

/** A page of results (and absent students after them) with the number matching. */
export const resultsPageView = z.object({ items: z.array(resultsPageRow), total: z.number() });
export type ResultsPageView = z.infer<typeof resultsPageView>;

// ---------------------------------------------------------------------------------------------------
// Routes

const { viewing, authoring } = examAccess;

/**
 * Results of an exam for staff (admin always passes): statistics, item analysis, a page of results
 * and one student's result (exam moderators, examiners, moderators); correcting a key (exam
 * moderators). Publishing and the merit list CSV are in the staff exam table.
 */
export const examResultsStaffRoutes = defineRoutes('staff exam results', {
  examStatistics: {
    method: 'GET',
    path: '/staff/exams/:examId/statistics',
    access: viewing,
    summary: 'Count, mean, median, highest, lowest, standard deviation, pass rate and a score histogram',
    params: examParams,
    query: resultsFilterQuery,
    data: examStatisticsView,
  },
  itemAnalysis: {
    method: 'GET',
    path: '/staff/exams/:examId/item-analysis',
    access: viewing,
    summary:
      'Reliability (KR-20 or alpha) and SEM; per question: facility, discrimination (upper-lower 27% and point-biserial), options chosen with their discrimination, flags',
    params: examParams,
    query: resultsFilterQuery,
    data: examItemAnalysisView,
  },
  fixAnswerKey: {
    method: 'PUT',
    path: '/staff/exams/:examId/questions/:questionId/key',
    access: authoring,
    summary:
      "Correct a question's key for this exam and re-score every attempt; a fix that would change a scored result needs `confirmRescore: true` (else 409 naming the impact)",
    params: examQuestionParams,
    body: answerKeyFixBody,
    data: answerKeyFixView,
  },
  previewAnswerKeyFix: {
    method: 'POST',
    path: '/staff/exams/:examId/questions/:questionId/key/preview',
    access: authoring,
    summary: "What correcting a question's key would do to the exam's scored results, nothing stored",
    params: examQuestionParams,
    body: answerKeyInput,
    data: rescoreImpactView,
  },
  voidQuestion: {
    method: 'PUT',
    path: '/staff/exams/:examId/questions/:questionId/void',
    access: authoring,
    summary:
      'Void a question of this exam (everyone gets its marks, or it is dropped from the total) or undo the void, and re-score every attempt; a void that would change a scored result needs `confirmRescore: true` (else 409 naming the impact)',
    params: examQuestionParams,
    body: questionVoidBody,
    data: questionVoidView,
  },
  previewQuestionVoid: {
    method: 'POST',
    path: '/staff/exams/:examId/questions/:questionId/void/preview',
    access: authoring,
    summary:
      "What voiding a question (or undoing its void) would do to the exam's scored results, nothing stored",
    params: examQuestionParams,
    body: questionVoidInput,
    data: rescoreImpactView,
  },
  resultsPage: {
    method: 'GET',
    path: '/staff/exams/:examId/results/page',
    access: viewing,
    summary: 'A page of the scored results, best first',
    params: examParams,
    query: resultsPageQuery,
    data: resultsPageView,
  },
  studentResult: {
    method: 'GET',
    path: '/staff/exams/:examId/students/:studentId/result',
    access: viewing,
    summary: "A student's result as the student sees it (published or not)",
    params: examResultParams,
    data: staffStudentResultView,
  },
});
