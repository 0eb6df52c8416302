import { meritPositions } from './merit';
import { toHundredths } from './rounding';

/** The figures of a result that a student sees change when it is scored again. */
export interface ResultFigures {
  marksObtained: number;
  totalMarks: number;
  passed: boolean;
}

/** Whether a result scored again shows anything else than before (marks at 2 decimals, total, pass). */
export function resultFiguresChanged(before: ResultFigures, after: ResultFigures): boolean {
  return (
    toHundredths(before.marksObtained) !== toHundredths(after.marksObtained) ||
    toHundredths(before.totalMarks) !== toHundredths(after.totalMarks) ||
    before.passed !== after.passed
  );
}

/** One scored result: its stored figures and those a proposed change would give it. */
export interface RescoredResult {
  id: string;
  before: ResultFigures;
  after: ResultFigures;
  /** Its student sees it (a changed one is then told). */
  published: boolean;
}

/** A result whose merit position moves: from and to (1 is the top). */
export interface PositionMove {
  id: string;
  from: number;
  to: number;
}

/** A result whose figures would change: before and after, with its merit position before and after. */
export interface ChangedResult {
  id: string;
  before: ResultFigures;
  after: ResultFigures;
  /** Merit position now (1 is the top). */
  from: number;
  /** Merit position after the change. */
  to: number;
}

/** How many changed results an impact names at most (the count of all is `changed`). */
export const CHANGED_RESULTS_SHOWN = 100;

/** What scoring an exam's results again would change. */
export interface RescoreImpact {
  /** Scored results compared. */
  results: number;
  /** Results whose marks, total or pass would change. */
  changed: number;
  /** Of those, the published ones: their students would be told. */
  publishedChanged: number;
  /** Results that would pass where they failed, or fail where they passed. */
  passChanged: number;
  /** Results whose merit position would move. */
  positionsMoved: number;
  /** The move up by the most places (ties: the higher place first), or null. */
  largestRise: PositionMove | null;
  /** The move down by the most places (ties: the higher place first), or null. */
  largestFall: PositionMove | null;
  /**
   * The results whose figures would change, in merit order after the change (ties: the higher place
   * now first), at most `limit` of them.
   */
  changedResults: ChangedResult[];
}

/**
 * The impact of scoring the results again under proposed settings: counts of changed results and of
 * moved merit positions, positions by `meritPositions` over every scored result before and after.
 */
export function rescoreImpact(
  results: readonly RescoredResult[],
  limit = CHANGED_RESULTS_SHOWN,
): RescoreImpact {
  const before = meritPositions(results.map((r) => ({ id: r.id, marks: r.before.marksObtained })));
  const after = meritPositions(results.map((r) => ({ id: r.id, marks: r.after.marksObtained })));
  let changed = 0;
  let publishedChanged = 0;
  let passChanged = 0;
  let positionsMoved = 0;
  let largestRise: PositionMove | null = null;
  let largestFall: PositionMove | null = null;
  const changedResults: ChangedResult[] = [];
  const firstOf = (a: PositionMove | null, b: PositionMove, by: (m: PositionMove) => number) =>
    !a || by(b) > by(a) || (by(b) === by(a) && b.from < a.from) ? b : a;
  for (const [index, result] of results.entries()) {
    const move = { id: result.id, from: before[index]!.position, to: after[index]!.position };
    if (resultFiguresChanged(result.before, result.after)) {
      changed++;
      if (result.published) publishedChanged++;
      changedResults.push({ ...move, before: result.before, after: result.after });
    }
    if (result.before.passed !== result.after.passed) passChanged++;
    if (move.from === move.to) continue;
    positionsMoved++;
    if (move.to < move.from) largestRise = firstOf(largestRise, move, (m) => m.from - m.to);
    else largestFall = firstOf(largestFall, move, (m) => m.to - m.from);
  }
  return {
    results: results.length,
    changed,
    publishedChanged,
    passChanged,
    positionsMoved,
    largestRise,
    largestFall,
    changedResults: changedResults.sort((a, b) => a.to - b.to || a.from - b.from).slice(0, limit),
  };
}

/** The impact in one English sentence (the server's 409 message; the console words it itself). */
export function rescoreImpactText(
  impact: Omit<RescoreImpact, 'changedResults'>,
  names: { rise?: string; fall?: string } = {},
): string {
  const parts = [
    `${impact.changed} of ${impact.results} results would change (${impact.publishedChanged} published, whose students are told)`,
    `${impact.positionsMoved} merit positions would move`,
  ];
  const { largestRise: rise, largestFall: fall } = impact;
  if (rise) parts.push(`largest rise: ${names.rise ?? 'a student'} from ${rise.from} to ${rise.to}`);
  if (fall) parts.push(`largest fall: ${names.fall ?? 'a student'} from ${fall.from} to ${fall.to}`);
  return `${parts.join('; ')}.`;
}
