import type { GroupExamsView as GroupWithExams } from '@lms/domain/contract';
import { ApiError } from '../../lib/api-error';
import { examCacheDatabaseName } from '../../lib/exam-cache-name';
import { localStoreOpener } from '../../lib/local-store-opener';
import { getStoredStudent } from '../../lib/storage';
import type { LiveExam } from './api/exam-types';
import type { ExamCacheStore, KeptGroup, KeptPaper } from './exam-cache-store';
import { isNetworkFailure } from './exam-errors';
import { restoreServerClockOffset, serverClockOffset } from './server-clock';

export type { ExamCacheStore, KeptGroup, KeptPaper } from './exam-cache-store';

/** An exam cache in memory: the fallback where IndexedDB cannot be opened (it then lasts one page load). */
export function createMemoryExamCache(): ExamCacheStore {
  const groups = new Map<string, KeptGroup>();
  const papers = new Map<string, KeptPaper>();
  const paperKey = (examId: string, groupId: string) => `${examId}\u0000${groupId}`;
  return {
    persistent: false,
    getGroup: async (groupId) => structuredClone(groups.get(groupId)),
    listGroups: async () => [...groups.values()].map((row) => structuredClone(row)),
    putGroup: async (row) => {
      groups.set(row.groupId, structuredClone(row));
    },
    deleteGroup: async (groupId) => {
      groups.delete(groupId);
    },
    getPaper: async (examId, groupId) => structuredClone(papers.get(paperKey(examId, groupId))),
    listPapers: async () => [...papers.values()].map((row) => structuredClone(row)),
    putPaper: async (row) => {
      papers.set(paperKey(row.examId, row.groupId), structuredClone(row));
    },
    deletePaper: async (examId, groupId) => {
      papers.delete(paperKey(examId, groupId));
    },
  };
}

/**
 * The exam cache of a student, opened once per page: IndexedDB when it opens (Dexie is loaded only
 * now, so My Exams does not carry it up front), else memory.
 */
export const openExamCache = localStoreOpener<ExamCacheStore>(
  async (studentId) => {
    const { createDexieExamCache } = await import('./exam-cache-dexie');
    const dexie = createDexieExamCache(examCacheDatabaseName(studentId));
    await dexie.listGroups();
    return dexie;
  },
  createMemoryExamCache,
  'IndexedDB is unavailable; exams are not kept for offline use',
);

/** Runs `use` on the signed-in student's cache; the cache is a help, so a failure only logs. */
async function withCache<T>(use: (cache: ExamCacheStore) => Promise<T>, otherwise: T): Promise<T> {
  const studentId = getStoredStudent()?._id;
  if (!studentId) return otherwise;
  try {
    return await use(await openExamCache(studentId));
  } catch (error) {
    console.error('The exams kept on this device could not be used', error);
    return otherwise;
  }
}

/** The request got no answer, or the server failed: what this device kept may stand in. */
export function isUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500);
}

/**
 * Runs `load`; when the server cannot be reached, answers with what `kept` finds on this device
 * instead (a refusal such as 403 or 404 is never hidden). Throws the load's error when nothing is kept.
 */
export async function withOfflineFallback<T>(
  load: () => Promise<T>,
  kept: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await kept();
    if (stored === undefined) throw error;
    return stored;
  }
}

/**
 * Keeps a group's exam list, and forgets the papers of that group's exams that are gone from the
 * list or that the student has submitted since the paper was fetched.
 */
export function keepGroupExams(groupId: string, group: GroupWithExams): Promise<void> {
  return withCache(async (cache) => {
    await cache.putGroup({ groupId, group, keptAt: Date.now() });
    const listed = new Map(group.exams.map((entry) => [entry.examId._id, entry]));
    for (const paper of await cache.listPapers()) {
      if (paper.groupId !== groupId) continue;
      const submittedAt = Date.parse(listed.get(paper.examId)?.attempt?.submittedAt ?? '');
      const gone = !listed.has(paper.examId);
      if (gone || submittedAt >= Date.parse(paper.exam.studentStartsAt))
        await cache.deletePaper(paper.examId, groupId);
    }
  }, undefined);
}

/** The exam list of a group last kept on this device, if any. */
export function keptGroupExams(groupId: string): Promise<GroupWithExams | undefined> {
  return withCache(async (cache) => (await cache.getGroup(groupId))?.group, undefined);
}

/** The groups whose exam lists are kept on this device (the groups when the profile cannot be fetched). */
export function keptGroupIds(): Promise<string[]> {
  return withCache(async (cache) => (await cache.listGroups()).map((row) => row.groupId), []);
}

/** The student's groups now: the lists and papers of any other group are forgotten. */
export function keepGroupIds(groupIds: readonly string[]): Promise<void> {
  const current = new Set(groupIds);
  return withCache(async (cache) => {
    for (const row of await cache.listGroups())
      if (!current.has(row.groupId)) await cache.deleteGroup(row.groupId);
    for (const paper of await cache.listPapers())
      if (!current.has(paper.groupId)) await cache.deletePaper(paper.examId, paper.groupId);
  }, undefined);
}

/** Keeps the paper of the exam being taken with the server clock's offset as known now. */
export function keepExamPaper(groupId: string, exam: LiveExam): Promise<void> {
  return withCache(
    (cache) =>
      cache.putPaper({
        examId: exam._id,
        groupId,
        exam,
        clockOffset: serverClockOffset(),
        keptAt: Date.now(),
      }),
    undefined,
  );
}

/**
 * The paper kept for an exam, if any; the server clock's offset kept with it is taken as the
 * clock's until the server is heard, so the countdown runs from the student's start on the server.
 */
export function keptExamPaper(examId: string, groupId: string): Promise<LiveExam | undefined> {
  return withCache(async (cache) => {
    const paper = await cache.getPaper(examId, groupId);
    if (!paper) return undefined;
    restoreServerClockOffset(paper.clockOffset);
    return paper.exam;
  }, undefined);
}

/** Forgets the paper of an exam (it was submitted). */
export function forgetExamPaper(examId: string, groupId: string): Promise<void> {
  return withCache((cache) => cache.deletePaper(examId, groupId), undefined);
}
