import { examExceptionRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { findExceptionById, findExceptionOf } from './exception-repository';
import { exceptionView } from './exception-view';
import { listExamExceptions } from './list-exam-exceptions';
import { removeExamException } from './remove-exam-exception';
import { getReopenState, reopenAttempt } from './reopen-attempt';
import { setExamException } from './set-exam-exception';
import { getStandingExtraTime, setStandingExtraTime } from './set-standing-extra-time';

/** Exceptions to an exam's schedule, reopening a submitted attempt, standing extra time. */
export const examExceptionModule = implement(examExceptionRoutes, {
  listExamExceptions: async ({ ctx, params }) => listExamExceptions(ctx, params.examId),
  setExamException: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, async () => {
      const row = await findExceptionOf(ctx.db, params.examId, body);
      return row ? exceptionView(row) : null;
    });
    return setExamException(ctx, principal.id, params.examId, body);
  },
  removeExamException: async ({ ctx, params, request }) => {
    await recordBefore(request, async () => {
      const row = await findExceptionById(ctx.db, params.examId, params.exceptionId);
      return row ? exceptionView(row) : null;
    });
    return removeExamException(ctx, params.examId, params.exceptionId);
  },
  reopenAttempt: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => getReopenState(ctx, params.examId, params.studentId));
    return reopenAttempt(ctx, principal.id, params.examId, params.studentId, body);
  },
  setStandingExtraTime: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getStandingExtraTime(ctx, params.studentId));
    return setStandingExtraTime(ctx, params.studentId, body.minutes);
  },
});
