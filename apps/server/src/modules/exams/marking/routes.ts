import { examMarkingRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { giveMarks } from './give-marks';
import { listMarkingExams } from './list-marking-exams';
import { listMarkingQuestions } from './list-marking-questions';
import { listMarkingQueue } from './list-marking-queue';
import { markingSnapshot } from './marking-snapshot';
import { overrideMarks } from './override-marks';
import { overrideView } from './override-view';

/** Marking written answers: exams and questions with progress, the queue of a question, marks. */
export const examMarkingModule = implement(examMarkingRoutes, {
  markingExams: async ({ ctx, query }) => listMarkingExams(ctx, query),
  markingQuestions: async ({ ctx, params }) => listMarkingQuestions(ctx, params.examId),
  markingQueue: async ({ ctx, params, query }) => listMarkingQueue(ctx, params, query),
  giveMarks: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => markingSnapshot(ctx, params));
    return giveMarks(ctx, principal.id, params, body);
  },
  overrideMarks: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => overrideView(ctx, params));
    return overrideMarks(ctx, principal.id, params, body);
  },
});
