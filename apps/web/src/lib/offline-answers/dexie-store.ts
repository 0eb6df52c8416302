import Dexie, { type Table } from 'dexie';
import { localStoreOpener } from '../local-store-opener';
import { createMemoryAnswerStore } from './memory-store';
import type { AnswerStore, LocalAnswer } from './types';

class AnswerDatabase extends Dexie {
  answers!: Table<LocalAnswer, [string, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ answers: '[examId+questionId], examId' });
  }
}

/** An answer store in IndexedDB (Dexie), one database per student so a shared browser never mixes them. */
export function createDexieAnswerStore(studentId: string): AnswerStore {
  const db = new AnswerDatabase(`offline-answers-${studentId}`);
  return {
    persistent: true,
    get: (examId, questionId) => db.answers.get([examId, questionId]),
    list: (examId) => db.answers.where('examId').equals(examId).toArray(),
    put: async (answer) => {
      await db.answers.put(answer);
    },
    delete: (examId, questionId) => db.answers.delete([examId, questionId]),
    clear: async (examId) => {
      await db.answers.where('examId').equals(examId).delete();
    },
  };
}

/**
 * The student's answer store: IndexedDB when it opens, else memory (the exam still works, but
 * answers then do not survive a reload). Opened once per student and page.
 */
export const openAnswerStore = localStoreOpener<AnswerStore>(
  async (studentId) => {
    const dexie = createDexieAnswerStore(studentId);
    await dexie.list('');
    return dexie;
  },
  createMemoryAnswerStore,
  'IndexedDB is unavailable; answers are kept in memory only',
);
