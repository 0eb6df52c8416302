/** How a student moves through the paper: `free` (any question, any order) or `sequential` (forward only). */
export const NAVIGATION_MODES = ['free', 'sequential'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

/** What a result shows: the marks only; with the key; with the key and the explanations. */
export const RESULT_SHOWS = ['marks', 'marksKey', 'marksKeyExplanations'] as const;
export type ResultShows = (typeof RESULT_SHOWS)[number];

/** When a live exam's result shows: right after the student's submit, or once staff publish it. */
export const RESULT_TIMINGS = ['atOnce', 'atPublish'] as const;
export type ResultTiming = (typeof RESULT_TIMINGS)[number];

/** A feedback text for results from `from` % (included) to `to` % (excluded; 100 included). */
export interface FeedbackBand {
  from: number;
  to: number;
  text: string;
}

/** How the paper is delivered and what its result shows. */
export interface ExamDelivery {
  /** Questions on one page; null: all on one page. */
  questionsPerPage: number | null;
  navigation: NavigationMode;
  resultShows: ResultShows;
  /** A practice exam's result always shows at once. */
  resultTiming: ResultTiming;
  feedbackBands: FeedbackBand[];
}

/** What every exam did before these settings existed, so it stays the default. */
export const DEFAULT_DELIVERY: ExamDelivery = {
  questionsPerPage: null,
  navigation: 'free',
  resultShows: 'marksKeyExplanations',
  resultTiming: 'atPublish',
  feedbackBands: [],
};

/** What of a result its student may see now. */
export interface ResultReveal {
  /** The result at all (its marks and counts). */
  marks: boolean;
  key: boolean;
  explanations: boolean;
}

/**
 * What a student may see of a scored result. A practice result shows at once; a live one at once only
 * when the exam says so, else once published. The key and explanations of a live result shown before
 * publishing wait until every group's window has closed: others may still be sitting the exam.
 */
export function resultReveal(
  exam: { isPractice: boolean; delivery: Pick<ExamDelivery, 'resultShows' | 'resultTiming'> },
  state: { published: boolean; windowsClosed: boolean },
): ResultReveal {
  const marks = exam.isPractice || state.published || exam.delivery.resultTiming === 'atOnce';
  const keyTime = marks && (exam.isPractice || state.published || state.windowsClosed);
  const key = keyTime && exam.delivery.resultShows !== 'marks';
  return { marks, key, explanations: key && exam.delivery.resultShows === 'marksKeyExplanations' };
}

/** Whether a result shows to its student right after it is scored, before any publishing. */
export function resultShowsAtOnce(exam: {
  isPractice: boolean;
  delivery: Pick<ExamDelivery, 'resultTiming'>;
}): boolean {
  return exam.isPractice || exam.delivery.resultTiming === 'atOnce';
}

/** Why a list of feedback bands is refused: each band out of 0-100 or empty, and each overlap. */
export function feedbackBandProblems(bands: readonly FeedbackBand[]): string[] {
  const problems: string[] = [];
  bands.forEach((b, i) => {
    if (b.from < 0 || b.to > 100 || b.from >= b.to)
      problems.push(`feedback band ${i + 1} must run from a lower to a higher percent within 0-100`);
  });
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (b.from < a.to) problems.push(`feedback bands ${a.from}-${a.to}% and ${b.from}-${b.to}% overlap`);
  }
  return problems;
}

/** The feedback text of a result's percent (marks over total), or null when no band holds it. */
export function feedbackFor(bands: readonly FeedbackBand[], marks: number, total: number): string | null {
  if (total <= 0) return null;
  const percent = (Math.max(0, marks) / total) * 100;
  const band = bands.find((b) => percent >= b.from && (percent < b.to || (b.to === 100 && percent >= 100)));
  return band?.text ?? null;
}

/** The pages of a paper of `count` questions: the index range of each page. */
export function paperPages(count: number, perPage: number | null): { start: number; end: number }[] {
  const size = perPage && perPage > 0 ? perPage : Math.max(count, 1);
  const pages: { start: number; end: number }[] = [];
  for (let start = 0; start < count; start += size) pages.push({ start, end: Math.min(start + size, count) });
  return pages.length ? pages : [{ start: 0, end: 0 }];
}
