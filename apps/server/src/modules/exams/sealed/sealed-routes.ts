import { sealedExamRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { getSealedPaper } from './get-sealed-paper';
import { startSealedExam } from './start-sealed-exam';

/** The student app's sealed paper and the start that opens it. */
export const sealedExamModule = implement(sealedExamRoutes, {
  sealedPaper: async ({ ctx, principal, params, reply }) => {
    // The same bytes for every student, changed only with the exam: the browser may revalidate.
    reply.type('application/octet-stream').header('cache-control', 'private, no-cache');
    return getSealedPaper(ctx, principal.id, params.examId, params.groupId);
  },
  startSealed: async ({ ctx, principal, params }) =>
    startSealedExam(ctx, principal.id, params.examId, params.groupId),
});
