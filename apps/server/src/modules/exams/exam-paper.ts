import {
  attemptOptionOrderOf,
  countedPoint,
  drawPoolQuestions,
  mcaAnswerToCanonical,
  type NormalizedSelection,
  optionTypeJson,
  selectedSubjectIds,
  shownImageIndexes,
  sumMarks,
  toDisplayOrder,
} from '@lms/domain';
import type { ResultQuestionView } from '@lms/domain/contract';
import type { CachedExam, ExamQuestion } from './exam-cache';

/**
 * The questions a student sits: every question of the exam, or for a segmented exam only those of the
 * chosen subjects (none before a selection is saved); of an exam with pools, the listed questions and
 * the ones drawn for the attempt (`drawn`, stored on it at start). Canonical exam order.
 */
export function deliveredQuestions(
  exam: CachedExam,
  selection: NormalizedSelection | null,
  drawn: readonly string[] | null = null,
): ExamQuestion[] {
  if (exam.pools.length > 0) {
    const given = new Set(drawn ?? []);
    return exam.questions.filter((q) => q.pool === null || given.has(q.id));
  }
  if (!exam.isSegmented) return exam.questions;
  if (!selection) return [];
  const chosen = new Set(selectedSubjectIds(selection));
  return exam.questions.filter((q) => q.subjectId !== null && chosen.has(q.subjectId));
}

/** The question ids a new attempt with this seed draws from the exam's pools (null: no pools). */
export function drawForAttempt(exam: CachedExam, seed: string): string[] | null {
  return exam.pools.length > 0 ? drawPoolQuestions(exam.pools, seed) : null;
}

/** The questions on one student's paper (the listed ones and each pool's draw, or all). */
export function paperQuestionCount(exam: CachedExam): number {
  if (exam.pools.length === 0) return exam.questions.length;
  return exam.questions.filter((q) => q.pool === null).length + exam.pools.reduce((n, p) => n + p.count, 0);
}

/** Full marks of the questions a student sits (`deliveredQuestions`). */
export function totalMarksOf(exam: CachedExam, delivered: readonly ExamQuestion[]): number {
  return delivered === exam.questions ? exam.totalMarks : sumMarks(delivered.map(countedPoint));
}

/** The order an attempt shows a question's options in (`order[display] = canonical`). */
export function attemptOptionOrder(exam: CachedExam, seed: string, question: ExamQuestion): number[] {
  return attemptOptionOrders(exam, seed)(question.id, question.options.length);
}

/** `attemptOptionOrder` for many questions of one attempt (the seed is hashed once). */
export function attemptOptionOrders(
  exam: CachedExam,
  seed: string,
): (questionId: string, optionCount: number) => number[] {
  return attemptOptionOrderOf(seed, exam.shuffleOptions);
}

/** An option order as a map key: a number while it fits (up to 12 options), else its text. */
export type OrderKey = number | string;

/** The map key of an option order (`order[display] = canonical`): equal orders give equal keys, and only they. */
export function orderKey(order: readonly number[]): OrderKey {
  if (order.length > 12) return order.join(',');
  let key = order.length;
  for (const index of order) key = key * 16 + index;
  return key;
}

/** What a question with its key has, from the bank or from an exam. */
type KeyedQuestion = Pick<
  ExamQuestion,
  | 'id'
  | 'type'
  | 'title'
  | 'point'
  | 'options'
  | 'imageOptions'
  | 'answer'
  | 'explanation'
  | 'explanationExt'
  | 'image'
  | 'file'
  | 'subjectId'
>;

/** A question with its key and explanations, options in canonical order (results, staff). */
export function questionWithKey(q: KeyedQuestion): ResultQuestionView {
  return {
    _id: q.id,
    type: q.type,
    title: q.title,
    point: q.point,
    options: q.options,
    optionType: optionTypeJson(q.options, q.imageOptions),
    answer: q.answer,
    explanation: q.explanation,
    explanationExt: q.explanationExt,
    image: q.image,
    file: q.file,
    subjectId: q.subjectId,
  };
}

/**
 * A question with its options in an attempt's order (`order[display] = canonical`): the image options'
 * positions and an MCA key (one value per option) move with them; MCQ and checkbox keys are option
 * texts and stay as they are. A result then shows each option under the letter the paper gave it.
 */
export function questionAsShown<Q extends Pick<ExamQuestion, 'type' | 'options' | 'imageOptions' | 'answer'>>(
  q: Q,
  order: readonly number[],
): Q {
  if (order.length !== q.options.length || order.every((canonical, display) => canonical === display))
    return q;
  return {
    ...q,
    options: toDisplayOrder(q.options, order),
    imageOptions: shownImageIndexes(q.imageOptions, order),
    answer: q.type === 'MCA' && q.answer.length === order.length ? toDisplayOrder(q.answer, order) : q.answer,
  };
}

/** A stored (canonical) answer in an attempt's option order: only an MCA answer, one value per option, moves. */
export function answerAsShown(
  q: Pick<ExamQuestion, 'type'>,
  answer: string[],
  order: readonly number[],
): string[] {
  if (q.type !== 'MCA' || answer.length !== order.length) return answer;
  return toDisplayOrder(answer, order);
}

/** An answer from the wire (MCA in the order the student saw) in canonical order. */
export function canonicalAnswer(exam: CachedExam, seed: string, q: ExamQuestion, answer: string[]): string[] {
  if (q.type !== 'MCA') return answer;
  return mcaAnswerToCanonical(answer, attemptOptionOrder(exam, seed, q));
}

/** A stored answer (canonical) in the order this attempt shows the options (MCA only differs). */
export function displayedAnswer(exam: CachedExam, seed: string, q: ExamQuestion, answer: string[]): string[] {
  if (q.type !== 'MCA' || answer.length !== q.options.length) return answer;
  return answerAsShown(q, answer, attemptOptionOrder(exam, seed, q));
}
