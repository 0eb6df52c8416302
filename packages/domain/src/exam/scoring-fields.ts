/**
 * The exam settings scoring reads (`scoreQuestion`, `scoreExam` over the delivered questions,
 * `computeFinalMarks`): a change of one re-scores every submitted attempt, and once results exist it
 * needs the staff member's confirmation. This is the one list; a new setting that scoring reads is
 * added here.
 */
export const EXAM_SCORING_FIELDS = [
  // the question list with each question's point (marks)
  'questions',
  'negativeMarking',
  'negativeMarkPerQuestion',
  'passMark',
  'isSegmentedExam',
  'segmentedExamDetails',
] as const;

/** A scoring setting of an exam. */
export type ExamScoringField = (typeof EXAM_SCORING_FIELDS)[number];

/** The settings of a group's schedule that `computeFinalMarks` reads. */
export const SCHEDULE_SCORING_FIELDS = ['gpaFactor', 'cutMarks'] as const;

/** A scoring setting of a group's schedule. */
export type ScheduleScoringField = (typeof SCHEDULE_SCORING_FIELDS)[number];

/**
 * The fields of a bank question that scoring reads in the exams following it (its key, options, marks,
 * negative marks, type, and subject for segmented exams and subject marks).
 */
export const QUESTION_SCORING_FIELDS = [
  'type',
  'options',
  'answer',
  'point',
  'negativeMark',
  'subjectId',
] as const;

/** A scoring field of a bank question. */
export type QuestionScoringField = (typeof QUESTION_SCORING_FIELDS)[number];

/** A value in one canonical text: object keys sorted, so key order never counts as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * Of `fields`, those whose value differs between `before` and `after` (compared by value, not by
 * reference; a missing value equals null).
 */
export function changedFields<K extends string>(
  fields: readonly K[],
  before: Readonly<Partial<Record<K, unknown>>>,
  after: Readonly<Partial<Record<K, unknown>>>,
): K[] {
  return fields.filter((field) => canonical(before[field]) !== canonical(after[field]));
}
