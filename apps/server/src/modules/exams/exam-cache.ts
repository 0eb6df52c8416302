import type { ExamQuestionRule, GpaFactor, QuestionType, SegmentedExamDetails } from '@lms/domain';
import type { Db } from '../../db/client';
import { findExamVersion, loadExam } from './exam-repository';

// The staff exam files read exams through here.
export { loadExam };

/** A question of an exam with everything needed to show, check and score it (canonical order). */
export interface ExamQuestion extends ExamQuestionRule {
  type: QuestionType;
  title: string;
  options: string[];
  answer: string[];
  /** Canonical indexes of options that are images. */
  imageOptions: number[];
  explanation: string;
  explanationExt: string;
  image: string[];
  file: string[];
  subjectId: string | null;
  position: number;
}

/** An exam's schedule in one group. */
export interface ExamAssignment {
  id: string;
  groupId: string;
  startsAt: Date;
  /** Null for practice exams (no end). */
  endsAt: Date | null;
  /** Minutes. */
  duration: number;
  multipleTimesSubmission: boolean;
  gpaFactor: GpaFactor | null;
  cutMarks: number | null;
  /** When staff published the group's results (results scored later are published at once). */
  resultsPublishedAt: Date | null;
}

/** An exam as the student side uses it: loaded once, kept in memory, reloaded when its version changes. */
export interface CachedExam {
  id: string;
  version: number;
  title: string;
  instruction: string;
  subjectId: string | null;
  isPractice: boolean;
  isSegmented: boolean;
  segmentedDetails: SegmentedExamDetails | null;
  negativeMarkPerQuestion: number;
  passMark: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  questions: ExamQuestion[];
  /** Full marks of all the questions. */
  totalMarks: number;
  questionById: Map<string, ExamQuestion>;
  /** Assignments by group id. */
  assignments: Map<string, ExamAssignment>;
}

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
