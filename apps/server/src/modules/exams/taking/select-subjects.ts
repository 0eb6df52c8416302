import { normalizeSegmentedSelection, segmentedSelectionErrors } from '@lms/domain';
import type { SegmentedSelectionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict } from '../../../lib/http-error';
import { findSelection, saveSelection } from '../selection-repository';
import { sameSelection, segmentedExam, selectionView } from './segmented-selection';

/** The chosen subjects as sent by the client. */
export interface SelectionInput {
  examId: string;
  /** Missing means the caller. */
  studentId?: string;
  mandatorySubjects: string[];
  compulsoryOptionalSubjects: string[];
  optionalSubjects: string[];
}

/**
 * Saves a segmented exam's subject selection after checking the selection rules of packages/domain (every mandatory subject, enough
 * compulsory optional ones, the right total).
 * A live exam's selection is final once saved (sending the same again is fine); a practice exam's can
 * change.
 */
export async function selectSubjects(
  ctx: AppContext,
  callerId: string,
  input: SelectionInput,
): Promise<SegmentedSelectionView> {
  const { exam, details } = await segmentedExam(ctx, callerId, input.examId, input.studentId);
  const selection = {
    mandatory: input.mandatorySubjects,
    compulsoryOptional: input.compulsoryOptionalSubjects,
    optional: input.optionalSubjects,
  };
  const errors = segmentedSelectionErrors(details, selection);
  if (errors.length > 0) throw badRequest(errors[0]!, errors.join(' '));
  const chosen = normalizeSegmentedSelection(details, selection);
  const existing = await findSelection(ctx.db, exam.id, callerId);
  if (existing && !exam.isPractice) {
    if (sameSelection(existing, chosen)) return selectionView(exam, callerId, existing, existing);
    throw conflict(
      'Your subject selection is final',
      'The subjects of a live exam cannot change once submitted.',
    );
  }
  const saved = await saveSelection(ctx.db, exam.id, callerId, chosen, ctx.now());
  return selectionView(exam, callerId, saved, saved);
}
