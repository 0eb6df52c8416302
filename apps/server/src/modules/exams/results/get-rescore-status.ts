import type { RescoreStatusView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { findRescore } from './rescore-queue-repository';

/** The exam's re-score as staff see it: none waiting, requested (a job run will take it), or being run. */
export async function getRescoreStatus(ctx: AppContext, examId: string): Promise<RescoreStatusView> {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  const row = await findRescore(ctx.db, examId);
  const running = Boolean(row?.leaseUntil && row.leaseUntil > ctx.now());
  const state: RescoreStatusView['state'] = !row ? 'idle' : running ? 'running' : 'queued';
  return {
    examId,
    state,
    pending: state !== 'idle',
    requestedAt: row?.requestedAt.toISOString() ?? null,
    startedAt: running ? (row?.startedAt?.toISOString() ?? null) : null,
  };
}
