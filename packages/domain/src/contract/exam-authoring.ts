import { z } from 'zod';
import { id } from './common';
import { examAccess } from './exam-access';
import { assignmentPatch, rescoreImpactView, staffPage } from './exam-staff';
import { examGroupParams, examPaperView, examParams } from './exams';
import { defineRoutes } from './route';

/**
 * Where an exam stands, from its groups' schedules (the first that holds):
 * `draft` given to no group; `running` a group's window is open now (a practice exam stays open);
 * `scheduled` a group's window opens later; `published` a group's results are published;
 * `ended` every window has closed, nothing published.
 */
export const EXAM_STATUSES = ['draft', 'scheduled', 'running', 'ended', 'published'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/** GET /staff/exams/page query: every filter given must match. */
export const examListQuery = z.object({
  /** Live or practice exams only. */
  type: z.enum(['live', 'practice']).optional(),
  status: z.enum(EXAM_STATUSES).optional(),
  /** Exams given to this group. */
  groupId: id.optional(),
  /** Part of the title. */
  search: z.string().trim().min(1).max(100).optional(),
  ...staffPage,
});
export type ExamListQuery = z.input<typeof examListQuery>;

/** An exam in the paged staff list. */
export const examPageRow = z.object({
  _id: z.string(),
  title: z.string(),
  isPracticeExam: z.boolean(),
  isSegmentedExam: z.boolean(),
  status: z.enum(EXAM_STATUSES),
  /** How many questions it has. */
  questions: z.number(),
  /**
   * The subjects of its questions, each once, in the order they first come on the paper (questions
   * without a subject add none; empty when none has one).
   */
  subjects: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** How many groups it is given to. */
  groups: z.number(),
  /** The earliest start of its groups' windows, or null. */
  startsAt: z.string().nullable(),
  /** The latest end of its groups' windows; null with no groups or a practice exam. */
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ExamPageRow = z.infer<typeof examPageRow>;

/** A page of exams with the number matching. */
export const examPage = z.object({ items: z.array(examPageRow), total: z.number() });
export type ExamPage = z.infer<typeof examPage>;

/** The subjects and groups an exam can use, for the authoring form. */
export const examAuthoringOptions = z.object({
  /** Every subject, with its course's name, by course then name. */
  subjects: z.array(z.object({ _id: z.string(), name: z.string(), courseName: z.string() })),
  /** Every group, by name. */
  groups: z.array(z.object({ _id: z.string(), name: z.string() })),
  /**
   * The pass mark (percent) the institute usually sets, which a new exam's form starts with: the one
   * most of its 10 newest exams use (`usualPassMark`); null before its first exam.
   */
  usualPassMark: z.number().nullable(),
});
export type ExamAuthoringOptions = z.infer<typeof examAuthoringOptions>;

/** GET /staff/exams/{examId}/preview query: whose schedule to show (the first group's, unless said). */
export const examPreviewQuery = z.object({ groupId: id.optional() });

/** POST /staff/exams/{examId}/duplicate body. */
export const examDuplicateInput = z.object({
  /**
   * A key the console makes once per duplicate it asks for: the same key sent again (a second click, a
   * retry) answers the copy it made, never a second one.
   */
  requestKey: z.string().trim().min(8).max(80),
});
export type ExamDuplicateInput = z.infer<typeof examDuplicateInput>;

const { viewing } = examAccess;

/**
 * Exam authoring beyond the basic CRUD: the filtered list, the form's choices, the student preview,
 * the impact of a schedule change.
 */
export const examAuthoringRoutes = defineRoutes('staff exams', {
  pageExams: {
    method: 'GET',
    path: '/staff/exams/page',
    access: viewing,
    summary: 'A page of exams, newest first: filtered by type, status, group and title, with the total',
    query: examListQuery,
    data: examPage,
  },
  examOptions: {
    method: 'GET',
    path: '/staff/exam-options',
    access: viewing,
    summary: "The subjects and groups an exam can use, and the institute's usual pass mark",
    data: examAuthoringOptions,
  },
  previewExam: {
    method: 'GET',
    path: '/staff/exams/:examId/preview',
    access: viewing,
    summary:
      'The exam paper exactly as a student receives it (options shuffled as for one attempt, no keys), started now; nothing is stored',
    params: examParams,
    query: examPreviewQuery,
    data: examPaperView,
  },
  duplicateExam: {
    method: 'POST',
    path: '/staff/exams/:examId/duplicate',
    access: examAccess.authoring,
    summary:
      'A new draft exam with the settings and paper of this one, titled "<title> (copy)": no groups, attempts or results. The same `requestKey` again answers the same copy',
    params: examParams,
    body: examDuplicateInput,
    data: z.object({ _id: z.string() }),
    status: 201,
  },
  previewAssignmentUpdate: {
    method: 'POST',
    path: '/staff/exams/:examId/assignments/:groupId/update-preview',
    access: examAccess.scheduling,
    summary:
      "What a change of a group's schedule (the body of PATCH .../assignments/:groupId) would do to the exam's scored results (GPA factors, cut marks); nothing is stored",
    params: examGroupParams,
    body: assignmentPatch,
    data: rescoreImpactView,
  },
});
