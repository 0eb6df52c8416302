import { poolProblem, poolProblemWording } from '@lms/domain';
import type { ExamPoolsView, examPoolsBody } from '@lms/domain/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { StoredPoolSection } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { recordExamChanges } from '../results/record-exam-changes';
import { getExamPools } from './get-exam-pools';
import { examHasAttempts, findExamPools, poolCandidates, replaceExamPools } from './pool-repository';

/**
 * Replaces an exam's pool sections (and its sets, when given): each section's pool is taken from the bank now and kept with the
 * exam (so every attempt draws from the same questions, and a draw can be made again). Refused when
 * a count is above its pool, a pool's questions differ in marks, the exam is segmented, or anyone has
 * started the exam (their papers were drawn from the pools there are). The same pools sent again
 * change nothing.
 */
export async function setExamPools(
  ctx: AppContext,
  examId: string,
  body: z.output<typeof examPoolsBody>,
): Promise<ExamPoolsView> {
  const exam = await findExamPools(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const sections: StoredPoolSection[] = body.pools.map((p) => ({
    count: p.count,
    subjectId: p.subjectId,
    chapter: p.chapter,
    difficulty: p.difficulty,
    tags: p.tags,
  }));
  const setCount = body.setCount ?? exam.setCount;
  if (JSON.stringify(sections) === JSON.stringify(exam.pools) && setCount === exam.setCount)
    return getExamPools(ctx, examId);
  if (exam.isSegmented && sections.length > 0)
    throw badRequest('Invalid pool', 'A segmented exam cannot draw questions from pools.');
  if (await examHasAttempts(ctx.db, examId))
    throw conflict(
      'The exam has attempts',
      'Students have started this exam: its pools and sets cannot change now.',
    );
  const taken = [...exam.listedIds];
  const candidates: { ids: string[]; point: number }[] = [];
  for (const [index, section] of sections.entries()) {
    const pool = await poolCandidates(ctx.db, section, taken);
    const problem = poolProblem(section.count, pool);
    if (problem)
      throw badRequest('Invalid pool', `Pool section ${index + 1}: ${poolProblemWording(problem)}.`);
    candidates.push({ ids: pool.map((q) => q.id), point: pool[0]!.point });
    taken.push(...pool.map((q) => q.id));
  }
  await recordExamChanges(ctx, [examId], {
    rescore: false,
    change: (tx) => replaceExamPools(tx, examId, sections, candidates, setCount),
  });
  return getExamPools(ctx, examId);
}
