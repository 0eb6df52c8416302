import {
  type ItemTotalSums,
  itemScore,
  type Moments,
  pointBiserialRest,
  reliabilityCoefficient,
  round2,
  standardDeviation,
  standardErrorOfMeasurement,
} from '@lms/domain';
import type { ExamItemAnalysisView } from '@lms/domain/contract';
import type { CachedExam, ExamQuestion } from '../exam-cache';
import type { AnswerGroup } from './analysis-repository';

/** n, sum T and sum T² of the test total T over some attempts. */
export interface TotalSums {
  n: number;
  sumT: number;
  sumTT: number;
}

/** Per question its sums against the total, and the test's reliability. */
export interface ItemMoments {
  /** The sums of a question over the attempts given it; undefined when none was. */
  sumsOf(q: ExamQuestion): ItemTotalSums | undefined;
  reliability: ExamItemAnalysisView['reliability'];
}

/**
 * The sums behind the point-biserials and the reliability, from the grouped answers (no more reads):
 * each distinct answer scored once (marks before negative marks = item score x the question's marks);
 * a group's attempts all earned those marks, so its share of sum x·T is the marks x the group's sum
 * of T. T is each attempt's marks before negative marks, as scoring stored them, which is the sum of
 * these item marks; `givenOf` gives the totals' sums over the attempts given a question.
 */
export function itemMoments(
  exam: CachedExam,
  groups: readonly AnswerGroup[],
  givenOf: (q: ExamQuestion) => TotalSums | undefined,
  everyone: TotalSums,
): ItemMoments {
  const questions = new Map(exam.questions.map((q) => [q.id, q]));
  const sums = new Map<string, { sumX: number; sumXX: number; sumXT: number }>();
  let dichotomous = true;
  for (const g of groups) {
    const q = questions.get(g.questionId);
    if (!q) continue;
    const score = itemScore(q, { answer: g.answer, examinerMarks: g.examinerMarks }).score;
    if (score === null) continue;
    const x = round2(score * q.point);
    if (x !== 0 && x !== round2(q.point)) dichotomous = false;
    const of = sums.get(q.id) ?? { sumX: 0, sumXX: 0, sumXT: 0 };
    of.sumX += x * g.count;
    of.sumXX += x * x * g.count;
    of.sumXT += x * g.sumT;
    sums.set(q.id, of);
  }
  const sumsOf = (q: ExamQuestion): ItemTotalSums | undefined => {
    const given = givenOf(q);
    if (!given || given.n === 0) return undefined;
    const item = sums.get(q.id) ?? { sumX: 0, sumXX: 0, sumXT: 0 };
    return { n: given.n, ...item, sumT: given.sumT, sumTT: given.sumTT };
  };
  return {
    sumsOf,
    // Reliability needs every attempt to sit the same items: not so for segmented or drawn papers.
    reliability:
      exam.isSegmented || exam.pools.length > 0 ? null : reliabilityOf(exam, everyone, sumsOf, dichotomous),
  };
}

function reliabilityOf(
  exam: CachedExam,
  all: TotalSums,
  sumsOf: (q: ExamQuestion) => ItemTotalSums | undefined,
  dichotomous: boolean,
): NonNullable<ExamItemAnalysisView['reliability']> {
  const items: Moments[] = exam.questions.map((q) => {
    const s = sumsOf(q);
    return { n: all.n, sum: s?.sumX ?? 0, sumSq: s?.sumXX ?? 0 };
  });
  const total: Moments = { n: all.n, sum: all.sumT, sumSq: all.sumTT };
  const value = reliabilityCoefficient(items, total);
  const sd = standardDeviation(total);
  return {
    method: dichotomous ? 'kr20' : 'alpha',
    value,
    items: items.length,
    mean: all.n > 0 ? round2(all.sumT / all.n) : null,
    sd,
    sem: standardErrorOfMeasurement(sd, value),
  };
}

/** The item-rest point-biserial of a question; null when it has no sums. */
export const pointBiserialOf = (sums: ItemTotalSums | undefined) => (sums ? pointBiserialRest(sums) : null);
