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
import type { AppContext } from '../../../context';
import type { CachedExam, ExamQuestion } from '../exam-cache';
import { type AnswerGroup, type GroupedAnswerMarks, itemTotalSums } from './analysis-repository';

/** Per question its sums against the total, and the test's reliability. */
export interface ItemMoments {
  /** The sums of a question over the attempts given it; undefined when none was. */
  sumsOf(q: ExamQuestion): ItemTotalSums | undefined;
  reliability: ExamItemAnalysisView['reliability'];
}

/**
 * The sums behind the point-biserials and the reliability: each distinct grouped answer is scored
 * once (marks before negative marks = item score x the question's marks), then the database sums
 * them per attempt and per question in one pass.
 */
export async function itemMoments(
  ctx: Pick<AppContext, 'db' | 'database'>,
  exam: CachedExam,
  groupId: string | null,
  groups: readonly AnswerGroup[],
  writtenIds: string[],
): Promise<ItemMoments> {
  const questions = new Map(exam.questions.map((q) => [q.id, q]));
  const marks = new Map<string, GroupedAnswerMarks>();
  let dichotomous = true;
  for (const g of groups) {
    const q = questions.get(g.questionId);
    const key = JSON.stringify([g.questionId, g.answer, g.examinerMarks]);
    if (!q || marks.has(key)) continue;
    const score = itemScore(q, { answer: g.answer, examinerMarks: g.examinerMarks }).score;
    const earned = score === null ? null : round2(score * q.point);
    if (earned !== null && earned !== 0 && earned !== round2(q.point)) dichotomous = false;
    marks.set(key, {
      questionId: g.questionId,
      answer: g.answer,
      examinerMarks: g.examinerMarks,
      marks: earned,
    });
  }
  const rows =
    groups.length > 0
      ? await itemTotalSums(ctx, exam.id, groupId, writtenIds, [...marks.values()], exam.isSegmented)
      : [];
  const byQuestion = new Map(rows.filter((r) => r.kind === 'question').map((r) => [r.key, r]));
  const bySubject = new Map(rows.filter((r) => r.kind === 'subject').map((r) => [r.key, r]));
  const all = rows.find((r) => r.kind === 'all');
  const givenOf = (q: ExamQuestion) => (exam.isSegmented ? bySubject.get(q.subjectId ?? '') : all);
  const sumsOf = (q: ExamQuestion): ItemTotalSums | undefined => {
    const given = givenOf(q);
    if (!given || given.n === 0) return undefined;
    const item = byQuestion.get(q.id);
    return {
      n: given.n,
      sumX: item?.sx ?? 0,
      sumXX: item?.sxx ?? 0,
      sumXT: item?.sxt ?? 0,
      sumT: given.sx,
      sumTT: given.sxx,
    };
  };
  return {
    sumsOf,
    reliability: exam.isSegmented || !all ? null : reliabilityOf(exam, all, sumsOf, dichotomous),
  };
}

function reliabilityOf(
  exam: CachedExam,
  all: { n: number; sx: number; sxx: number },
  sumsOf: (q: ExamQuestion) => ItemTotalSums | undefined,
  dichotomous: boolean,
): NonNullable<ExamItemAnalysisView['reliability']> {
  const items: Moments[] = exam.questions.map((q) => {
    const s = sumsOf(q);
    return { n: all.n, sum: s?.sumX ?? 0, sumSq: s?.sumXX ?? 0 };
  });
  const total: Moments = { n: all.n, sum: all.sx, sumSq: all.sxx };
  const value = reliabilityCoefficient(items, total);
  const sd = standardDeviation(total);
  return {
    method: dichotomous ? 'kr20' : 'alpha',
    value,
    items: items.length,
    mean: all.n > 0 ? round2(all.sx / all.n) : null,
    sd,
    sem: standardErrorOfMeasurement(sd, value),
  };
}

/** The item-rest point-biserial of a question; null when it has no sums. */
export const pointBiserialOf = (sums: ItemTotalSums | undefined) => (sums ? pointBiserialRest(sums) : null);
