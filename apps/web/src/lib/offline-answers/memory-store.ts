import type { AnswerStore, LocalAnswer } from './types';

/**
 * An answer store in memory: the fallback where IndexedDB cannot be opened (some private
 * browsing modes). Answers then survive network loss but not a reload.
 */
export function createMemoryAnswerStore(): AnswerStore {
  const rows = new Map<string, LocalAnswer>();
  const key = (examId: string, questionId: string) => `${examId}\u0000${questionId}`;
  const copy = (answer: LocalAnswer): LocalAnswer => structuredClone(answer);
  return {
    persistent: false,
    async get(examId, questionId) {
      const row = rows.get(key(examId, questionId));
      return row ? copy(row) : undefined;
    },
    async list(examId) {
      return [...rows.values()].filter((row) => row.examId === examId).map(copy);
    },
    async put(answer) {
      rows.set(key(answer.examId, answer.questionId), copy(answer));
    },
    async delete(examId, questionId) {
      rows.delete(key(examId, questionId));
    },
    async clear(examId) {
      for (const [id, row] of rows) if (row.examId === examId) rows.delete(id);
    },
  };
}
