import { examPoolRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { getExamPools } from './get-exam-pools';
import { getPoolSize } from './get-pool-size';
import { pickRandom } from './pick-random-questions';
import { setExamPools } from './set-exam-pools';

/** Question pools of exams: the size of a pool, an exam's pool sections, and replacing them (audited). */
export const examPoolModule = implement(examPoolRoutes, {
  poolSize: async ({ ctx, body }) => getPoolSize(ctx, body),
  randomQuestions: async ({ ctx, body }) => pickRandom(ctx, body),
  examPools: async ({ ctx, params }) => getExamPools(ctx, params.examId),
  setExamPools: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getExamPools(ctx, params.examId));
    return setExamPools(ctx, params.examId, body);
  },
});
