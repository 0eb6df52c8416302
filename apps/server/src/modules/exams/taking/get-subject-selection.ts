import type { SegmentedSelectionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { findSelection } from '../selection-repository';
import { segmentedExam, selectionView } from './segmented-selection';

/**
 * The saved selection, or null while none is saved: the original student client takes any object as
 * a choice already made (and locks a live exam's boxes).
 */
export async function getSubjectSelection(
  ctx: AppContext,
  callerId: string,
  examId: string,
  studentId: string | undefined,
): Promise<SegmentedSelectionView | null> {
  const { exam } = await segmentedExam(ctx, callerId, examId, studentId);
  const saved = await findSelection(ctx.db, exam.id, callerId);
  return saved ? selectionView(exam, callerId, saved, saved) : null;
}
