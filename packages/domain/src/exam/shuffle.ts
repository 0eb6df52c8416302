/**
 * Per-attempt shuffling. Each attempt has a seed; the options of each question (and the questions,
 * when the exam asks for it) are shown in an order derived from that seed, and answers are mapped
 * back to the canonical order with the same seed, so scoring never depends on what a student saw.
 *
 * An order is a permutation `order` with `order[displayIndex] = canonicalIndex`: the option shown
 * at position i is canonical option `order[i]`.
 *
 * The hash, the generator and the shuffle are part of the stored data (an attempt keeps only its
 * seed): changing any of them would change the order of attempts in progress. Tests pin them.
 */

/** A seed: any string (an attempt id, a random token) or a number. */
export type Seed = string | number;

/** 32-bit FNV-1a hash of a string, as an unsigned integer. */
export function hashString(text: string): number {
  return hashMore(0x811c9dc5, text);
}

/** FNV-1a carried on over more text: `hashMore(hashString(a), b) === hashString(a + b)`. */
export function hashMore(hash: number, text: string): number {
  let state = hash;
  for (let index = 0; index < text.length; index++) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return state >>> 0;
}

/** The 32-bit integer a seed stands for: an integer seed modulo 2^32, anything else hashed as text. */
export function seedToInt(seed: Seed): number {
  return typeof seed === 'number' && Number.isSafeInteger(seed) ? seed >>> 0 : hashString(String(seed));
}

/** The mulberry32 generator: a function returning deterministic numbers in [0, 1) for a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic random generator for a string or number seed. */
export function createRandom(seed: Seed): () => number {
  return mulberry32(seedToInt(seed));
}

/** A deterministic permutation of 0..n-1 for a seed (Fisher-Yates with mulberry32). */
export function shuffleOrder(n: number, seed: Seed): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Cannot shuffle ${n} items`);
  const order = identityOrder(n);
  const random = createRandom(seed);
  for (let index = n - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const held = order[index]!;
    order[index] = order[other]!;
    order[other] = held;
  }
  return order;
}

/** The identity order 0..n-1 (used when nothing is shuffled). */
export function identityOrder(n: number): number[] {
  const order = new Array<number>(n);
  for (let index = 0; index < n; index++) order[index] = index;
  return order;
}

/** True when `order` is a permutation of 0..n-1. */
export function isPermutation(order: readonly number[], n: number = order.length): boolean {
  if (order.length !== n) return false;
  const seen = new Set<number>();
  for (const index of order) {
    if (!Number.isInteger(index) || index < 0 || index >= n || seen.has(index)) return false;
    seen.add(index);
  }
  return true;
}

function assertPermutation(order: readonly number[], n: number): void {
  if (!isPermutation(order, n)) throw new RangeError(`The order does not fit ${n} items`);
}

/** The display order of a question's options in one attempt: seeded by the attempt seed and the question id. */
export function optionOrder(attemptSeed: Seed, questionId: string, optionCount: number): number[] {
  return optionOrders(attemptSeed)(questionId, optionCount);
}

/**
 * `optionOrder` of one attempt for many questions (a whole exam paper): the seed's part of the hash is
 * worked out once.
 */
export function optionOrders(attemptSeed: Seed): (questionId: string, optionCount: number) => number[] {
  const prefix = hashString(`${attemptSeed}:options:`);
  return (questionId, optionCount) => shuffleOrder(optionCount, hashMore(prefix, questionId));
}

/**
 * The question ids in the order one attempt shows them: shuffled by the attempt seed when the
 * exam shuffles questions, else unchanged.
 */
export function questionOrder<T>(questions: readonly T[], attemptSeed: Seed, shuffle: boolean): T[] {
  if (!shuffle) return [...questions];
  return shuffleOrder(questions.length, `${attemptSeed}:questions`).map((index) => questions[index]!);
}

/** Items in canonical order rearranged as displayed: `displayed[i] = canonical[order[i]]`. Throws a RangeError on a bad order. */
export function toDisplayOrder<T>(canonical: readonly T[], order: readonly number[]): T[] {
  assertPermutation(order, canonical.length);
  return order.map((index) => canonical[index]!);
}

/** Items in display order put back in canonical order: `canonical[order[i]] = displayed[i]`. Throws a RangeError on a bad order. */
export function toCanonicalOrder<T>(displayed: readonly T[], order: readonly number[]): T[] {
  assertPermutation(order, displayed.length);
  const canonical = new Array<T>(displayed.length);
  order.forEach((canonicalIndex, displayIndex) => {
    canonical[canonicalIndex] = displayed[displayIndex]!;
  });
  return canonical;
}

/**
 * An MCA answer as the student sent it (one 'true' | 'false' | 'N' per option, in the order the
 * student saw) mapped back to canonical option order with the attempt's option order. A list of
 * the wrong length throws a RangeError (validate with `answerShapeError` first).
 */
export function mcaAnswerToCanonical<T extends string>(
  displayed: readonly T[],
  order: readonly number[],
): T[] {
  return toCanonicalOrder(displayed, order);
}
