// The exam-day monitor's socket names, apart from its routes: the student app's first load imports
// the student events and nothing else of the monitor.

/** The socket.io namespace staff sockets use (`?sessionId=` a staff session). */
export const STAFF_SOCKET_NAMESPACE = '/staff';
/** Staff socket events of the exam-day monitor. */
export const monitorSocketEvents = {
  /** Client → server `{examId}`, acknowledged with `{ok: true, summary}` or `{ok: false, message}`. */
  watch: 'examMonitor:watch',
  /** Client → server `{examId}`: stop receiving the exam's summaries. */
  unwatch: 'examMonitor:unwatch',
  /** Server → client: an `ExamMonitorSummary`, at most once a second per exam, only when it changed. */
  summary: 'examMonitor:summary',
} as const;
/** Student socket event: `{examId, deadline}` when staff give the student more time. */
export const EXAM_DEADLINE_EVENT = 'examDeadline';
/** Student socket event: `{examId}` when staff submitted the student's attempt for them. */
export const EXAM_SUBMITTED_EVENT = 'examSubmitted';
/**
 * Student socket event, client → server: `{examId}` while the socket's page is that exam's live page,
 * `{examId: null}` elsewhere, acknowledged with `{ok: true}` (or `{ok: false, message}` for a bad id).
 * A socket that never sends it (the original client) counts as on the page of every exam its student is
 * sitting.
 */
export const EXAM_PRESENCE_EVENT = 'examPresence';
/** Student socket event: `{examId}` when the exam's results were scored again (a key fix, a re-score). */
export const EXAM_RESULTS_CHANGED_EVENT = 'examResultsChanged';
/**
 * Staff socket event (on STAFF_SOCKET_NAMESPACE, to staff who may read results): `{examId}` when a
 * re-score of the exam has finished and its marks and merit list are the new ones.
 */
export const STAFF_RESULTS_CHANGED_EVENT = 'examResults:changed';
