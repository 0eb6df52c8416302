import {
  attractsStrong,
  discriminationIndex,
  facility,
  isWrittenQuestionType,
  itemFlags,
  optionDiscrimination,
  share,
  upperLowerSize,
} from '@lms/domain';
import type { ExamItemAnalysisView, ItemAnalysisView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import type { ExamQuestion } from '../exam-cache';
import { loadExam } from '../exam-cache';
import { questionsByIds } from '../question-bank/question-repository';
import { scorePendingResults } from '../results/score-pending';
import {
  type AnswerGroup,
  answerGroups,
  drawnAttemptCounts,
  resultFigures,
  subjectAttemptCounts,
} from './analysis-repository';
import { itemMoments, pointBiserialOf } from './item-moments';
import { type GivenCounts, type ItemCounts, type OptionCount, tallyItem } from './item-tallies';

/**
 * The item analysis of an exam over its scored attempts (one group, or all): per question the share
 * correct and partly correct, the upper-lower 27% discrimination index, how often each option was
 * chosen, and the flags with their reasons. The database counts alike answers in one grouped pass;
 * each distinct answer is scored once by packages/domain's rule, whose formulas make the figures.
 */
export async function getItemAnalysis(
  ctx: AppContext,
  examId: string,
  groupId: string | null,
): Promise<ExamItemAnalysisView> {
  await scorePendingResults(ctx, { examId });
  // From the database, not the cache: a key corrected on another node shows at once.
  const loaded = await loadExam(ctx.db, examId);
  if (!loaded) throw notFound('No such exam');
  // A voided question's figures describe the answers as its key scores them; the item says it is voided.
  const exam = { ...loaded, questions: loaded.questions.map((q) => ({ ...q, voided: null })) };
  const voided = new Map(loaded.questions.map((q) => [q.id, q.voided ?? null]));
  const { count, sumT, sumTT } = await resultFigures(ctx, examId, groupId);
  const size = upperLowerSize(count);
  const written = exam.questions.filter((q) => isWrittenQuestionType(q.type)).map((q) => q.id);
  const hasPools = exam.pools.length > 0;
  const [groups, subjects, drawn, bank] = await Promise.all([
    count > 0 ? answerGroups(ctx, examId, groupId, size, written) : Promise.resolve([]),
    count > 0 && exam.isSegmented ? subjectAttemptCounts(ctx, examId, groupId, size) : Promise.resolve([]),
    count > 0 && hasPools ? drawnAttemptCounts(ctx, examId, groupId, size) : Promise.resolve([]),
    questionsByIds(
      ctx.db,
      exam.questions.map((q) => q.id),
    ),
  ]);
  const byQuestion = new Map<string, AnswerGroup[]>();
  for (const g of groups) byQuestion.set(g.questionId, [...(byQuestion.get(g.questionId) ?? []), g]);
  const everyone: GivenCounts = { attempts: count, up: size, low: size };
  const bySubject = new Map(subjects.map((s) => [s.subjectId, s]));
  const byDrawn = new Map(drawn.map((d) => [d.questionId, d]));
  // The attempts given a question: a segmented exam's, those that chose its subject; a pool's, those
  // that drew it.
  const givenStats = (q: ExamQuestion) =>
    q.pool !== null ? byDrawn.get(q.id) : exam.isSegmented ? bySubject.get(q.subjectId ?? '') : undefined;
  const givenOf = (q: ExamQuestion): GivenCounts =>
    q.pool !== null || exam.isSegmented ? (givenStats(q) ?? { attempts: 0, up: 0, low: 0 }) : everyone;
  const bankKey = new Map(bank.map((q) => [q.id, q.answer]));
  const moments = itemMoments(
    exam,
    groups,
    (q) => {
      if (q.pool === null && !exam.isSegmented) return { n: count, sumT, sumTT };
      const s = givenStats(q);
      return s && { n: s.attempts, sumT: s.sumT, sumTT: s.sumTT };
    },
    { n: count, sumT, sumTT },
  );
  const items = exam.questions.map((q) => {
    const given = givenOf(q);
    const { counts, options } = tallyItem(q, byQuestion.get(q.id) ?? [], given);
    const sums = moments.sumsOf(q);
    return {
      ...itemOf(q, count > 0 ? counts : undefined, options, given, size, bankKey.get(q.id)),
      voided: voided.get(q.id) ?? null,
      facility: sums ? facility({ n: sums.n, sum: sums.sumX, sumSq: sums.sumXX }, q.point) : null,
      pointBiserial: pointBiserialOf(sums),
    };
  });
  return { examId, groupId, attempts: count, upperLowerSize: size, reliability: moments.reliability, items };
}

const sameList = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

function itemOf(
  q: ExamQuestion,
  counts: ItemCounts | undefined,
  chosen: OptionCount[],
  given: GivenCounts,
  size: number,
  bankKey: string[] | undefined,
): Omit<ItemAnalysisView, 'facility' | 'pointBiserial' | 'voided'> {
  const attempts = counts?.attempts ?? 0;
  const options = optionsOf(q, chosen, given);
  const discrimination = size > 0 ? discriminationIndex(counts?.upper ?? null, counts?.lower ?? null) : null;
  const shareCorrect = share(counts?.correct ?? 0, attempts);
  // The most chosen option; on a tie the key's option, so a tie never flags a right key.
  const top = [...options]
    .filter((o) => o.chosen > 0)
    .sort((a, b) => b.chosen - a.chosen || Number(b.isKey) - Number(a.isKey))[0];
  return {
    questionId: q.id,
    position: q.position,
    type: q.type,
    title: q.title,
    point: q.point,
    key: q.answer,
    keyFixed: !isWrittenQuestionType(q.type) && !sameList(q.answer, bankKey),
    attempts,
    answered: counts?.answered ?? 0,
    correct: counts?.correct ?? 0,
    partlyCorrect: counts?.partly ?? 0,
    shareCorrect,
    sharePartlyCorrect: share(counts?.partly ?? 0, attempts),
    discrimination,
    options,
    flags: itemFlags({
      type: q.type,
      attempts,
      shareCorrect,
      discrimination,
      mostChosen: top?.text ?? null,
      key: q.answer,
      strongDistractors: options.filter((o) => o.attractsStrong).map((o) => o.text),
    }),
  };
}

function optionsOf(q: ExamQuestion, chosen: OptionCount[], given: GivenCounts): ItemAnalysisView['options'] {
  if (isWrittenQuestionType(q.type)) return [];
  const image = new Set(q.imageOptions);
  if (q.type === 'MCA') {
    const at = (index: number, value: string) =>
      chosen.find((c) => c.position === index && c.value === value)?.count ?? 0;
    return q.options.map((text, index) => ({
      text,
      image: image.has(index),
      chosen: at(index, 'true'),
      chosenFalse: at(index, 'false'),
      isKey: q.answer[index] === 'true',
      discrimination: null,
      attractsStrong: false,
    }));
  }
  return q.options.map((text, index) => {
    const of = chosen.filter((c) => c.value === text);
    const total = (pick: (c: OptionCount) => number) => of.reduce((sum, c) => sum + pick(c), 0);
    const isKey = q.answer.includes(text);
    const discrimination = optionDiscrimination(
      total((c) => c.up),
      given.up,
      total((c) => c.low),
      given.low,
    );
    return {
      text,
      image: image.has(index),
      chosen: total((c) => c.count),
      chosenFalse: null,
      isKey,
      discrimination,
      attractsStrong: attractsStrong(isKey, discrimination),
    };
  });
}
