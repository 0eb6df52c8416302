import { z } from 'zod';
import { QUESTION_TYPES } from '../exam/types';
import { idOf } from './common';
import { examAccess } from './exam-access';
import { staffPage } from './exam-staff';
import { examParams } from './exams';
import { defineRoutes } from './route';

// ---------------------------------------------------------------------------------------------------
// Inputs

/** Narrows a report to one group given the exam and/or one branch (students of that branch). */
export const gridFilter = {
  groupId: idOf('group').optional(),
  branchId: idOf('branch').optional(),
};

/** GET .../response-grid: a page of the grid, best marks first. */
export const responseGridQuery = z.object({ ...gridFilter, ...staffPage });
export type ResponseGridQuery = z.infer<typeof responseGridQuery>;

/** The filters of a whole report (its export, the absentees). */
export const gridFilterQuery = z.object(gridFilter);
export type GridFilterQuery = z.infer<typeof gridFilterQuery>;

/** GET .../absentees/export: the absentees as a spreadsheet or CSV. */
export const absenteesExportQuery = gridFilterQuery.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
export type AbsenteesExportQuery = z.infer<typeof absenteesExportQuery>;

/** `:courseId` in a path. */
export const courseTrendParams = z.object({ courseId: idOf('course') });

// ---------------------------------------------------------------------------------------------------
// Views

/** A question as a grid column. */
export const gridQuestionView = z.object({
  questionId: z.string(),
  /** 1-based, the exam's order. */
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  point: z.number(),
});

/** One answer in the grid (packages/domain `gridCell`). */
export const gridCellView = z.object({
  /** Chosen options by letter (MCQ `B`, checkbox `A,C`, MCA `TF-`, written `written`); empty when skipped. */
  choice: z.string(),
  state: z.enum(['right', 'wrong', 'partly', 'skipped', 'pending']),
  /** Net marks; null while a written answer waits. */
  marks: z.number().nullable(),
});

/** One student's row: who, and one cell per question in the order of `questions`. */
export const gridRowView = z.object({
  studentId: z.string(),
  name: z.string(),
  /** The student's roll (student id). */
  roll: z.string(),
  group: z.string(),
  branch: z.string().nullable(),
  marksObtained: z.number().nullable(),
  cells: z.array(gridCellView),
});

/** A page of the response grid with the number of rows matching. */
export const responseGridView = z.object({
  questions: z.array(gridQuestionView),
  items: z.array(gridRowView),
  total: z.number(),
});
export type ResponseGridView = z.infer<typeof responseGridView>;

/** An assigned student who never started the exam. */
export const absenteeView = z.object({
  studentId: z.string(),
  name: z.string(),
  roll: z.string(),
  /** The student's mobile (local form). */
  mobile: z.string(),
  /** The first group (by name) given the exam that the student is in. */
  group: z.string(),
  branch: z.string().nullable(),
});

/** The absentees, counted per group and branch, and listed by name. */
export const absenteesView = z.object({
  total: z.number(),
  counts: z.array(z.object({ group: z.string(), branch: z.string().nullable(), count: z.number() })),
  students: z.array(absenteeView),
});
export type AbsenteesView = z.infer<typeof absenteesView>;

/** One published exam's mean in a course's trend, overall and per branch. */
export const courseTrendView = z.array(
  z.object({
    examId: z.string(),
    title: z.string(),
    /** When the exam first opened to a group of the course. */
    startsAt: z.string(),
    totalMarks: z.number().nullable(),
    count: z.number(),
    mean: z.number().nullable(),
    branches: z.array(
      z.object({
        branchId: z.string().nullable(),
        branch: z.string().nullable(),
        count: z.number(),
        mean: z.number(),
      }),
    ),
  }),
);
export type CourseTrendView = z.infer<typeof courseTrendView>;

/** A course whose trend can be read. */
export const trendCourseView = z.object({
  courseId: z.string(),
  /** The course's name. */
  name: z.string(),
});
export type TrendCourseView = z.infer<typeof trendCourseView>;

// ---------------------------------------------------------------------------------------------------
// Routes

const { viewing } = examAccess;

/**
 * The exam controller's reports (whoever may see results): the response grid (a page, or the whole
 * as .xlsx), the absentees (and their export), and a course's trend of means over its published exams.
 */
export const examReportRoutes = defineRoutes('staff exam reports', {
  responseGrid: {
    method: 'GET',
    path: '/staff/exams/:examId/response-grid',
    access: viewing,
    summary: 'A page of the response grid: one row per scored student, one cell per question',
    params: examParams,
    query: responseGridQuery,
    data: responseGridView,
  },
  responseGridExport: {
    method: 'GET',
    path: '/staff/exams/:examId/response-grid.xlsx',
    access: viewing,
    summary: 'The whole response grid as a spreadsheet (.xlsx), streamed',
    params: examParams,
    query: gridFilterQuery,
    raw: true,
  },
  absentees: {
    method: 'GET',
    path: '/staff/exams/:examId/absentees',
    access: viewing,
    summary: 'Assigned students who never started the exam, counted per group and branch',
    params: examParams,
    query: gridFilterQuery,
    data: absenteesView,
  },
  absenteesExport: {
    method: 'GET',
    path: '/staff/exams/:examId/absentees/export',
    access: viewing,
    summary: 'The absentees as a spreadsheet (.xlsx) or CSV',
    params: examParams,
    query: absenteesExportQuery,
    raw: true,
  },
  courseTrend: {
    method: 'GET',
    path: '/staff/courses/:courseId/exam-trend',
    access: viewing,
    summary: "The mean of each of a course's published exams, by date, overall and per branch",
    params: courseTrendParams,
    data: courseTrendView,
  },
  trendCourses: {
    method: 'GET',
    path: '/staff/exam-trend/courses',
    access: viewing,
    summary: 'The courses whose exam trend can be read, by name',
    data: z.array(trendCourseView),
  },
});
