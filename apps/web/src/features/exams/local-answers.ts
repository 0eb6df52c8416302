import { openAnswerStore } from '../../lib/offline-answers/dexie-store';

/** Forgets the answers of an exam kept on this device (a retake, or a fresh start after one). */
export async function clearLocalAnswers(studentId: string, examId: string): Promise<void> {
  await (await openAnswerStore(studentId)).clear(examId);
}
