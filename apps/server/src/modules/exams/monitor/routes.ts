import { examMonitorRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { extendTime } from './extend-time';
import { getAttemptState } from './get-attempt-state';
import { getExamMonitor } from './get-exam-monitor';
import { listExamDay } from './list-exam-day';
import { listMonitorStudents } from './list-monitor-students';
import { submitForStudent } from './submit-for-student';

/** The exam-day monitor: exams of the day, live counts, the students, more time, submit for a student. */
export const examMonitorModule = implement(examMonitorRoutes, {
  listExamDay: async ({ ctx, query }) => listExamDay(ctx, query),
  getMonitor: async ({ ctx, params }) => getExamMonitor(ctx, params.examId),
  listMonitorStudents: async ({ ctx, params, query }) => listMonitorStudents(ctx, params.examId, query),
  extendTime: async ({ ctx, params, body, request }) => {
    const { studentId } = body;
    if (studentId) await recordBefore(request, () => getAttemptState(ctx, params.examId, studentId));
    return extendTime(ctx, params.examId, body);
  },
  submitForStudent: async ({ ctx, params, request }) => {
    await recordBefore(request, () => getAttemptState(ctx, params.examId, params.studentId));
    return submitForStudent(ctx, params.examId, params.studentId);
  },
});
