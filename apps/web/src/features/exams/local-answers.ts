/** Forgets the answers of an exam kept on this device (a retake, or a fresh start after one). */
export async function clearLocalAnswers(studentId: string, examId: string): Promise<void> {
  // Loaded when needed: My Exams and the result page need IndexedDB only for a retake.
  const { openAnswerStore } = await import('../../lib/offline-answers/dexie-store');
  await (await openAnswerStore(studentId)).clear(examId);
}
