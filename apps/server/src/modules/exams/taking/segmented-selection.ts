import type { NormalizedSelection } from '@lms/domain';
import type { SegmentedSelectionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, forbidden } from '../../../lib/http-error';
import { examForStudent } from '../exam-access';
import type { CachedExam } from '../exam-cache';
import type { SavedSelection } from '../selection-repository';

/**
 * The segmented exam of a selection call: the caller's own selection of a segmented exam only (no
 * student id means the caller).
 */
export async function segmentedExam(
  ctx: AppContext,
  callerId: string,
  examId: string,
  studentId: string | undefined,
) {
  if (studentId !== undefined && studentId !== callerId)
    throw forbidden('Not your selection', 'You can only choose subjects for yourself.');
  const { exam } = await examForStudent(ctx, callerId, examId);
  if (!exam.isSegmented || !exam.segmentedDetails)
    throw badRequest('Not a segmented exam', 'This exam has no subject selection.');
  return { exam, details: exam.segmentedDetails };
}

/** The selection as the selection calls answer it. */
export function selectionView(
  exam: CachedExam,
  studentId: string,
  selection: NormalizedSelection,
  saved: SavedSelection | null,
): SegmentedSelectionView {
  return {
    examId: exam.id,
    studentId,
    mandatorySubjects: selection.mandatory,
    compulsoryOptionalSubjects: selection.compulsoryOptional,
    optionalSubjects: selection.optional,
    isPracticeExam: exam.isPractice,
    /** When the selection was saved; null when nothing is saved yet. */
    submittedAt: saved?.submittedAt.toISOString() ?? null,
  };
}

/** True when two selections hold the same subjects, whatever their order. */
export function sameSelection(a: NormalizedSelection, b: NormalizedSelection): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((id) => y.includes(id));
  return (
    same(a.mandatory, b.mandatory) &&
    same(a.compulsoryOptional, b.compulsoryOptional) &&
    same(a.optional, b.optional)
  );
}
