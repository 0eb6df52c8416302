/** Answers to mark, marked and reviewed. */
export interface MarkingProgress {
  answers: number;
  marked: number;
  reviewed: number;
}

/** The progress of several questions together. */
export function sumProgress(rows: readonly MarkingProgress[]): MarkingProgress {
  return rows.reduce(
    (sum, r) => ({
      answers: sum.answers + r.answers,
      marked: sum.marked + r.marked,
      reviewed: sum.reviewed + r.reviewed,
    }),
    { answers: 0, marked: 0, reviewed: 0 },
  );
}
