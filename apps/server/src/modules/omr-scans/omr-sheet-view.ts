import type { OmrSheetReviewView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findSheet, type SheetRow } from './omr-review-repository';

/** Where a sheet is: the exam, its read and its page. */
export interface SheetAt {
  examId: string;
  scanId: string;
  page: number;
}

/** A sheet row as the review sees it. */
export function sheetView(row: SheetRow): OmrSheetReviewView {
  return {
    _id: row.id,
    scanId: row.scanId,
    page: row.page,
    roll: row.roll,
    studentId: row.studentId,
    studentName: row.studentName,
    set: row.set,
    answers: row.answers,
    problems: row.problems.map((p) => (p.question === undefined ? { code: p.code } : p)),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    attemptId: row.attemptId,
  };
}

/** GET …/sheets/:page: the sheet with its review state (404 when the read or page is not this exam's). */
export async function getOmrSheet(ctx: AppContext, at: SheetAt): Promise<OmrSheetReviewView> {
  const row = await findSheet(ctx.db, at);
  if (!row) throw notFound('No such sheet');
  return sheetView(row);
}
