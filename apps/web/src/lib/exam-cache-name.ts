/**
 * The IndexedDB database where a student's exam lists and the paper of an exam being taken are kept
 * (features/exams/exam-offline-cache.ts), one per student.
 */
export function examCacheDatabaseName(studentId: string): string {
  return `exam-cache-${studentId}`;
}

/**
 * Deletes the exam lists and papers kept for a student (at sign-out: a shared phone must not show
 * another student's exam). Plain IndexedDB, so signing out loads no database code; an open Dexie
 * connection closes itself to let the deletion through. Answers still waiting to be sent are kept
 * elsewhere (lib/offline-answers) and are not touched.
 */
export function forgetExamCache(studentId: string): void {
  if (typeof indexedDB === 'undefined') return;
  try {
    indexedDB.deleteDatabase(examCacheDatabaseName(studentId));
  } catch (error) {
    console.error('Could not delete the exams kept on this device', error);
  }
}
