import type { OmrAcceptCleanView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/http-error';
import type { ScoreOutcome } from '../exams/results/score-attempt';
import { acceptSheet, afterPaperScoring, examOfSheets } from './accept-omr-sheet';
import { cleanSheetPages } from './omr-review-repository';
import { findScan } from './omr-scan-repository';

/**
 * POST …/omr-scans/:scanId/accept-clean: accepts every sheet of the read matched to a student and
 * without a problem, each as `acceptOmrSheet` does (its own transaction, its row locked), so calling
 * twice, or on two nodes at once, makes each attempt once. A sheet refused (its student's paper attempt
 * is another sheet's, or no longer of the exam) is left for review.
 */
export async function acceptCleanOmrSheets(
  ctx: AppContext,
  staffId: string,
  examId: string,
  scanId: string,
): Promise<OmrAcceptCleanView> {
  const exam = await examOfSheets(ctx, examId);
  if (!(await findScan(ctx.db, examId, scanId))) throw notFound('No such scan');
  const pages = await cleanSheetPages(ctx.db, scanId);
  const view: OmrAcceptCleanView = { accepted: 0, alreadyAccepted: 0, left: 0, attempts: [] };
  const outcomes: ScoreOutcome[] = [];
  for (const sheet of pages) {
    if (sheet.accepted) view.alreadyAccepted++;
    else if (!sheet.clean) view.left++;
    else {
      try {
        const done = await acceptSheet(ctx, exam, staffId, { examId, scanId, page: sheet.page }, false);
        if (done.outcome === 'created') {
          view.accepted++;
          view.attempts.push({ page: sheet.page, attemptId: done.attemptId });
        } else view.alreadyAccepted++;
        if (done.score) outcomes.push(done.score);
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        view.left++;
      }
    }
  }
  if (outcomes.length > 0) await afterPaperScoring(ctx, exam, outcomes);
  return view;
}
