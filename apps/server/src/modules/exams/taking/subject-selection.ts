import {
  type NormalizedSelection,
  normalizeSegmentedSelection,
  type SegmentedExamDetails,
  segmentedSelectionErrors,
} from '@lms/domain';
import type { SegmentedSelectionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict, forbidden } from '../../../lib/http-error';
import { examForStudent } from '../exam-access';
import type { CachedExam } from '../exam-cache';
import { findSelection, type SavedSelection, saveSelection } from '../selection-repository';

/** The chosen subjects as sent by the client (SPEC.md §7 add-segmented-exam-subject). */
export interface SelectionInput {
  examId: string;
  studentId: string;
  mandatorySubjects: string[];
  compulsoryOptionalSubjects: string[];
  optionalSubjects: string[];
}

async function segmentedExam(ctx: AppContext, callerId: string, examId: string, studentId: string) {
  if (studentId !== callerId)
    throw forbidden('Not your selection', 'You can only choose subjects for yourself.');
  const { exam } = await examForStudent(ctx, callerId, examId);
  if (!exam.isSegmented || !exam.segmentedDetails)
    throw badRequest('Not a segmented exam', 'This exam has no subject selection.');
  return { exam, details: exam.segmentedDetails };
}

function view(
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

function sameSelection(a: NormalizedSelection, b: NormalizedSelection): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((id) => y.includes(id));
  return (
    same(a.mandatory, b.mandatory) &&
    same(a.compulsoryOptional, b.compulsoryOptional) &&
    same(a.optional, b.optional)
  );
}

/**
 * Saves a segmented exam's subject selection after checking SPEC.md §5's three rules (packages/domain).
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
    if (sameSelection(existing, chosen)) return view(exam, callerId, existing, existing);
    throw conflict(
      'Your subject selection is final',
      'The subjects of a live exam cannot change once submitted.',
    );
  }
  const saved = await saveSelection(ctx.db, exam.id, callerId, chosen, ctx.now());
  return view(exam, callerId, saved, saved);
}

/** The saved selection, or the mandatory subjects alone with `submittedAt: null` when none is saved. */
export async function getSubjectSelection(
  ctx: AppContext,
  callerId: string,
  examId: string,
  studentId: string,
): Promise<SegmentedSelectionView> {
  const { exam, details } = await segmentedExam(ctx, callerId, examId, studentId);
  const saved = await findSelection(ctx.db, exam.id, callerId);
  return view(exam, callerId, saved ?? emptySelection(details), saved);
}

function emptySelection(details: SegmentedExamDetails): NormalizedSelection {
  return normalizeSegmentedSelection(details, { mandatory: [], compulsoryOptional: [], optional: [] });
}
