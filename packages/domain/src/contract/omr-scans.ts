import { z } from 'zod';
import { omrSetCodeProblem } from '../omr/build-omr-template';
import { id } from './common';
import { examAccess } from './exam-access';
import { examParams } from './exams';
import { defineRoutes } from './route';

/** The most files one read takes. */
export const OMR_SCAN_MAX_FILES = 50;

/** POST /staff/exams/:examId/omr-scans body. */
export const startOmrScanBody = z.object({
  /** Storage keys of the scans (GET /content/signed-request?purpose=omrScan, then PUT): PDF, JPEG or PNG. */
  keys: z
    .array(z.string().trim().min(1).max(500))
    .min(1, 'Give at least one uploaded scan')
    .max(OMR_SCAN_MAX_FILES)
    .refine((keys) => new Set(keys).size === keys.length, 'A file is listed twice'),
  /** The set codes the sheets were printed with (the same as for the PDF; none by default). */
  sets: z
    .array(z.string().trim())
    .max(10)
    .default([])
    .superRefine((sets, check) => {
      const problem = omrSetCodeProblem(sets);
      if (problem) check.addIssue({ code: 'custom', message: problem });
    }),
});

/** The largest CSV of marks one import takes, in characters. */
export const OMR_CSV_MAX_CHARS = 5 * 1024 * 1024;

/** POST /staff/exams/:examId/omr-scans/csv body. */
export const importOmrCsvBody = z.object({
  /**
   * The CSV text: a header `roll,set,q1,q2,…` (or OMRChecker's Results CSV), one line per sheet, the
   * options marked per question (`B`, `AB` or `A,B`; empty = unmarked). docs/OMR.md.
   */
  csv: z.string().min(1, 'The file is empty').max(OMR_CSV_MAX_CHARS, 'The file is larger than 5 MB'),
  /** The set codes the sheets were printed with (as for a scan). */
  sets: startOmrScanBody.shape.sets,
});

/** `:examId` and `:scanId` in a path. */
export const omrScanParams = examParams.extend({ scanId: id });

/** A doubt about a sheet read, for review. */
export const omrSheetProblem = z.object({
  /**
   * `pageNotFound` (no sheet on the page), `otherExam` (its QR code names another exam or layout),
   * `rollUnreadable`, `rollNotOnRoster` (a roll of no student of
   * the exam's groups), `rollNotUnique` (several of its students have it), `setUnreadable`,
   * `multipleMarks` and `faintMark` (with `question`); from a CSV import also `unknownQuestion` (with
   * `question`: a mark in a column of a question the sheet does not have).
   */
  code: z.string(),
  /** The question it concerns, when it concerns one. */
  question: z.number().int().optional(),
});

/** One page of a scan as read. */
export const omrSheetRead = z.object({
  /** 1-based, across the scan's files in the order given. */
  page: z.number().int(),
  /** The roll read; null when not clear (never guessed). */
  roll: z.string().nullable(),
  /** The student of the exam's groups with that roll; null when none. */
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  /** The set code read; null when the sheet has none or it was not clear. */
  set: z.string().nullable(),
  /** Every question of the sheet -> the options marked (none, one or several). */
  answers: z.record(z.string(), z.array(z.string())),
  /** 0..1: 1 when every bubble was clear. */
  confidence: z.number(),
  problems: z.array(omrSheetProblem),
  /**
   * Signed URLs (short-lived) of images for review: the roll block, each doubtful question's row, and
   * the whole page (small) when no sheet was found on it.
   */
  crops: z.object({
    roll: z.string().nullable(),
    page: z.string().nullable(),
    questions: z.record(z.string(), z.string()),
  }),
  /** When staff last corrected or accepted the sheet (omr-review routes); null before. */
  reviewedAt: z.string().nullable(),
  /** The paper attempt the sheet became once accepted; null before. */
  attemptId: z.string().nullable(),
});

/** A read of scans: its progress and, once pages are read, the sheets. */
export const omrScanView = z.object({
  _id: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** `scan`: uploaded files read here; `csv`: marks read by another tool and imported (no crops). */
  source: z.enum(['scan', 'csv']),
  pagesDone: z.number().int(),
  /** Null until the files are opened. */
  pagesTotal: z.number().int().nullable(),
  /** Why it failed (a file that is not a readable PDF or image). */
  error: z.string().nullable(),
  layoutId: z.string(),
  createdAt: z.string(),
  sheets: z.array(omrSheetRead),
});

/** One scan in the exam's list. */
export const omrScanSummary = omrScanView.omit({ sheets: true }).extend({
  /** Sheets read with at least one problem. */
  sheetsWithProblems: z.number().int(),
});

const { scheduling } = examAccess;

/** Reading an exam's OMR scans (the same staff as print the sheets). docs/OMR.md. */
export const omrScanRoutes = defineRoutes('omr', {
  startOmrScan: {
    method: 'POST',
    path: '/staff/exams/:examId/omr-scans',
    access: scheduling,
    summary: 'Read uploaded scans of OMR sheets (a job); the same files for the same exam are read once',
    params: examParams,
    body: startOmrScanBody,
    data: z.object({ _id: z.string() }),
  },
  importOmrCsv: {
    method: 'POST',
    path: '/staff/exams/:examId/omr-scans/csv',
    access: scheduling,
    summary:
      'Import OMR marks read by another tool (CSV) as a read whose sheets go through the same review; the same file is imported once',
    params: examParams,
    body: importOmrCsvBody,
    // Quotes in the CSV are escaped in the JSON around it.
    bodyLimit: 2 * OMR_CSV_MAX_CHARS,
    data: z.object({ _id: z.string() }),
  },
  omrScans: {
    method: 'GET',
    path: '/staff/exams/:examId/omr-scans',
    access: scheduling,
    summary: "The exam's scan reads, newest first",
    params: examParams,
    data: z.array(omrScanSummary),
  },
  omrScan: {
    method: 'GET',
    path: '/staff/exams/:examId/omr-scans/:scanId',
    access: scheduling,
    summary: 'A scan read: its progress and the sheets read',
    params: omrScanParams,
    data: omrScanView,
  },
});

export type OmrScanView = z.infer<typeof omrScanView>;
export type OmrSheetRead = z.infer<typeof omrSheetRead>;
export type OmrScanSummary = z.infer<typeof omrScanSummary>;
