import { z } from 'zod';
import { id } from './common';
import { examAccess } from './exam-access';
import { omrScanParams, omrSheetRead } from './omr-scans';
import { defineRoutes } from './route';

/** `:examId`, `:scanId` and `:page` (the sheet's 1-based page in the read) in a path. */
export const omrSheetParams = omrScanParams.extend({
  page: z.coerce.number().int('must be a page number').min(1, 'must be a page number').max(100_000),
});

/** What a sheet's marks may hold: option letters (`A`…), or `1T`/`1F`… for a multiple true/false row. */
const omrMark = z
  .string()
  .trim()
  .regex(
    /^([A-Z]|[1-9][0-9]?[TF])$/,
    'a mark is an option letter (A, B, …) or a statement and T/F (1T, 2F, …)',
  );

/**
 * PATCH …/sheets/:page body: what staff correct. Give at least one field. `roll` looks the student
 * up among the exam's groups (as the read does); `studentId` picks them directly (one of the two, not
 * both). `set` is one of the scan's set codes, or null for none. `answers` replaces the marks of the
 * questions named (question number on the sheet -> every option marked, `[]` for none); other
 * questions keep what was read.
 */
export const omrSheetCorrectionBody = z
  .object({
    roll: z.string().trim().min(1, 'Give the roll').max(32).optional(),
    studentId: id.optional(),
    set: z.string().trim().min(1).max(2).nullable().optional(),
    answers: z
      .record(z.string().regex(/^[1-9][0-9]{0,3}$/, 'a question number'), z.array(omrMark).max(26))
      .optional(),
  })
  .refine(
    (b) => !(b.roll !== undefined && b.studentId !== undefined),
    'Give the roll or the student, not both',
  )
  .refine(
    (b) =>
      b.roll !== undefined || b.studentId !== undefined || b.set !== undefined || b.answers !== undefined,
    'Give something to correct: roll, studentId, set or answers',
  );

/** POST …/sheets/:page/accept body (may be empty). */
export const omrSheetAcceptBody = z
  .object({
    /**
     * Re-accepting a sheet whose paper result is scored, when the marks would change: 409
     * `rescoreNotConfirmed` (naming the change) unless true, as for any change of scored marks.
     */
    confirmRescore: z.boolean().optional(),
  })
  .default({});

/** A sheet as the review sees it: what was read (or corrected), and its review state. */
export const omrSheetReviewView = omrSheetRead
  .pick({
    page: true,
    roll: true,
    studentId: true,
    studentName: true,
    set: true,
    answers: true,
    problems: true,
    reviewedAt: true,
    attemptId: true,
  })
  .extend({
    /** The sheet's row id. */
    _id: z.string(),
    scanId: z.string(),
  });

/** A paper result's figures, before and after an acceptance. */
export const paperResultFigures = z.object({
  marksObtained: z.number().nullable(),
  totalMarks: z.number().nullable(),
  passed: z.boolean().nullable(),
  published: z.boolean(),
});

/** What accepting a sheet did. */
export const omrSheetAcceptView = z.object({
  attemptId: z.string(),
  /**
   * `created`: the sheet became a new paper attempt; `rescored`: its attempt got the corrected marks
   * and was scored again; `unchanged`: accepted before with the same marks (nothing written).
   */
  outcome: z.enum(['created', 'rescored', 'unchanged']),
  /** The result before (null for a new attempt) and after. */
  before: paperResultFigures.nullable(),
  after: paperResultFigures,
  sheet: omrSheetReviewView,
});

/** What accepting a read's clean sheets did. */
export const omrAcceptCleanView = z.object({
  /** Sheets that became paper attempts now. */
  accepted: z.number().int(),
  /** Clean sheets accepted before (left as they are). */
  alreadyAccepted: z.number().int(),
  /** Sheets left for review: a problem, no student, or the student's paper attempt is another sheet's. */
  left: z.number().int(),
  /** The attempts made now, by page. */
  attempts: z.array(z.object({ page: z.number().int(), attemptId: z.string() })),
});

const { scheduling } = examAccess;

/**
 * Reviewing a read's sheets and turning them into paper attempts (the same staff as read the scans:
 * admin, exam moderators, moderators). Every call is audited with before and after. docs/OMR.md.
 */
export const omrReviewRoutes = defineRoutes('omr', {
  omrSheet: {
    method: 'GET',
    path: '/staff/exams/:examId/omr-scans/:scanId/sheets/:page',
    access: scheduling,
    summary: 'One sheet of a read with its review state',
    params: omrSheetParams,
    data: omrSheetReviewView,
  },
  correctOmrSheet: {
    method: 'PATCH',
    path: '/staff/exams/:examId/omr-scans/:scanId/sheets/:page',
    access: scheduling,
    summary:
      "Correct a sheet's roll (or pick the student), set or marks; accepted sheets need accepting again",
    params: omrSheetParams,
    body: omrSheetCorrectionBody,
    data: omrSheetReviewView,
  },
  acceptOmrSheet: {
    method: 'POST',
    path: '/staff/exams/:examId/omr-scans/:scanId/sheets/:page/accept',
    access: scheduling,
    summary: "Make the sheet the student's paper attempt (once), scored as online attempts are",
    params: omrSheetParams,
    body: omrSheetAcceptBody,
    data: omrSheetAcceptView,
  },
  acceptCleanOmrSheets: {
    method: 'POST',
    path: '/staff/exams/:examId/omr-scans/:scanId/accept-clean',
    access: scheduling,
    summary: 'Accept every sheet of the read with a student and no problem (once each)',
    params: omrScanParams,
    data: omrAcceptCleanView,
  },
});

export type OmrSheetReviewView = z.infer<typeof omrSheetReviewView>;
export type OmrSheetAcceptView = z.infer<typeof omrSheetAcceptView>;
export type OmrAcceptCleanView = z.infer<typeof omrAcceptCleanView>;
export type OmrSheetCorrection = z.infer<typeof omrSheetCorrectionBody>;
