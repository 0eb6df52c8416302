import type { SegmentedSelectionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { findSelection } from '../selection-repository';
import { emptySelection, segmentedExam, selectionView } from './segmented-selection';

/** The saved selection, or the mandatory subjects alone with `submittedAt: null` when none is saved. */
export async function getSubjectSelection(
  ctx: AppContext,
  callerId: string,
  examId: string,
  studentId: string,
): Promise<SegmentedSelectionView> {
  const { exam, details } = await segmentedExam(ctx, callerId, examId, studentId);
  const saved = await findSelection(ctx.db, exam.id, callerId);
  return selectionView(exam, callerId, saved ?? emptySelection(details), saved);
}
