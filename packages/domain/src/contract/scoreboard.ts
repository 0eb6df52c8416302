import { z } from 'zod';
import { SCOREBOARD_MAX_LIMIT, SCOREBOARD_PAGE_SIZE } from '../scoreboard';
import { idOf } from './common';
import { gpaFactorView } from './exams';
import { defineRoutes, student } from './route';

/** GET /exam/scoreboard query: keyset pagination after the row `lastId`. */
export const scoreboardQuery = z.object({
  /** The `_id` of the last row already shown; absent for the first page. */
  lastId: idOf('result').optional(),
  limit: z.coerce.number().int().min(1).max(SCOREBOARD_MAX_LIMIT).default(SCOREBOARD_PAGE_SIZE),
});
export type ScoreboardQuery = z.infer<typeof scoreboardQuery>;

/** One published live-exam result of the student, with the figures stored when it was scored. */
export const scoreboardResult = z.object({
  _id: z.string(),
  studentId: z.string(),
  /** The group the exam was taken through; null when the student is no longer in it (details not viewable). */
  groupId: z.string().nullable(),
  examId: z.object({
    _id: z.string(),
    title: z.string(),
    /** The total the marks are out of (GPA part included). */
    totalMarks: z.number(),
    /** Pass mark in percent. */
    passMark: z.number(),
    isPracticeExam: z.boolean(),
  }),
  marksObtained: z.number(),
  totalMarks: z.number(),
  /** The sum of the negative parts, as a number <= 0. */
  negativeMarks: z.number(),
  withoutGPA: z.number(),
  passed: z.boolean(),
  /** Merit position; null until ranked. */
  rank: z.number().nullable(),
  /** GPA factors `{hsc, ssc}` of the exam in that group; null without them. */
  gpaFactor: gpaFactorView.nullable(),
  /** When the student started (the exam date of the row). */
  startsAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type ScoreboardResult = z.infer<typeof scoreboardResult>;

/** Live-exam analytics over all the student's published live results. */
export const scoreboardAnalytics = z.object({
  totalExamCount: z.number(),
  passCount: z.number(),
  failCount: z.number(),
  maxMarkObtained: z.number(),
  minMarkObtained: z.number(),
  /** Rounded to 2 decimals. */
  averageMarkObtained: z.number(),
  totalMarksObtained: z.number(),
  totalMarks: z.number(),
});
export type ScoreboardAnalytics = z.infer<typeof scoreboardAnalytics>;

/**
 * GET /exam/scoreboard data: a page of results (newest first) and the analytics, both flat under
 * `analytics` and, as the original student client reads them, under `analitycs.liveExam` (its spelling).
 */
export const scoreboardData = z.object({
  results: z.object({ examResult: z.array(scoreboardResult) }),
  analytics: scoreboardAnalytics,
  /** The same figures, spelt and nested as the original student client reads them. */
  analitycs: z.object({ liveExam: scoreboardAnalytics }),
});
export type ScoreboardData = z.infer<typeof scoreboardData>;

/** The scoreboard and its live-exam analytics. */
export const scoreboardRoutes = defineRoutes('scoreboard', {
  scoreboard: {
    method: 'GET',
    path: '/exam/scoreboard',
    access: student,
    summary: 'My published live-exam results, 10 at a time after lastId, with the analytics',
    query: scoreboardQuery,
    data: scoreboardData,
  },
});
