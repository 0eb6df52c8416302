import { examMessages } from './messages';

/** A subject of a segmented exam with its number of questions. */
export interface SubjectCount {
  subjectId: string;
  count: number;
}

/** How a segmented exam is split. */
export interface SegmentedExamDetails {
  mandatorySubjects: readonly SubjectCount[];
  compulsoryOptionalSubjects: readonly SubjectCount[];
  optionalSubjects: readonly SubjectCount[];
  totalSubjects: number;
  totalQuestions: number;
  minimumCompulsoryOptionalSubjects: number;
}

/** A student's chosen subject ids per section. */
export interface SegmentedSelection {
  mandatory: readonly string[];
  compulsoryOptional: readonly string[];
  optional: readonly string[];
}

/** A normalized selection (plain arrays). */
export interface NormalizedSelection {
  mandatory: string[];
  compulsoryOptional: string[];
  optional: string[];
}

function ids(subjects: readonly SubjectCount[]): string[] {
  return subjects.map((subject) => subject.subjectId);
}

/** Distinct chosen ids that belong to `offered`, in the order chosen. */
function pick(chosen: readonly string[] | null | undefined, offered: readonly SubjectCount[]): string[] {
  const allowed = new Set(ids(offered));
  return [...new Set(chosen ?? [])].filter((id) => allowed.has(id));
}

/**
 * True while the Optional Subjects section is shown: mandatory subjects plus chosen compulsory
 * optional subjects are fewer than totalSubjects.
 */
export function isOptionalSectionVisible(
  details: SegmentedExamDetails,
  selection: SegmentedSelection,
): boolean {
  const chosen =
    details.mandatorySubjects.length +
    pick(selection.compulsoryOptional, details.compulsoryOptionalSubjects).length;
  return chosen < details.totalSubjects;
}

/**
 * The selection as the panel holds it: every mandatory subject (always checked, locked);
 * compulsory optional and optional picks deduplicated and limited to the subjects their section
 * offers; optional picks cleared once mandatory + compulsory optional reach totalSubjects.
 */
export function normalizeSegmentedSelection(
  details: SegmentedExamDetails,
  selection: SegmentedSelection,
): NormalizedSelection {
  return {
    mandatory: ids(details.mandatorySubjects),
    compulsoryOptional: pick(selection.compulsoryOptional, details.compulsoryOptionalSubjects),
    optional: isOptionalSectionVisible(details, selection)
      ? pick(selection.optional, details.optionalSubjects)
      : [],
  };
}

/**
 * Chosen ids that are not offered in their own section (a compulsory optional id sent as optional
 * counts too). Mandatory ids may be left out of the selection; they are always included.
 */
export function unknownSubjectIds(details: SegmentedExamDetails, selection: SegmentedSelection): string[] {
  const outside = (chosen: readonly string[] | null | undefined, offered: readonly SubjectCount[]) => {
    const allowed = new Set(ids(offered));
    return (chosen ?? []).filter((id) => !allowed.has(id));
  };
  return [
    ...new Set([
      ...outside(selection.mandatory, details.mandatorySubjects),
      ...outside(selection.compulsoryOptional, details.compulsoryOptionalSubjects),
      ...outside(selection.optional, details.optionalSubjects),
    ]),
  ];
}

/** Total selected subjects and total questions of a selection (after normalizing), for the Summary. */
export function segmentedSelectionSummary(
  details: SegmentedExamDetails,
  selection: SegmentedSelection,
): { totalSubjects: number; totalQuestions: number } {
  const normalized = normalizeSegmentedSelection(details, selection);
  const counts = new Map(
    [...details.mandatorySubjects, ...details.compulsoryOptionalSubjects, ...details.optionalSubjects].map(
      (s) => [s.subjectId, Number.isFinite(s.count) ? s.count : 0],
    ),
  );
  const chosen = selectedSubjectIds(normalized);
  return {
    totalSubjects: chosen.length,
    totalQuestions: chosen.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
  };
}

/** Every chosen subject id: mandatory, then compulsory optional, then optional (use on a normalized selection). */
export function selectedSubjectIds(selection: SegmentedSelection): string[] {
  return [...new Set([...selection.mandatory, ...selection.compulsoryOptional, ...selection.optional])];
}

/**
 * Every rule the selection breaks, in the order the client shows them, as its alert text (the inline hints):
 * unknown subjects first (our message), then
 * 1. 'You must select at least {minimumCompulsoryOptionalSubjects} compulsory optional subject(s).'
 * 2. 'You must select subjects to meet the total of {totalSubjects} subjects.'
 * 3. 'You must select subjects to make question count {totalQuestions}.'
 * Rules 1-3 are checked on the normalized selection (mandatory included, optional cleared when full).
 */
export function segmentedSelectionErrors(
  details: SegmentedExamDetails,
  selection: SegmentedSelection,
): string[] {
  const errors: string[] = [];
  if (unknownSubjectIds(details, selection).length > 0) errors.push(examMessages.unknownSubject);
  const normalized = normalizeSegmentedSelection(details, selection);
  const summary = segmentedSelectionSummary(details, normalized);
  if (normalized.compulsoryOptional.length < details.minimumCompulsoryOptionalSubjects) {
    errors.push(examMessages.minimumCompulsoryOptional(details.minimumCompulsoryOptionalSubjects));
  }
  if (summary.totalSubjects !== details.totalSubjects)
    errors.push(examMessages.totalSubjects(details.totalSubjects));
  if (summary.totalQuestions !== details.totalQuestions) {
    errors.push(examMessages.totalQuestions(details.totalQuestions));
  }
  return errors;
}

/** The first rule the selection breaks (the alert at submit), or null when it is valid. */
export function segmentedSelectionError(
  details: SegmentedExamDetails,
  selection: SegmentedSelection,
): string | null {
  return segmentedSelectionErrors(details, selection)[0] ?? null;
}
