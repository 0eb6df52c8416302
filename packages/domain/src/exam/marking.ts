/**
 * Where a written answer's marking stands:
 * - `unmarked`: no examiner has marked it;
 * - `marked`: marked once, not reviewed yet;
 * - `confirmed`: a second examiner reviewed it and kept the first marks;
 * - `changed`: a second examiner reviewed it and gave other marks (the first marks are kept beside).
 */
export const REVIEW_STATES = ['unmarked', 'marked', 'confirmed', 'changed'] as const;

/** Where a written answer's marking stands (see REVIEW_STATES). */
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The marking stored on a written answer. */
export interface StoredMarking {
  /** The marks that count (the reviewer's once reviewed). */
  marks: number | null;
  /** The first examiner's marks; null on answers marked before reviews were kept (then `marks`). */
  firstMarks: number | null;
  markedBy: string | null;
  reviewedBy: string | null;
}

/** Where a stored marking stands. */
export function reviewStateOf(m: StoredMarking): ReviewState {
  if (m.marks === null) return 'unmarked';
  if (m.reviewedBy === null) return 'marked';
  return m.marks === (m.firstMarks ?? m.marks) ? 'confirmed' : 'changed';
}

/**
 * What a staff member's marks on an answer are: the `first` marking; the first examiner `correcting`
 * their own marks before anyone reviewed them; a `review` by anyone else (the first marks are kept);
 * or `refused` when the first examiner would overrule the reviewer.
 */
export type MarkingStep = 'first' | 'correcting' | 'review' | 'refused';

/** The step a staff member's marks on an answer with this marking take. */
export function markingStepOf(m: StoredMarking, staffId: string): MarkingStep {
  if (m.marks === null) return 'first';
  if (m.markedBy !== staffId) return 'review';
  return m.reviewedBy === null ? 'correcting' : 'refused';
}

/** Why marks cannot be given to a question worth `point` (null when they can). */
export function marksProblem(marks: number, point: number): string | null {
  if (!Number.isFinite(marks) || marks < 0) return 'Marks cannot be negative.';
  if (marks > point) return `This question is worth ${point}; give at most ${point}.`;
  if (Math.abs(Math.round(marks * 100) - marks * 100) > 1e-6) return 'Give marks with at most two decimals.';
  return null;
}
