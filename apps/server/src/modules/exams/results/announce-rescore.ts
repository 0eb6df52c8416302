import {
  EXAM_RESULTS_CHANGED_EVENT,
  STAFF_RESULTS_CHANGED_EVENT,
  STAFF_SOCKET_NAMESPACE,
} from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { pushToStudents, realtimeServer } from '../../../plugins/realtime';

/** The room of the staff sockets that may read results (joined on the staff namespace). */
export const STAFF_RESULTS_ROOM = 'exam-results';

/**
 * Tells every results view that the exam was scored again (a re-score, or an examiner's marks): the staff who may read results (on every
 * node, through the socket.io adapter) and the students whose results they can see, so open pages fetch
 * the new marks. Call once the scoring has committed and the merit list is ranked.
 */
export function announceRescore(ctx: AppContext, examId: string, studentIds: readonly string[]): void {
  realtimeServer(ctx)
    ?.of(STAFF_SOCKET_NAMESPACE)
    .to(STAFF_RESULTS_ROOM)
    .emit(STAFF_RESULTS_CHANGED_EVENT, { examId });
  pushToStudents(ctx, studentIds, EXAM_RESULTS_CHANGED_EVENT, { examId });
}
