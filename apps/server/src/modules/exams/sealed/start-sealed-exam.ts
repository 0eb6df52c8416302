import type { SealedStartView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { assertNotHeld } from '../../fees/hold-policy';
import { attemptPaper } from '../taking/get-exam-paper';
import { openAttempt } from '../taking/open-attempt';
import { isSealable, sealedPaperKey } from './seal-paper';

/**
 * PATCH start for a client holding the sealed paper: starts the attempt as the start does (the same
 * window, the same refusals; starting again returns the attempt there is) and answers with the paper
 * but its questions, and the key and seed that open the sealed paper in this attempt's order.
 */
export async function startSealedExam(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<SealedStartView> {
  await assertNotHeld(ctx, studentId);
  const started = await openAttempt(ctx, studentId, examId, groupId, true);
  const { paper } = await attemptPaper(ctx, started);
  const { exam, attempt } = started;
  return {
    paper,
    sealed: isSealable(exam)
      ? {
          version: exam.version,
          key: sealedPaperKey(ctx.config.APP_SECRET, exam).toString('base64'),
          seed: attempt.seed,
        }
      : null,
  };
}
