import { type Seed, shuffleOrder } from './shuffle';

/**
 * Question pools. A pool section of an exam paper draws `count` questions from its candidates (the
 * bank questions that matched its filter when the exam was saved). Each attempt draws with its own
 * seed, so the same attempt always gets the same questions, and two attempts usually get different ones.
 */

/** A pool section as the draw needs it: how many to draw and from which candidates (in a fixed order). */
export interface PoolDraw {
  count: number;
  candidateIds: readonly string[];
}

/**
 * The question ids one attempt is given from each pool, pool after pool, each pool's in candidate
 * order. Seeded by the attempt seed and the pool's place, so a pool's draw does not depend on the
 * others. A pool with fewer candidates than its count gives them all (an exam edited after saving).
 */
export function drawPoolQuestions(pools: readonly PoolDraw[], attemptSeed: Seed): string[] {
  return pools.flatMap((pool, index) => {
    const n = pool.candidateIds.length;
    const picked = shuffleOrder(n, `${attemptSeed}:pool:${index}`).slice(0, Math.min(pool.count, n));
    return picked.sort((a, b) => a - b).map((at) => pool.candidateIds[at]!);
  });
}

/** A candidate's marks as the fairness check needs them. */
export interface PoolCandidateMarks {
  point: number;
  negativeMark: number;
}

/** What keeps a pool section from being saved. */
export type PoolProblem =
  | { code: 'countTooSmall' }
  | { code: 'countAbovePool'; count: number; poolSize: number }
  | { code: 'unequalMarks'; marks: number[] }
  | { code: 'unequalNegativeMarks'; negativeMarks: number[] };

/**
 * What is wrong with drawing `count` questions from these candidates: at least one, no more than the
 * pool holds, and every candidate worth the same marks and the same negative marks (every draw then
 * has the same full marks and the same risk). Null when the section is sound.
 */
export function poolProblem(count: number, candidates: readonly PoolCandidateMarks[]): PoolProblem | null {
  if (!Number.isInteger(count) || count < 1) return { code: 'countTooSmall' };
  if (count > candidates.length) return { code: 'countAbovePool', count, poolSize: candidates.length };
  const marks = distinct(candidates.map((c) => c.point));
  if (marks.length > 1) return { code: 'unequalMarks', marks };
  const negativeMarks = distinct(candidates.map((c) => c.negativeMark));
  if (negativeMarks.length > 1) return { code: 'unequalNegativeMarks', negativeMarks };
  return null;
}

/** The problem in words (the API's 400 message and the editor's warning). */
export function poolProblemWording(problem: PoolProblem): string {
  switch (problem.code) {
    case 'countTooSmall':
      return 'A pool section draws at least 1 question';
    case 'countAbovePool':
      return `Cannot draw ${problem.count} questions from a pool of ${problem.poolSize}`;
    case 'unequalMarks':
      return `The pool's questions have unequal marks (${problem.marks.join(', ')}): every draw must have the same marks`;
    case 'unequalNegativeMarks':
      return `The pool's questions have unequal negative marks (${problem.negativeMarks.join(', ')})`;
  }
}

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * `count` of the `available` question ids at random (by `seed`), in the order given (the bank's), or
 * null when fewer are available: the editor's "add N random questions" for a fixed paper.
 */
export function pickRandomQuestions(
  available: readonly string[],
  count: number,
  seed: Seed,
): string[] | null {
  if (!Number.isInteger(count) || count < 1 || count > available.length) return null;
  const picked = shuffleOrder(available.length, `${seed}:random`).slice(0, count);
  return picked.sort((a, b) => a - b).map((at) => available[at]!);
}

/** Why `count` random questions cannot be added (the API's 400 message). */
export function randomPickWording(count: number, available: number): string {
  return `Cannot add ${count} random questions: only ${available} match the filter and are not on the paper`;
}
