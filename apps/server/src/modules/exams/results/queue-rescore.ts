import type { RescoreStatusView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { getRescoreStatus } from './get-rescore-status';
import { requestRescores } from './rescore-queue-repository';

/**
 * Staff asked for every submitted attempt to be scored again: the request is recorded and answered at
 * once; the background job scores and re-ranks. A request during a run makes another run.
 */
export async function queueRescore(ctx: AppContext, examId: string): Promise<RescoreStatusView> {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  await requestRescores(ctx.db, [examId], ctx.now());
  return getRescoreStatus(ctx, examId);
}
