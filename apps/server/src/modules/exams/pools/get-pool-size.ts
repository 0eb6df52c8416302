import { poolProblem, poolProblemWording } from '@lms/domain';
import type { poolSizeBody, poolSizeView } from '@lms/domain/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { findExamPools, poolCandidates } from './pool-repository';

/**
 * What a pool filter holds in the bank now (an exam's listed questions left out), the marks of its
 * questions, and why `count` cannot be drawn from it, if it cannot: the editor shows it as it is typed.
 */
export async function getPoolSize(
  ctx: AppContext,
  body: z.output<typeof poolSizeBody>,
): Promise<z.infer<typeof poolSizeView>> {
  const excluded = body.examId ? ((await findExamPools(ctx.db, body.examId))?.listedIds ?? []) : [];
  const candidates = await poolCandidates(ctx.db, body, excluded);
  const problem = body.count === undefined ? null : poolProblem(body.count, candidates);
  return {
    poolSize: candidates.length,
    marks: [...new Set(candidates.map((c) => c.point))].sort((a, b) => a - b),
    problem: problem && poolProblemWording(problem),
  };
}
