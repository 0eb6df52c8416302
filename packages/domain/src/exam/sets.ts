/**
 * Set codes. An exam may come in 2 to 4 sets (A, B, C, D): every attempt of a set gets the same paper,
 * its questions in the set's own order (or, for a drawn paper, the set's own draw), so students side by
 * side hold different sets. Marks are the same in every set.
 */

/** The set codes, in the order they are handed out. */
export const SET_CODES = ['A', 'B', 'C', 'D'] as const;

/** One set's code. */
export type SetCode = (typeof SET_CODES)[number];

/** How many sets an exam may have: none (0) or 2 to 4. */
export const SET_COUNTS = [0, 2, 3, 4] as const;

/** Whether `count` is a number of sets an exam may have. */
export function isSetCount(count: number): boolean {
  return (SET_COUNTS as readonly number[]).includes(count);
}

/**
 * The set of the exam's `startedBefore + 1`-th attempt: handed out in turn (A, B, C, A, ...), so the
 * sets stay even however many sit. Null for an exam without sets.
 */
export function setForAttempt(setCount: number, startedBefore: number): SetCode | null {
  if (!isSetCount(setCount) || setCount === 0) return null;
  return SET_CODES[Math.max(0, Math.floor(startedBefore)) % setCount]!;
}

/**
 * The seed every attempt of a set shares (for the order of its questions and its draw from pools):
 * the exam's and the set's, so a set's paper is the same for all who sit it and differs between sets.
 */
export function setSeed(examId: string, set: SetCode): string {
  return `${examId}:set:${set}`;
}

/** The set an attempt's seed was made for (`setSeed`), or null for an attempt of its own (no sets). */
export function setOfSeed(seed: string): SetCode | null {
  const code = /:set:([A-D])$/.exec(seed)?.[1];
  return code ? (code as SetCode) : null;
}

/** `{ set }` for an attempt of a set (its seed is the set's), else nothing: views add it as an optional field. */
export function setFieldOfSeed(seed: string): { set?: SetCode } {
  const set = setOfSeed(seed);
  return set ? { set } : {};
}
