import Dexie, { type Table } from 'dexie';
import type { ExamCacheStore, KeptGroup, KeptPaper } from './exam-cache-store';

class ExamCacheDatabase extends Dexie {
  groups!: Table<KeptGroup, string>;
  papers!: Table<KeptPaper, [string, string]>;

  constructor(name: string) {
    super(name);
    // A new table or index needs a new version here; never change or drop a released one.
    this.version(1).stores({ groups: 'groupId', papers: '[examId+groupId], groupId' });
  }
}

/** The exam cache in IndexedDB (Dexie): the database `name` (one per student). */
export function createDexieExamCache(name: string): ExamCacheStore {
  const db = new ExamCacheDatabase(name);
  return {
    persistent: true,
    getGroup: (groupId) => db.groups.get(groupId),
    listGroups: () => db.groups.toArray(),
    putGroup: async (row) => {
      await db.groups.put(row);
    },
    deleteGroup: (groupId) => db.groups.delete(groupId),
    getPaper: (examId, groupId) => db.papers.get([examId, groupId]),
    listPapers: () => db.papers.toArray(),
    putPaper: async (row) => {
      await db.papers.put(row);
    },
    deletePaper: (examId, groupId) => db.papers.delete([examId, groupId]),
  };
}
