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
}

/**
 * The impact of scoring the results again under proposed settings: counts of changed results and of
 * moved merit positions, positions by `meritPositions` over every scored result before and after.
 */
export function rescoreImpact(results: readonly RescoredResult[]): RescoreImpact {
  const before = meritPositions(results.map((r) => ({ id: r.id, marks: r.before.marksObtained })));
  const after = meritPositions(results.map((r) => ({ id: r.id, marks: r.after.marksObtained })));
  let changed = 0;
  let publishedChanged = 0;
  let passChanged = 0;
  let positionsMoved = 0;
  let largestRise: PositionMove | null = null;
  let largestFall: PositionMove | null = null;
  const firstOf = (a: PositionMove | null, b: PositionMove, by: (m: PositionMove) => number) =>
    !a || by(b) > by(a) || (by(b) === by(a) && b.from < a.from) ? b : a;
  for (const [index, result] of results.entries()) {
    if (resultFiguresChanged(result.before, result.after)) {
      changed++;
      if (result.published) publishedChanged++;
    }
    if (result.before.passed !== result.after.passed) passChanged++;
    const move = { id: result.id, from: before[index]!.position, to: after[index]!.position };
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
  };
}

/** The impact in one English sentence (the server's 409 message; the console words it itself). */
export function rescoreImpactText(
  impact: RescoreImpact,
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
