import type { Db } from '../../db/client';
import type { CachedExam } from './cached-exam';
import { findExamVersion, loadExam } from './exam-repository';

export type { CachedExam, ExamAssignment, ExamQuestion } from './cached-exam';

// The staff exam files read exams through here.
export { loadExam };

// Another node's change is seen within this time (the version is re-read, the exam reloaded if it moved).
const REVALIDATE_MS = 5_000;

interface Entry {
  exam: CachedExam | null;
  checkedAt: number;
}

/**
 * In-memory exam data for the hot path (answer saves, exam paper, group list): no reload per request.
 * A change made through this node is seen at once (`invalidate`); a change made on another node within
 * REVALIDATE_MS, when the exam's version is re-read.
 */
export class ExamCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedExam | null>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The exam, or null when there is no such exam. */
  async get(examId: string): Promise<CachedExam | null> {
    const entry = this.entries.get(examId);
    const now = this.clock();
    if (entry && now - entry.checkedAt < REVALIDATE_MS) return entry.exam;
    const pending = this.loading.get(examId);
    if (pending) return pending;
    const load = this.refresh(examId, entry).finally(() => this.loading.delete(examId));
    this.loading.set(examId, load);
    return load;
  }

  /** Forgets an exam (call after changing it, its questions or its assignments). */
  invalidate(examId: string): void {
    this.entries.delete(examId);
  }

  private async refresh(examId: string, entry: Entry | undefined): Promise<CachedExam | null> {
    if (entry?.exam) {
      const version = await findExamVersion(this.db, examId);
      if (version === entry.exam.version) {
        entry.checkedAt = this.clock();
        return entry.exam;
      }
    }
    const exam = await loadExam(this.db, examId);
    this.entries.set(examId, { exam, checkedAt: this.clock() });
    return exam;
  }
}
