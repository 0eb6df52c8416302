import { setOfSeed } from './sets';
import { identityOrder, optionOrders, questionOrder, toDisplayOrder } from './shuffle';

/**
 * The `optionType` of a question view: a JSON string marking image options with 'image', keyed by the
 * option's value (the original student client looks an option up by its text) and by its index in the
 * `options` list it comes with (`{"uploads/a.png":"image","1":"image"}`); '{}' when no option is an
 * image. An index key that is also the text of another option is left out, so it cannot mark that one.
 */
export function optionTypeJson(options: readonly string[], imageIndexes: readonly number[]): string {
  const types: Record<string, 'image'> = {};
  for (const index of imageIndexes) {
    const value = options[index];
    if (value !== undefined) types[value] = 'image';
    const key = String(index);
    if (!options.includes(key) || options[index] === key) types[key] = 'image';
  }
  return JSON.stringify(types);
}

/** The image options' positions as an attempt shows the options (`order[display] = canonical`). */
export function shownImageIndexes(imageOptions: readonly number[], order: readonly number[]): number[] {
  return order.flatMap((canonical, display) => (imageOptions.includes(canonical) ? [display] : []));
}

/**
 * The questions in the order one attempt shows them: shuffled by its seed when the exam shuffles
 * questions, and always for an attempt of a set (a set has its own order of the questions).
 */
export function attemptQuestionOrder<T>(
  questions: readonly T[],
  seed: string,
  shuffleQuestions: boolean,
): T[] {
  return questionOrder(questions, seed, shuffleQuestions || setOfSeed(seed) !== null);
}

/** The order an attempt shows each question's options in (`order[display] = canonical`), by question. */
export function attemptOptionOrderOf(
  seed: string,
  shuffleOptions: boolean,
): (questionId: string, optionCount: number) => number[] {
  return shuffleOptions ? optionOrders(seed) : (_questionId, optionCount) => identityOrder(optionCount);
}

/** A question of a sealed paper: options in canonical order, no key, no explanation. */
export interface SealedQuestion {
  _id: string;
  type: string;
  title: string;
  point: number;
  /** Option texts (or image keys) in canonical order. */
  options: string[];
  /** Canonical indexes of the options that are images. */
  imageOptions: number[];
  image: string[];
  file: string[];
  subjectId: string | null;
}

/** The question as a student's paper shows it (the wire's exam question view). */
export interface ShownQuestion extends Omit<SealedQuestion, 'imageOptions'> {
  optionType: string;
}

/**
 * A sealed paper's questions as one attempt shows them: in the attempt's question order, each with
 * its options in the attempt's order and `optionType` naming the image options by value and shown
 * position. The same view the server's paper gives the attempt, built in the student's browser once
 * the start has released the paper's key and the attempt's seed.
 */
export function shownSealedQuestions<Q extends SealedQuestion>(
  questions: readonly Q[],
  seed: string,
  flags: { shuffleQuestions: boolean; shuffleOptions: boolean },
): ShownQuestion[] {
  const orderOf = attemptOptionOrderOf(seed, flags.shuffleOptions);
  return attemptQuestionOrder(questions, seed, flags.shuffleQuestions).map((q) => {
    const order = orderOf(q._id, q.options.length);
    const options = toDisplayOrder(q.options, order);
    return {
      _id: q._id,
      type: q.type,
      title: q.title,
      point: q.point,
      options,
      optionType: optionTypeJson(options, shownImageIndexes(q.imageOptions, order)),
      image: q.image,
      file: q.file,
      subjectId: q.subjectId,
    };
  });
}

/** Bytes of the random IV a sealed paper starts with. */
export const SEALED_PAPER_IV_BYTES = 12;

/**
 * The additional authenticated data a sealed paper is encrypted with: a paper of another exam or
 * version does not open, rather than open as the wrong one.
 */
export function sealedPaperAad(examId: string, version: number): string {
  return `sealed-paper:${examId}:${version}`;
}
