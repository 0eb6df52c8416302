import type { GroupExamsView as GroupWithExams } from '@lms/domain/contract';
import type { LiveExam } from './api/exam-types';

/** A group's exam list as last fetched (in a local database). */
export interface KeptGroup {
  groupId: string;
  group: GroupWithExams;
  /** When it was kept (device clock, epoch ms). */
  keptAt: number;
}

/** The paper of an exam being taken, with what its countdown needs after a reload with no network. */
export interface KeptPaper {
  examId: string;
  groupId: string;
  /** The exam as the page shows it: questions, the student's own start (server clock), duration, end. */
  exam: LiveExam;
  /** The server's clock minus the device's when the paper was fetched (ms). */
  clockOffset: number;
  /** When it was kept (device clock, epoch ms). */
  keptAt: number;
}

/** Where one student's exam lists and papers are kept (IndexedDB, or memory where it cannot open). */
export interface ExamCacheStore {
  /** True when what is kept survives a reload (IndexedDB). */
  readonly persistent: boolean;
  getGroup(groupId: string): Promise<KeptGroup | undefined>;
  listGroups(): Promise<KeptGroup[]>;
  putGroup(row: KeptGroup): Promise<void>;
  deleteGroup(groupId: string): Promise<void>;
  getPaper(examId: string, groupId: string): Promise<KeptPaper | undefined>;
  listPapers(): Promise<KeptPaper[]>;
  putPaper(row: KeptPaper): Promise<void>;
  deletePaper(examId: string, groupId: string): Promise<void>;
}
