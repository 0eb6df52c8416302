import {
  examLabels,
  formatCompletion,
  gpaTotalMarks,
  isPassed,
  isWrittenQuestionType,
  round2,
  sumMarks,
} from '@lms/domain';
import { type ExamResult, type ResultQuestion, subjectIdOf, subjectNameOf } from './api/exam-types';

/** Correct, incorrect, skipped and negative marks of a set of result questions. */
export interface ResultCounts {
  correct: number;
  incorrect: number;
  skipped: number;
  /** Written answers not marked yet. */
  pending: number;
  negativeMarks: number;
}

/** The counts of one subject. */
export interface SubjectCounts extends ResultCounts {
  subjectId: string;
  name: string;
}

/** Everything the result page shows besides the questions. */
export interface ResultFigures {
  passed: boolean;
  marksObtained: number;
  /** Exam total plus 5 x hsc + 5 x ssc. */
  totalMarks: number;
  /** Set when the exam has a GPA factor: marks from GPA and marks from the exam. */
  gpa: { gpaMarks: number; examMarks: number } | null;
  counts: ResultCounts;
  /** Merit position, or 'Not given'. */
  merit: string;
  /** hh:mm:ss between start and submit, or 'Not given'. */
  completion: string;
  bySubject: SubjectCounts[];
  subjectNames: string[];
}

function isAnsweredResult(entry: ResultQuestion): boolean {
  if (typeof entry.pending === 'boolean' && entry.pending) return true;
  if (typeof entry.answered === 'boolean') return entry.answered;
  const values = entry.answer ?? [];
  if (entry.questionId.type === 'MCA') return values.some((v) => v === 'true' || v === 'false');
  return values.some((v) => typeof v === 'string' && v.trim() !== '') || (entry.extra?.length ?? 0) > 0;
}

/** A written answer waiting for an examiner: answered, not marked. */
export function isPendingResult(entry: ResultQuestion): boolean {
  if (typeof entry.pending === 'boolean') return entry.pending;
  return (
    isWrittenQuestionType(entry.questionId.type) &&
    isAnsweredResult(entry) &&
    (entry.marks === null || entry.marks === undefined)
  );
}

/**
 * Counts of result questions: correct; incorrect (answered, not correct, not waiting for an examiner);
 * skipped (not answered, SPEC.md §9: also unanswered MCA, shortAns and paragraph); negative marks summed.
 */
export function countResult(entries: readonly ResultQuestion[]): ResultCounts {
  let correct = 0;
  let incorrect = 0;
  let skipped = 0;
  let pending = 0;
  for (const entry of entries) {
    if (!isAnsweredResult(entry)) skipped++;
    else if (entry.correct) correct++;
    else if (isPendingResult(entry)) pending++;
    else incorrect++;
  }
  return {
    correct,
    incorrect,
    skipped,
    pending,
    negativeMarks: sumMarks(entries.map((entry) => Math.abs(entry.negativeMarks ?? 0))),
  };
}

/** Subject names by id from what a result names: its `subjects` and its subject-wise counts. */
export function resultSubjectNames(result: ExamResult): Map<string, string> {
  const names = new Map<string, string>();
  for (const ref of result.subjects ?? []) {
    const id = subjectIdOf(ref);
    const name = subjectNameOf(ref);
    if (id && name) names.set(id, name);
  }
  for (const stat of result.subjectStats ?? []) if (stat.name) names.set(stat.subjectId, stat.name);
  return names;
}

/**
 * The result's questions by subject, in the order subjects first appear (questions without one are
 * left out), named from the question's own reference or `names`.
 */
export function groupBySubject(
  entries: readonly ResultQuestion[],
  names: ReadonlyMap<string, string> = new Map(),
): { subjectId: string; name: string; entries: ResultQuestion[] }[] {
  const groups = new Map<string, { subjectId: string; name: string; entries: ResultQuestion[] }>();
  for (const entry of entries) {
    const ref = entry.questionId.subjectId;
    const id = subjectIdOf(ref);
    if (!id) continue;
    const group = groups.get(id) ?? {
      subjectId: id,
      name: subjectNameOf(ref) ?? names.get(id) ?? examLabels.notGiven,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * The figures of a result (SPEC.md §2 Result page, §4 pass rule, §9). The server's stored figures
 * (total with the GPA part, GPA marks, pass, counts, subject-wise counts) are used when it gives
 * them; otherwise they are worked out here with packages/domain's rules: the total grows by
 * 5 x hsc + 5 x ssc, passed when marksObtained / total x 100 >= passMark.
 */
export function resultFigures(result: ExamResult): ResultFigures {
  const gpaTotal = gpaTotalMarks(result.gpaFactor);
  const totalMarks = result.totalMarks ?? sumMarks([result.examId.totalMarks, gpaTotal]);
  const examMarks = round2(result.withoutGPA ?? result.marksObtained);
  const counted = countResult(result.answers);
  const counts: ResultCounts = {
    correct: result.correct ?? counted.correct,
    incorrect: result.incorrect ?? counted.incorrect,
    skipped: result.skipped ?? counted.skipped,
    pending: result.pending ?? counted.pending,
    negativeMarks: round2(Math.abs(result.negativeMarks ?? counted.negativeMarks)),
  };
  const bySubject: SubjectCounts[] = result.subjectStats
    ? result.subjectStats.map((stat) => ({
        subjectId: stat.subjectId,
        name: stat.name ?? examLabels.notGiven,
        correct: stat.correct,
        incorrect: stat.incorrect,
        skipped: stat.skipped,
        pending: stat.pending ?? 0,
        negativeMarks: round2(Math.abs(stat.negativeMarks)),
      }))
    : groupBySubject(result.answers, resultSubjectNames(result)).map((group) => ({
        subjectId: group.subjectId,
        name: group.name,
        ...countResult(group.entries),
      }));
  const named = (result.subjects ?? []).map(subjectNameOf).filter((name): name is string => Boolean(name));
  return {
    passed: result.passed ?? isPassed(result.marksObtained, totalMarks, result.examId.passMark),
    marksObtained: round2(result.marksObtained),
    totalMarks,
    gpa:
      gpaTotal > 0
        ? { gpaMarks: round2(result.gpaMarks ?? result.marksObtained - examMarks), examMarks }
        : null,
    counts,
    merit: result.rank ? String(result.rank) : examLabels.notGiven,
    completion: formatCompletion(result.startsAt, result.submittedAt) ?? examLabels.notGiven,
    bySubject,
    subjectNames: named.length > 0 ? named : bySubject.map((subject) => subject.name),
  };
}
